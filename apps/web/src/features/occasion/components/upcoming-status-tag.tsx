import { OCCURRENCE_STATE_LABEL, type OccurrenceState } from '@pcs/domain';
import { Tag } from 'antd';

const COLOR: Record<OccurrenceState, string> = {
  WAITING: 'gold',
  SCHEDULED: 'blue',
  SENT: 'green',
  SKIPPED: 'default',
  CANCELLED: 'red',
};

/** An occasion gift's state as a coloured tag (승인 대기, 발송 예정, 발송 완료, 건너뜀, 취소). */
export function UpcomingStatusTag({ statCd }: { statCd: OccurrenceState }) {
  return <Tag color={COLOR[statCd]}>{OCCURRENCE_STATE_LABEL[statCd]}</Tag>;
}
