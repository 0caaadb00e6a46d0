import { EVENT_STATUS_LABEL, isEventStatus } from '@pcs/domain';
import { Tag } from 'antd';

const COLOR: Record<string, string> = {
  '00': 'default',
  '01': 'blue',
  '02': 'green',
  '03': 'purple',
  '09': 'red',
};

/** The event status with its Korean label (the event life cycle), everywhere a status shows. */
export function EventStatusTag({ code }: { code: string }) {
  return <Tag color={COLOR[code] ?? 'default'}>{isEventStatus(code) ? EVENT_STATUS_LABEL[code] : code}</Tag>;
}
