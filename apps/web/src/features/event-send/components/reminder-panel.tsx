import { REMINDER_DAYS, SEND_CHANNEL_LABEL, SEND_CHANNELS, type SendChannel } from '@pcs/domain';
import type { Reminder } from '@pcs/domain/contracts/event-send';
import { Button, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useReminderMutations, useReminders } from '../api/reminders';
import { EVENT_SEND_DIALOG_TEXT } from '../texts';
import styles from './event-send.module.css';

const dayLabel = (d: number) => (d === 0 ? '마감일 오전 9시' : `마감 ${d}일 전`);

/** Reminder schedules of an event: at each, the recipients who have not applied get a reminder (once). */
export function ReminderPanel({ eventSn }: { eventSn: number }) {
  const reminders = useReminders(eventSn);
  useErrorAlert(reminders.error);
  const { save, remove } = useReminderMutations(eventSn);
  const [daysBefore, setDaysBefore] = useState<number>(3);
  const [channel, setChannel] = useState<SendChannel>('ALIMTALK');

  const add = async () => {
    try {
      await save.mutateAsync({ eventSn, daysBefore, channel });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const drop = async (r: Reminder) => {
    const channel = SEND_CHANNEL_LABEL[r.channel as SendChannel];
    if (
      !(await confirmMessage(EVENT_SEND_DIALOG_TEXT.reminderDeleteConfirm(dayLabel(r.daysBefore), channel)))
    )
      return;
    try {
      await remove.mutateAsync(r.reminderSn);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const columns: TableColumnsType<Reminder> = [
    { title: '일정', dataIndex: 'daysBefore', render: dayLabel },
    { title: '채널', dataIndex: 'channel', render: (c: string) => SEND_CHANNEL_LABEL[c as SendChannel] ?? c },
    { title: '발송 예정', dataIndex: 'dueAt', render: (v: string) => dayjs(v).format('YYYY.MM.DD HH:mm') },
    {
      title: '상태',
      dataIndex: 'doneAt',
      render: (v: string | null) => (v ? <Tag color="green">발송 등록됨</Tag> : <Tag color="gold">대기</Tag>),
    },
    {
      title: '',
      key: 'actions',
      width: 80,
      render: (_: unknown, r) =>
        r.doneAt ? null : (
          <Button size="small" danger onClick={() => void drop(r)}>
            삭제
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <Space wrap>
        <Select
          aria-label="리마인드 일정"
          value={daysBefore}
          onChange={setDaysBefore}
          options={REMINDER_DAYS.map((d) => ({ value: d, label: dayLabel(d) }))}
          style={{ minWidth: 150 }}
        />
        <Select
          aria-label="리마인드 채널"
          value={channel}
          onChange={setChannel}
          options={SEND_CHANNELS.map((c) => ({ value: c, label: SEND_CHANNEL_LABEL[c] }))}
          style={{ minWidth: 150 }}
        />
        <Button type="primary" onClick={() => void add()} loading={save.isPending}>
          리마인드 추가
        </Button>
      </Space>
      <Table<Reminder>
        size="small"
        aria-label="리마인드 일정 목록"
        rowKey={(r) => String(r.reminderSn)}
        columns={columns}
        dataSource={reminders.data?.reminderList ?? []}
        loading={reminders.isFetching}
        locale={{ emptyText: '등록된 리마인드 일정이 없습니다.' }}
        pagination={false}
      />
    </div>
  );
}
