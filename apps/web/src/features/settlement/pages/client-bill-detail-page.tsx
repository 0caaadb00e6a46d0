import {
  CLIENT_LINE_KIND_LABEL,
  type ClientLineKind,
  formatWon,
  formatYmd,
  formatYmdHms,
  isOperatorAdmin,
  isYyyymm,
  TAX_INVOICE_KIND_LABEL,
  yyyymmText,
} from '@pcs/domain';
import {
  CLIENT_BILL_PATH,
  type ClientBillEvent,
  type ClientBillLine,
  clientBillPaidRequestSchema,
  type TaxInvoiceRow,
} from '@pcs/domain/contracts/client-bill';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Input,
  Modal,
  Result,
  Row,
  Segmented,
  Skeleton,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { corporateNumberText } from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCancelTaxInvoices } from '../api/cancel-tax-invoices';
import { useConfirmClientBill } from '../api/confirm-client-bill';
import { useClientBill } from '../api/get-client-bill';
import { useIssueTaxInvoices } from '../api/issue-tax-invoices';
import { useMarkClientBillPaid } from '../api/mark-client-bill-paid';
import { BillStatTag, InvoiceStatTag, LineKindTag } from '../components/client-bill-tags';

const PAGE_SIZE = 20;
type KindFilter = 'ALL' | ClientLineKind | 'ADJ';

/** 국세청 승인번호 as printed: 20260930-41000000-41502747. */
const confirmNumText = (n: string | null) =>
  n && n.length === 24 ? `${n.slice(0, 8)}-${n.slice(8, 16)}-${n.slice(16)}` : (n ?? '-');

/**
 * /settlement/client/detail/{cmpyCd}/{yyyymm} (decision 037): one company's month — totals with supply/VAT and what
 * recipients paid apart, per-event subtotals, the lines (paged, by kind and adjustment), the tax invoices and the
 * timeline. Operators confirm, issue the 세금계산서, cancel the issue and record the payment; a client manager reads
 * and downloads only.
 */
export default function ClientBillDetailPage() {
  const { cmpyCd = '', yyyymm = '' } = useParams();
  const authCd = useSession((s) => s.loginUserData?.authCd);
  const operator = authCd !== undefined && isOperatorAdmin(authCd);
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState<KindFilter>('ALL');
  const query = useClientBill({
    cmpyCd,
    yyyymm,
    page,
    pageSize: PAGE_SIZE,
    lineKind: kind === 'ALL' || kind === 'ADJ' ? null : kind,
    adjustmentYn: kind === 'ADJ' ? 'Y' : null,
  });
  useErrorAlert(query.error);
  const confirm = useConfirmClientBill();
  const issue = useIssueTaxInvoices();
  const cancel = useCancelTaxInvoices();
  const paid = useMarkClientBillPaid();
  const [paying, setPaying] = useState(false);
  const [form] = Form.useForm<{ paidDt: Dayjs; paidMemo?: string }>();

  if (!isYyyymm(yyyymm)) return <Result status="404" title="청구서를 찾을 수 없습니다." />;
  const key = { cmpyCd, yyyymm };
  const b = query.data;
  const title = `${yyyymmText(yyyymm)} 청구서`;

  const run = async (text: string, action: () => Promise<unknown>, done: string) => {
    if (!(await confirmMessage(text))) return;
    try {
      await action();
      await alertMessage(done);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const download = async (kindOf: 'pdf' | 'xlsx') => {
    try {
      await downloadFile(
        kindOf === 'pdf' ? CLIENT_BILL_PATH.pdf : CLIENT_BILL_PATH.xlsx,
        key,
        `청구서_${cmpyCd}_${yyyymm}.${kindOf}`,
      );
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const submitPaid = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await paid.mutateAsync(
        clientBillPaidRequestSchema.parse({
          ...key,
          paidDt: values.paidDt.format('YYYYMMDD'),
          paidMemo: values.paidMemo ?? null,
        }),
      );
      setPaying(false);
      form.resetFields();
      await alertMessage('입금 확인을 기록했습니다.');
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  if (query.isError && !b)
    return (
      <div>
        <PageHeader title={title} />
        <Result
          status="error"
          title="청구서를 불러오지 못했습니다."
          extra={<Link to={paths.settlementClientList}>목록으로</Link>}
        />
      </div>
    );
  if (!b) return <Skeleton active paragraph={{ rows: 12 }} />;

  const actions = (
    <Space wrap>
      <Button onClick={() => void download('pdf')}>PDF 다운로드</Button>
      <Button onClick={() => void download('xlsx')}>엑셀 다운로드</Button>
      {operator && b.stat === 'DRAFT' && (
        <Button
          type="primary"
          disabled={!b.monthEnded || b.earlierOpenMonth !== null || b.totals.lineCnt === 0}
          loading={confirm.isPending}
          onClick={() =>
            void run(
              `${yyyymmText(yyyymm)} 청구서를 확정하시겠습니까? 확정한 달은 바뀌지 않으며 이후의 취소·반품은 다음 달에 조정됩니다.`,
              () => confirm.mutateAsync(key),
              '확정했습니다.',
            )
          }
        >
          확정
        </Button>
      )}
      {operator && b.stat === 'CONFIRMED' && (
        <Button
          type="primary"
          loading={issue.isPending}
          onClick={() =>
            void run(
              '세금계산서를 발행하시겠습니까?',
              () => issue.mutateAsync(key),
              '세금계산서를 발행했습니다.',
            )
          }
        >
          세금계산서 발행
        </Button>
      )}
      {/* A confirmed bill can still hold issued invoices (an issue overtaken by a cancel): 발행 취소 clears them. */}
      {operator && b.stat === 'CONFIRMED' && b.invoices.some((i) => i.stat === 'ISSUED') && (
        <Button
          danger
          loading={cancel.isPending}
          onClick={() =>
            void run(
              '발행된 세금계산서를 취소하시겠습니까?',
              () => cancel.mutateAsync(key),
              '세금계산서 발행을 취소했습니다.',
            )
          }
        >
          발행 취소
        </Button>
      )}
      {operator && b.stat === 'ISSUED' && (
        <>
          <Button
            danger
            loading={cancel.isPending}
            onClick={() =>
              void run(
                '발행한 세금계산서를 취소하시겠습니까? 청구서는 확정 상태로 돌아갑니다.',
                () => cancel.mutateAsync(key),
                '세금계산서 발행을 취소했습니다.',
              )
            }
          >
            발행 취소
          </Button>
          <Button type="primary" onClick={() => setPaying(true)}>
            입금 확인
          </Button>
        </>
      )}
    </Space>
  );

  const t = b.totals;
  const eventColumns: TableColumnsType<ClientBillEvent> = [
    { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
    { title: '건수', dataIndex: 'lineCnt', width: 80, align: 'right' },
    { title: '상품 금액', dataIndex: 'goodsAmt', width: 130, align: 'right', render: formatWon },
    { title: '포장·카드', dataIndex: 'extrasAmt', width: 110, align: 'right', render: formatWon },
    { title: '배송비', dataIndex: 'shipAmt', width: 110, align: 'right', render: formatWon },
    { title: '수령자 결제', dataIndex: 'recipientPaidAmt', width: 120, align: 'right', render: formatWon },
    { title: '청구 금액', dataIndex: 'chargeAmt', width: 140, align: 'right', render: formatWon },
  ];
  const lineColumns: TableColumnsType<ClientBillLine> = [
    { title: '일시', dataIndex: 'factAt', width: 160, render: (v: string) => formatYmdHms(v) },
    {
      title: '구분',
      dataIndex: 'lineKind',
      width: 150,
      render: (v: ClientLineKind, l) => (
        <Space size={4}>
          <LineKindTag kind={v} />
          {l.adjustmentYn === 'Y' && (
            <Tag color="gold">{l.adjustsYyyymm ? `${yyyymmText(l.adjustsYyyymm)} 조정` : '조정'}</Tag>
          )}
          {l.factYyyymm < yyyymm && <Tag>이월</Tag>}
        </Space>
      ),
    },
    { title: '주문번호', dataIndex: 'ordSn', width: 100 },
    { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
    { title: '상품', dataIndex: 'prodNm', ellipsis: true },
    { title: '수량', dataIndex: 'quantity', width: 70, align: 'right' },
    { title: '상품 금액', dataIndex: 'goodsAmt', width: 120, align: 'right', render: formatWon },
    { title: '포장·카드', dataIndex: 'extrasAmt', width: 100, align: 'right', render: formatWon },
    { title: '배송비', dataIndex: 'shipAmt', width: 100, align: 'right', render: formatWon },
    { title: '수령자 결제', dataIndex: 'recipientPaidAmt', width: 110, align: 'right', render: formatWon },
    { title: '청구 금액', dataIndex: 'chargeAmt', width: 120, align: 'right', render: formatWon },
  ];
  const invoiceColumns: TableColumnsType<TaxInvoiceRow> = [
    {
      title: '종류',
      dataIndex: 'kind',
      width: 130,
      render: (v: TaxInvoiceRow['kind']) => TAX_INVOICE_KIND_LABEL[v],
    },
    {
      title: '승인번호',
      dataIndex: 'ntsConfirmNum',
      width: 230,
      render: (v: string | null) => <span data-testid="nts-confirm-num">{confirmNumText(v)}</span>,
    },
    {
      title: '당초 계산서',
      dataIndex: 'origNtsConfirmNum',
      render: (v: string | null, r) =>
        v ? `${r.origYyyymm ? yyyymmText(r.origYyyymm) : ''} ${confirmNumText(v)}` : '-',
    },
    { title: '작성일', dataIndex: 'writeDt', width: 110, render: (v: string) => formatYmd(v) },
    { title: '공급가액', dataIndex: 'supplyAmt', width: 120, align: 'right', render: formatWon },
    { title: '세액', dataIndex: 'vatAmt', width: 100, align: 'right', render: formatWon },
    { title: '합계', dataIndex: 'totalAmt', width: 120, align: 'right', render: formatWon },
    {
      title: '상태',
      dataIndex: 'stat',
      width: 100,
      render: (v: TaxInvoiceRow['stat'], r) => (
        <span title={r.failText ?? undefined}>
          <InvoiceStatTag stat={v} />
        </span>
      ),
    },
    {
      title: '발행',
      dataIndex: 'issuedAt',
      width: 170,
      render: (v: string, r) => `${formatYmdHms(v)} ${r.issuedByNm ?? ''}`,
    },
  ];
  const steps = [
    b.steps.confirmedAt && {
      children: `확정 ${formatYmdHms(b.steps.confirmedAt)} · ${b.steps.confirmedByNm ?? ''}`,
    },
    b.steps.issuedAt && {
      children: `세금계산서 발행 ${formatYmdHms(b.steps.issuedAt)} · ${b.steps.issuedByNm ?? ''}`,
    },
    b.steps.paidAt && {
      children: `입금 확인 ${formatYmdHms(b.steps.paidAt)} · ${b.steps.paidByNm ?? ''} (입금일 ${formatYmd(b.steps.paidDt ?? '')}${b.steps.paidMemo ? `, ${b.steps.paidMemo}` : ''})`,
    },
  ].filter((s): s is { children: string } => Boolean(s));

  return (
    <div>
      <PageHeader
        title={title}
        description={
          <Space>
            <Link to={paths.settlementClientList}>고객사 청구</Link>
            <span>·</span>
            <span>{b.company.cmpyNm}</span>
            <BillStatTag stat={b.stat} />
          </Space>
        }
        actions={actions}
      />
      {b.stat === 'DRAFT' && !b.monthEnded && (
        <Alert
          type="info"
          showIcon
          message="진행 중인 달입니다. 달이 끝난 뒤에 확정할 수 있습니다."
          style={{ marginBottom: 12 }}
        />
      )}
      {b.stat === 'DRAFT' && b.earlierOpenMonth && (
        <Alert
          type="warning"
          showIcon
          message={`이전 달(${yyyymmText(b.earlierOpenMonth)})을 먼저 확정하세요.`}
          style={{ marginBottom: 12 }}
        />
      )}
      {operator && b.stat === 'CONFIRMED' && b.company.missingBizInfo.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={`세금계산서를 발행하려면 회사의 사업자 정보가 필요합니다: ${b.company.missingBizInfo.join(', ')}`}
          style={{ marginBottom: 12 }}
        />
      )}
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {(
          [
            ['청구 금액', t.chargeAmt],
            ['공급가액', t.supplyAmt],
            ['세액', t.vatAmt],
            ['그중 조정', t.adjustmentAmt],
            ['수령자 카드 결제 (별도)', t.recipientPaidAmt],
          ] as const
        ).map(([label, value]) => (
          <Col key={label} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={label} value={value} suffix="원" />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title="내역" value={t.lineCnt} suffix="건" />
          </Card>
        </Col>
      </Row>
      <Card size="small" title="공급받는자" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="상호">{b.company.cmpyNm}</Descriptions.Item>
          <Descriptions.Item label="사업자등록번호">
            {corporateNumberText(b.company.corporateRegNo)}
          </Descriptions.Item>
          <Descriptions.Item label="대표자">{b.company.ceoNm ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="업태 / 종목">{`${b.company.bizType ?? '-'} / ${b.company.bizItem ?? '-'}`}</Descriptions.Item>
          <Descriptions.Item label="주소">{b.company.bizAddr ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="계산서 이메일">{b.company.taxEmail ?? '-'}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">
          상품 {formatWon(t.goodsAmt)} + 포장·카드 {formatWon(t.extrasAmt)} + 배송비 {formatWon(t.shipAmt)} −
          수령자 카드 결제 {formatWon(t.recipientPaidAmt)} = 청구 {formatWon(t.chargeAmt)} (부가세 포함)
        </Typography.Text>
      </Card>
      <Card size="small" title="이벤트별 소계" style={{ marginBottom: 16 }}>
        <ScrollRegion label="이벤트별 소계" minWidth={800}>
          <Table<ClientBillEvent>
            size="small"
            rowKey="eventSn"
            columns={eventColumns}
            dataSource={b.events}
            pagination={false}
            locale={{ emptyText: <Empty description="청구할 내역이 없습니다." /> }}
          />
        </ScrollRegion>
      </Card>
      <Card
        size="small"
        title="내역"
        style={{ marginBottom: 16 }}
        extra={
          <Segmented<KindFilter>
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(0);
            }}
            options={[
              { label: '전체', value: 'ALL' },
              { label: CLIENT_LINE_KIND_LABEL.SALE, value: 'SALE' },
              { label: CLIENT_LINE_KIND_LABEL.CANCEL, value: 'CANCEL' },
              { label: CLIENT_LINE_KIND_LABEL.RETURN, value: 'RETURN' },
              { label: '조정', value: 'ADJ' },
            ]}
          />
        }
      >
        <ScrollRegion label="청구 내역" minWidth={1300}>
          <Table<ClientBillLine>
            size="small"
            rowKey={(l) => `${l.lineKind}-${l.srcSn}`}
            columns={lineColumns}
            dataSource={b.lines.list}
            loading={query.isFetching}
            locale={{ emptyText: <Empty description="내역이 없습니다." /> }}
            pagination={{
              current: b.lines.page + 1,
              pageSize: b.lines.pageSize,
              total: b.lines.totalCount,
              showSizeChanger: false,
              onChange: (p) => setPage(p - 1),
            }}
          />
        </ScrollRegion>
      </Card>
      <Card size="small" title="세금계산서" style={{ marginBottom: 16 }}>
        <ScrollRegion label="세금계산서" minWidth={1200}>
          <Table<TaxInvoiceRow>
            size="small"
            rowKey="invoiceSn"
            columns={invoiceColumns}
            dataSource={b.invoices}
            pagination={false}
            locale={{ emptyText: <Empty description="발행한 세금계산서가 없습니다." /> }}
          />
        </ScrollRegion>
      </Card>
      <Card size="small" title="처리 이력">
        {steps.length > 0 ? (
          <Timeline items={steps} />
        ) : (
          <Typography.Text type="secondary">확정 전입니다.</Typography.Text>
        )}
      </Card>
      <Modal
        title="입금 확인"
        open={paying}
        okText="확인"
        cancelText="취소"
        confirmLoading={paid.isPending}
        onOk={() => void submitPaid()}
        onCancel={() => setPaying(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="paidDt"
            label="입금일"
            rules={[{ required: true, message: '입금일을 선택해 주세요.' }]}
          >
            <DatePicker format="YYYY.MM.DD" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="paidMemo"
            label="메모"
            rules={[zodRule(clientBillPaidRequestSchema.shape.paidMemo)]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="예: 기업은행 법인 계좌 입금" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
