import type { ApprovalHistory } from '@pcs/domain/contracts/company';
import { Empty, Timeline } from 'antd';
import { dateTimeText } from './display';

/** Building block "Approvals": every decision of a request (who, when, reason), oldest first. */
export function ApprovalHistoryTimeline({ items }: { items: readonly ApprovalHistory[] }) {
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="처리 이력이 없습니다." />;
  return (
    <Timeline
      items={items.map((h, i) => ({
        key: `${h.decidedAt}-${i}`,
        color: h.toStat === 'REJECT' ? 'red' : h.toStat === 'ACCEPT' ? 'green' : 'blue',
        title: dateTimeText(h.decidedAt),
        content: [h.toStatNm, h.decidedByNm, h.reason ? `사유: ${h.reason}` : null]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}
