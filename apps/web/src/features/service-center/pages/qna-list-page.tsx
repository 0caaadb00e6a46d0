import {
  ALL_LABEL,
  SERVICE_CENTER_MESSAGES as M,
  PAGE_SIZE,
  QNA_STATUS,
  QNA_STATUS_LABEL,
  type QnaStatus,
} from '@pcs/domain';
import type { QnaListItem } from '@pcs/domain/contracts/service-center';
import { Button, Flex, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useQuestions } from '../api/get-questions';
import { QnaStatusTag } from '../components/qna-status-tag';
import { useOperatorAdmin } from '../hooks/use-operator-admin';

const STATUS_OPTIONS = [
  { value: 'ALL', label: ALL_LABEL },
  { value: QNA_STATUS.waiting, label: QNA_STATUS_LABEL.WAITING },
  { value: QNA_STATUS.answered, label: QNA_STATUS_LABEL.ANSWERED },
];

/**
 * /serviceCenter/qna (ours, issue 15): a user's one-to-one questions with "문의하기"; operator admins see every
 * question with its asker and company, filtered by state, and answer from the detail.
 */
export default function QnaListPage() {
  const admin = useOperatorAdmin();
  const [status, setStatus] = useState<QnaStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuestions({ status, page: page - 1 });
  useErrorAlert(list.error);
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
    <section aria-labelledby="qna-title" style={{ maxWidth: 1100 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} id="qna-title" style={{ margin: 0 }}>
          1:1 문의
        </Typography.Title>
        {/* Operator admins answer here; asking is for everyone else. */}
        {!admin && (
          <Link to={paths.qnaSave}>
            <Button type="primary">문의하기</Button>
          </Link>
        )}
      </Flex>
      {admin && (
        <Segmented
          aria-label="답변 상태"
          options={STATUS_OPTIONS}
          value={status ?? 'ALL'}
          onChange={(v) => {
            setStatus(v === 'ALL' ? null : (v as QnaStatus));
            setPage(1);
          }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<QnaListItem>
        rowKey="qnaSn"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.list ?? [])}
        loading={list.isFetching}
        scroll={{ x: 720 }}
        // The whole row opens the question, not only its title.
        onRow={(row) => ({
          onClick: () => navigate(paths.qnaDetail(row.qnaSn)),
          style: { cursor: 'pointer' },
        })}
        locale={{ emptyText: M.emptyList }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </section>
  );
}
