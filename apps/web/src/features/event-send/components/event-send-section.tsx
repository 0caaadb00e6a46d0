import type { SendChannel } from '@pcs/domain';
import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { EventSendDialog } from './event-send-dialog';
import { NotAppliedPanel } from './not-applied-panel';
import { ReminderPanel } from './reminder-panel';
import { SendHistoryPanel } from './send-history-panel';

/**
 * Everything about an event's messages in one block, for the event detail screen: the three send pop-ups
 * (alimtalk, SMS, event mail), the send history, the not-applied list with manual reminders, and reminder schedules.
 * `selectedUserIds`: people chosen on the calling screen, with whom the pop-up's own picker starts.
 */
export function EventSendSection({
  eventSn,
  cmpyCd,
  selectedUserIds,
}: {
  eventSn: number;
  cmpyCd: string;
  selectedUserIds?: readonly string[];
}) {
  const [channel, setChannel] = useState<SendChannel | null>(null);
  return (
    <section aria-label="초대 및 리마인드">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setChannel('ALIMTALK')}>
          알림톡 발송
        </Button>
        <Button onClick={() => setChannel('SMS')}>문자 발송</Button>
        <Button onClick={() => setChannel('MAIL')}>메일 발송</Button>
      </Space>
      <Tabs
        items={[
          { key: 'history', label: '발송 이력', children: <SendHistoryPanel eventSn={eventSn} /> },
          {
            key: 'not-applied',
            label: '미신청자',
            children: <NotAppliedPanel eventSn={eventSn} cmpyCd={cmpyCd} />,
          },
          { key: 'reminders', label: '리마인드 일정', children: <ReminderPanel eventSn={eventSn} /> },
        ]}
      />
      <EventSendDialog
        open={channel !== null}
        eventSn={eventSn}
        cmpyCd={cmpyCd}
        channel={channel ?? 'ALIMTALK'}
        unqUserIds={selectedUserIds}
        onClose={() => setChannel(null)}
      />
    </section>
  );
}
