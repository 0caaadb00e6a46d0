import { formatPhone, PAGE_SIZE } from '@pcs/domain';
import type { Inquiry } from '@pcs/domain/contracts/landing';
import { Descriptions, Modal, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type InquiryKind, useInquiries, useInquiry } from '../api/get-inquiries';

const KIND_LABEL: Record<string, string> = { QUESTION: '도입 문의', DOWNLOAD: '소개서 다운로드' };
const KIND_OPTIONS = [
  { label: '전체', value: 'ALL' },
  { label: '도입 문의', value: 'QUESTION' },
  { label: '소개서 다운로드', value: 'DOWNLOAD' },
];

const formatDateTime = (iso: string): string => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/**
 * /serviceCenter/inquiry (ours, issue 3): the landing site's contact and brochure requests for operator admins
 * (15, 99999; the API enforces it), newest first, 15 a page, with the full text in a dialog.
 */
export default function InquiryListPage() {
  const [kind, setKind] = useState<InquiryKind>(null);
  const [page, setPage] = useState(1);
  const [openSn, setOpenSn] = useState<number | null>(null);
  const list = useInquiries(kind, page);
  const detail = useInquiry(openSn);
  useErrorAlert(list.error ?? detail.error);

  const columns: TableColumnsType<Inquiry> = [
    { title: '번호', dataIndex: 'inquirySn', width: 80 },
    { title: '구분', dataIndex: 'kind', width: 130, render: (v: string) => KIND_LABEL[v] ?? v },
    { title: '회사명', dataIndex: 'companyNmTx', ellipsis: true },
    { title: '성명', dataIndex: 'managerNmTx', width: 110 },
    { title: '연락처', dataIndex: 'phoneNoTx', width: 140, render: (v: string) => formatPhone(v) },
    { title: '이메일', dataIndex: 'emailTx', ellipsis: true },
    { title: '등록일시', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
  ];
  const d = detail.data;
  return (
    <>
      <Typography.Title level={3}>도입 문의</Typography.Title>
      <Segmented
        options={KIND_OPTIONS}
        value={kind ?? 'ALL'}
        onChange={(v) => {
          setKind(v === 'ALL' ? null : (v as InquiryKind));
          setPage(1);
        }}
        style={{ marginBottom: 16 }}
      />
      <Table<Inquiry>
        rowKey="inquirySn"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.list ?? [])}
        loading={list.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: '조회된 내역이 없습니다.' }}
        onRow={(row) => ({ onClick: () => setOpenSn(row.inquirySn), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <Modal
        open={openSn !== null}
        title="문의 상세"
        onCancel={() => setOpenSn(null)}
        footer={null}
        width={640}
        loading={detail.isPending && openSn !== null}
      >
        {d && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="구분">{KIND_LABEL[d.kind] ?? d.kind}</Descriptions.Item>
            <Descriptions.Item label="회사명">{d.companyNmTx}</Descriptions.Item>
            <Descriptions.Item label="성명">{d.managerNmTx}</Descriptions.Item>
            <Descriptions.Item label="연락처">{formatPhone(d.phoneNoTx)}</Descriptions.Item>
            <Descriptions.Item label="이메일">{d.emailTx}</Descriptions.Item>
            <Descriptions.Item label="마케팅 수신">
              {d.marketingAgreeYn === 'Y' ? '동의' : '미동의'}
            </Descriptions.Item>
            <Descriptions.Item label="등록일시">{formatDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="문의내용">
              <span style={{ whiteSpace: 'pre-wrap' }}>{d.qnaContentsTx}</span>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
