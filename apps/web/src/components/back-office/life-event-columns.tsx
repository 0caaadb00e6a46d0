import type { LifeEventRow } from '@pcs/domain/contracts/occasion';
import type { TableColumnsType } from 'antd';
import { dash, dateText } from './display';
import { LifeEventStatusTag } from './status-tags';

/**
 * The columns every list of life events shows (decision 036: /occasion/lifeEvents and a person's detail): the
 * occasion, its day, the relation of a condolence, the status, who registered it, and the note or a rejection's
 * reason. `sortable` marks the day as a sort key of a server-sorted list.
 */
export function lifeEventColumns({ sortable = false } = {}): TableColumnsType<LifeEventRow> {
  return [
    { title: '경조사', dataIndex: 'occasionTypeNm', width: 80 },
    {
      title: '일자',
      dataIndex: 'eventDt',
      width: 110,
      render: dateText,
      ...(sortable ? { key: 'eventDt', sorter: true } : {}),
    },
    { title: '고인과의 관계', dataIndex: 'relationNm', width: 110, render: dash },
    {
      title: '상태',
      dataIndex: 'statCd',
      width: 70,
      render: (v: LifeEventRow['statCd']) => <LifeEventStatusTag statCd={v} />,
    },
    {
      title: '구분',
      dataIndex: 'requestedYn',
      width: 90,
      render: (v: 'Y' | 'N') => (v === 'Y' ? '직원 신청' : '담당자 등록'),
    },
    {
      title: '메모 / 반려 사유',
      dataIndex: 'memo',
      width: 200,
      ellipsis: true,
      render: (v: string | null, row) => dash(row.rejectReason ? `반려: ${row.rejectReason}` : v),
    },
  ];
}
