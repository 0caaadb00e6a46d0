import {
  formatNumber,
  formatPhone,
  INQUIRY_ANSWER_MAX_LENGTH,
  INQUIRY_MEMO_MAX_LENGTH,
  LANDING_MESSAGES,
} from '@pcs/domain';
import {
  type Inquiry,
  inquiryAnswerRequestSchema,
  inquiryHandleRequestSchema,
} from '@pcs/domain/contracts/landing';
import {
  Button,
  Descriptions,
  Flex,
  Input,
  Modal,
  Segmented,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { urlCode } from '../../../lib/list-params';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useAnswerInquiry } from '../api/answer-inquiry';
import { type InquiryAnswerStatus, type InquiryKind, useInquiries, useInquiry } from '../api/get-inquiries';
import { useHandleInquiry } from '../api/handle-inquiry';

const KINDS: readonly InquiryKind[] = ['QUESTION', 'DOWNLOAD'];
const ANSWER_STATUSES: readonly InquiryAnswerStatus[] = ['WAITING', 'ANSWERED'];
const LIST = {
  filters: { kind: urlCode(KINDS), answerStatus: urlCode(ANSWER_STATUSES) },
  sortFields: [] as string[],
};

const KIND_LABEL: Record<string, string> = LANDING_MESSAGES.inquiryKind;
const KIND_OPTIONS = [
  { label: '전체', value: 'ALL' },
  { label: KIND_LABEL.QUESTION, value: 'QUESTION' },
  { label: KIND_LABEL.DOWNLOAD, value: 'DOWNLOAD' },
];
const HANDLED = LANDING_MESSAGES.handledLabel;
const ANSWER = LANDING_MESSAGES.answerLabel;
const ANSWER_OPTIONS = [
  { label: '답변 전체', value: 'ALL' },
  { label: ANSWER.WAITING, value: 'WAITING' },
  { label: ANSWER.ANSWERED, value: 'ANSWERED' },
];

const formatDateTime = (iso: string): string => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

const HandledTag = ({ handledYn }: { handledYn: 'Y' | 'N' }) => (
  <Tag color={handledYn === 'Y' ? 'green' : 'orange'}>{HANDLED[handledYn]}</Tag>
);

const AnswerTag = ({ status }: { status: Inquiry['answerStatus'] }) => (
  <Tag color={status === 'ANSWERED' ? 'blue' : 'volcano'}>{ANSWER[status]}</Tag>
);

/**
 * /serviceCenter/inquiry (ours): the landing site's contact and brochure requests for operator admins
 * (15, 99999; the API enforces it), newest first, 15 a page, with the full text, the products the visitor chose on
 * the landing, and the operator's handling (a memo marks it handled) in a dialog. The kind and answer
 * filters and the page live in the URL.
 */
export default function InquiryListPage() {
  const list = useListState(LIST, useInquiries);
  const { filters } = list;
  const [openSn, setOpenSn] = useState<number | null>(null);
  const detail = useInquiry(openSn);
  useErrorAlert(list.query.error ?? detail.error);

  const columns: TableColumnsType<Inquiry> = [
    { title: '번호', dataIndex: 'inquirySn', width: 80 },
    { title: '구분', dataIndex: 'kind', width: 130, render: (v: string) => KIND_LABEL[v] ?? v },
    { title: '회사명', dataIndex: 'companyNmTx', ellipsis: true },
    { title: '성명', dataIndex: 'managerNmTx', width: 110 },
    { title: '연락처', dataIndex: 'phoneNoTx', width: 140, render: (v: string) => formatPhone(v) },
    { title: '이메일', dataIndex: 'emailTx', ellipsis: true },
    {
      title: '선택 상품',
      dataIndex: 'products',
      width: 100,
      render: (v: Inquiry['products']) => (v.length > 0 ? `${v.length}개` : '-'),
    },
    {
      title: '답변',
      dataIndex: 'answerStatus',
      width: 100,
      render: (v: Inquiry['answerStatus']) => <AnswerTag status={v} />,
    },
    {
      title: '처리',
      dataIndex: 'handledYn',
      width: 100,
      render: (v: Inquiry['handledYn']) => <HandledTag handledYn={v} />,
    },
    { title: '등록일시', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
  ];
  const d = detail.data;
  return (
    <BackOfficeListScreen<Inquiry>
      title="도입 문의"
      list={list}
      summary={
        <Flex gap={12} wrap>
          <Segmented
            options={KIND_OPTIONS}
            value={filters.kind ?? 'ALL'}
            onChange={(v) => list.setFilters({ ...filters, kind: v === 'ALL' ? null : (v as InquiryKind) })}
          />
          <Segmented
            options={ANSWER_OPTIONS}
            value={filters.answerStatus ?? 'ALL'}
            onChange={(v) =>
              list.setFilters({ ...filters, answerStatus: v === 'ALL' ? null : (v as InquiryAnswerStatus) })
            }
          />
        </Flex>
      }
      label="도입 문의 목록"
      columns={columns}
      rowKey={(row) => String(row.inquirySn)}
      onRowClick={(row) => setOpenSn(row.inquirySn)}
      scrollX={1100}
    >
      <Modal
        open={openSn !== null}
        title="문의 상세"
        onCancel={() => setOpenSn(null)}
        footer={null}
        width={680}
        loading={detail.isPending && openSn !== null}
        destroyOnHidden
      >
        {d && (
          <>
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
              <Descriptions.Item label="선택한 상품">
                {d.products.length === 0 ? (
                  '-'
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="선택한 상품">
                    {d.products.map((p) => (
                      <li key={p.prodSn}>
                        {p.brandNm ? `${p.brandNm} · ` : ''}
                        {p.prodNm} ({formatNumber(p.price)}원)
                      </li>
                    ))}
                  </ul>
                )}
              </Descriptions.Item>
              <Descriptions.Item label="답변">
                <AnswerTag status={d.answerStatus} />
                {d.answeredAt && (
                  <Typography.Text type="secondary">
                    {formatDateTime(d.answeredAt)} · {d.answeredByNm ?? '-'}
                  </Typography.Text>
                )}
              </Descriptions.Item>
              <Descriptions.Item label="처리">
                <HandledTag handledYn={d.handledYn} />
                {d.handledAt && (
                  <Typography.Text type="secondary">
                    {formatDateTime(d.handledAt)} · {d.handledByNm ?? '-'}
                  </Typography.Text>
                )}
              </Descriptions.Item>
            </Descriptions>
            <AnswerForm key={`answer-${d.inquirySn}-${d.answeredAt ?? ''}`} inquiry={d} />
            <HandleForm key={`${d.inquirySn}-${d.handledAt ?? ''}`} inquiry={d} />
          </>
        )}
      </Modal>
    </BackOfficeListScreen>
  );
}

/** The operator's memo; saving it marks the inquiry handled (again: replaces the memo). */
function HandleForm({ inquiry }: { inquiry: Inquiry }) {
  const [memo, setMemo] = useState(inquiry.handleMemo ?? '');
  const [error, setError] = useState<string | null>(null);
  const handle = useHandleInquiry();
  const onSave = () => {
    const parsed = inquiryHandleRequestSchema.safeParse({ inquirySn: inquiry.inquirySn, handleMemo: memo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    handle.mutate(parsed.data, {
      onSuccess: () => void alertMessage(LANDING_MESSAGES.handled),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 16 }}>
      <label htmlFor="inquiry-handle-memo">
        <Typography.Text strong>처리 메모</Typography.Text>
      </label>
      <Input.TextArea
        id="inquiry-handle-memo"
        value={memo}
        onChange={(e) => setMemo(e.target.value)}
        rows={3}
        maxLength={INQUIRY_MEMO_MAX_LENGTH}
        showCount
        status={error ? 'error' : undefined}
        placeholder="처리한 내용을 남겨주세요. 예) 전화로 견적 안내 완료"
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Button type="primary" onClick={onSave} loading={handle.isPending} style={{ alignSelf: 'flex-end' }}>
        {inquiry.handledYn === 'Y' ? '메모 수정' : '처리 완료로 저장'}
      </Button>
    </div>
  );
}

/** The answer mailed to the inquirer; answering again corrects it and mails the corrected answer. */
function AnswerForm({ inquiry }: { inquiry: Inquiry }) {
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAnswerInquiry();
  const onSave = async () => {
    const parsed = inquiryAnswerRequestSchema.safeParse({ inquirySn: inquiry.inquirySn, answer });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (!(await confirmMessage(LANDING_MESSAGES.answerConfirm))) return;
    save.mutate(parsed.data, {
      onSuccess: () => void alertMessage(LANDING_MESSAGES.answered),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 16 }}>
      <label htmlFor="inquiry-answer">
        <Typography.Text strong>답변 ({inquiry.emailTx} 로 메일 발송)</Typography.Text>
      </label>
      <Input.TextArea
        id="inquiry-answer"
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        rows={5}
        maxLength={INQUIRY_ANSWER_MAX_LENGTH}
        showCount
        status={error ? 'error' : undefined}
        placeholder="문의하신 분께 보낼 답변을 입력해주세요."
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Button
        type="primary"
        onClick={() => void onSave()}
        loading={save.isPending}
        style={{ alignSelf: 'flex-end' }}
      >
        {inquiry.answerStatus === 'ANSWERED' ? '답변 수정 후 재발송' : '답변 등록'}
      </Button>
    </div>
  );
}
