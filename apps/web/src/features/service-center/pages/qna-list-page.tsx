import {
  ALL_LABEL,
  SERVICE_CENTER_MESSAGES as M,
  QNA_STATUS,
  QNA_STATUS_LABEL,
  type QnaStatus,
} from '@pcs/domain';
import type { QnaListItem } from '@pcs/domain/contracts/service-center';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { urlCode } from '../../../lib/list-params';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useQuestions } from '../api/get-questions';
import { QnaStatusTag } from '../components/qna-status-tag';
import { useOperatorAdmin } from '../hooks/use-operator-admin';

const LIST = {
  filters: { status: urlCode([QNA_STATUS.waiting, QNA_STATUS.answered]) },
  sortFields: [] as string[],
};
const STATUS_OPTIONS = [
  { value: 'ALL', label: ALL_LABEL },
  { value: QNA_STATUS.waiting, label: QNA_STATUS_LABEL.WAITING },
  { value: QNA_STATUS.answered, label: QNA_STATUS_LABEL.ANSWERED },
];

/**
 * /serviceCenter/qna (ours): a user's one-to-one questions with "문의하기"; operator admins see every
 * question with its asker and company, filtered by state, and answer from the detail. State and page live in the URL.
 */
export default function QnaListPage() {
  const admin = useOperatorAdmin();
  const list = useListState(LIST, useQuestions);
  useErrorAlert(list.query.error);
  const navigate = useNavigate();

  const columns: TableColumnsType<QnaListItem> = [
    { title: '번호', dataIndex: 'qnaSn', width: 80, align: 'center' },
    {
      title: '제목',
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={paths.qnaDetail(row.qnaSn)} onClick={(e) => e.stopPropagation()}>
          {v}
        </Link>
      ),
    },
    ...(admin
      ? [
          { title: '작성자', dataIndex: 'userNm', width: 120 },
          { title: '고객사', dataIndex: 'cmpyNm', width: 160, render: (v: string | null) => v ?? '-' },
        ]
      : []),
    { title: '상태', dataIndex: 'status', width: 110, render: (v: QnaStatus) => <QnaStatusTag status={v} /> },
    { title: '등록일', dataIndex: 'createdAt', width: 120, render: (v: string) => formatDate(v) },
    { title: '답변일', dataIndex: 'answeredAt', width: 120, render: (v: string | null) => formatDate(v) },
  ];

  return (
    <BackOfficeListScreen<QnaListItem>
      title="1:1 문의"
      actions={
        // Operator admins answer here; asking is for everyone else.
        !admin && (
          <Link to={paths.qnaSave}>
            <Button type="primary">문의하기</Button>
          </Link>
        )
      }
      narrowPage
      list={list}
      summary={
        admin && (
          // A block of its own, so the tabs keep their width rather than stretching across the page.
          <div>
            <Segmented
              aria-label="답변 상태"
              options={STATUS_OPTIONS}
              value={list.filters.status ?? 'ALL'}
              onChange={(v) => list.setFilters({ status: v === 'ALL' ? null : (v as QnaStatus) })}
            />
          </div>
        )
      }
      label="1:1 문의 목록"
      columns={columns}
      rowKey={(row) => String(row.qnaSn)}
      // The whole row opens the question, not only its title.
      onRowClick={(row) => navigate(paths.qnaDetail(row.qnaSn))}
      emptyText={M.emptyList}
      scrollX={720}
    />
  );
}
