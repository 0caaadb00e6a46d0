import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  formatNumber,
  formatWon,
  formatYmd,
  isOperatorAdmin,
  isVendor,
  VENDOR_LINE_KIND_LABEL,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT,
  type VendorLineKind,
  type VendorStlDetail,
  type VendorStlLine,
  YYYYMM_PATTERN,
  yyyymmText,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Result,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Timeline,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useConfirmVendorStatement } from '../api/confirm-vendor-statement';
import { downloadVendorStatementPdf } from '../api/download-vendor-statement-pdf';
import { downloadVendorStatementXlsx } from '../api/download-vendor-statement-xlsx';
import { useVendorStatement } from '../api/get-vendor-statement';
import { usePayVendorStatement } from '../api/pay-vendor-statement';
import { VendorPaidDialog } from '../components/vendor-paid-dialog';
import { VendorStlStatTag } from '../components/vendor-stl-stat-tag';

const PAGE_SIZE = 20;
const at = (iso: string | null) => (iso ? dayjs(iso).format('YYYY.MM.DD HH:mm') : '-');
const kindText = (l: VendorStlLine) =>
  `${VENDOR_LINE_KIND_LABEL[l.lineKind as VendorLineKind] ?? l.lineKind}${l.adjustmentYn === 'Y' ? ' (조정)' : ''}`;
const goodsText = (l: VendorStlLine) => `${l.prodNm}${l.optNm ? ` (${l.optNm})` : ''}`;

const lineColumns: TableColumnsType<VendorStlLine> = [
  { title: '일시', dataIndex: 'factAt', width: 140, render: at },
  { title: '구분', key: 'kind', width: 110, render: (_: unknown, l) => kindText(l) },
  { title: '주문번호', dataIndex: 'ordSn', width: 90 },
  { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
  { title: '상품', key: 'goods', ellipsis: true, render: (_: unknown, l) => goodsText(l) },
  { title: '수량', dataIndex: 'quantity', width: 60, align: 'right' },
  {
    title: '공급단가',
    dataIndex: 'unitSupplyPrice',
    width: 100,
    align: 'right',
    render: (v: number | null) =>
      v === null ? <span style={{ color: '#d4380d' }}>공급가 없음</span> : formatWon(v),
  },
  { title: '공급가', dataIndex: 'supplyAmt', width: 110, align: 'right', render: formatWon },
  { title: '배송비', dataIndex: 'shipAmt', width: 90, align: 'right', render: formatWon },
  { title: '반품 배송비', dataIndex: 'returnShipAmt', width: 100, align: 'right', render: formatWon },
  { title: '지급액', dataIndex: 'payableAmt', width: 110, align: 'right', render: formatWon },
];

type EventRow = VendorStlDetail['events'][number];
const eventColumns: TableColumnsType<EventRow> = [
  { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
  { title: '고객사', dataIndex: 'cmpyNm', width: 160, ellipsis: true },
  { title: '건수', dataIndex: 'lineCnt', width: 70, align: 'right' },
  { title: '공급가', dataIndex: 'supplyAmt', width: 120, align: 'right', render: formatWon },
  { title: '배송비', dataIndex: 'shipAmt', width: 100, align: 'right', render: formatWon },
  {
    title: '반품 (배송비 포함)',
    key: 'ret',
    width: 140,
    align: 'right',
    render: (_: unknown, e) => formatWon(e.returnAmt + e.returnShipAmt),
  },
  { title: '지급액', dataIndex: 'payableAmt', width: 120, align: 'right', render: formatWon },
];

/**
 * /settlement/vendor/detail/{vendorSn}/{yyyymm} (decision 037): one vendor's month. The vendor reads its own and
 * confirms it (정산 확인, frozen from then on); operators read any vendor and record the payment (지급 처리). PDF and
 * xlsx downloads of the whole month.
 */
export default function VendorStatementDetailPage() {
  const params = useParams();
  const vendorSn = Number(params.vendorSn);
  const yyyymm = params.yyyymm ?? '';
  const valid = Number.isSafeInteger(vendorSn) && vendorSn > 0 && YYYYMM_PATTERN.test(yyyymm);
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const [page, setPage] = useState(0);
  const [paying, setPaying] = useState(false);
  const query = useVendorStatement({ vendorSn, yyyymm, page, pageSize: PAGE_SIZE });
  useErrorAlert(query.error);
  const confirm = useConfirmVendorStatement();
  const pay = usePayVendorStatement();
  const month = { vendorSn, yyyymm };
  const d = query.data;

  if (!valid) return <Result status="404" title="정산서를 찾을 수 없습니다." />;

  const fileName = d ? `${VENDOR_STATEMENT_TEXT.title}_${d.vendorNm}_${yyyymm}` : VENDOR_STATEMENT_TEXT.title;
  const download = async (kind: 'pdf' | 'xlsx') => {
    try {
      await (kind === 'pdf' ? downloadVendorStatementPdf : downloadVendorStatementXlsx)(month, fileName);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const onConfirm = async () => {
    if (!(await confirmMessage(VENDOR_STATEMENT_TEXT.confirmAsk(yyyymmText(yyyymm))))) return;
    try {
      await confirm.mutateAsync(month);
      await alertMessage(VENDOR_STATEMENT_TEXT.confirmDone);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const onPay = async (v: { paidDt: string; transferMemo: string }) => {
    try {
      await pay.mutateAsync({ ...month, ...v });
      setPaying(false);
      await alertMessage(VENDOR_STATEMENT_TEXT.paidDone);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const vendorDraft = d && isVendor(authCd) && d.stat === VENDOR_STL_STAT.draft;
  const actions = (
    <Space wrap>
      <Button icon={<FilePdfOutlined />} onClick={() => void download('pdf')} disabled={!d}>
        PDF
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')} disabled={!d}>
        엑셀 다운로드
      </Button>
      {vendorDraft && (
        <Button
          type="primary"
          onClick={() => void onConfirm()}
          disabled={!d.confirmable.ok}
          loading={confirm.isPending}
        >
          정산 확인
        </Button>
      )}
      {d && isOperatorAdmin(authCd) && d.stat === VENDOR_STL_STAT.vendorConfirmed && (
        <Button type="primary" onClick={() => setPaying(true)}>
          지급 처리
        </Button>
      )}
    </Space>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={VENDOR_STATEMENT_TEXT.title}
        description={
          <Space wrap>
            <Link to={paths.settlementVendorList}>공급사 정산</Link>
            <span>{d ? `${d.vendorNm} · ${yyyymmText(yyyymm)}` : yyyymmText(yyyymm)}</span>
            {d && <VendorStlStatTag stat={d.stat} />}
          </Space>
        }
        actions={actions}
      />
      {query.isPending && <Card loading />}
      {query.isError && !d && <Result status="warning" title="정산서를 불러오지 못했습니다." />}
      {d && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {vendorDraft && !d.confirmable.ok && d.confirmable.reason && (
            <Alert type="info" showIcon message={d.confirmable.reason} />
          )}
          {d.stat === VENDOR_STL_STAT.draft && d.confirmable.ok && isVendor(authCd) && (
            <Alert
              type="warning"
              showIcon
              message="내역을 확인한 뒤 정산 확인을 눌러 주세요. 확인 후에는 바뀌지 않습니다."
            />
          )}
          <Row gutter={[12, 12]} aria-label="합계">
            {[
              { title: '공급가 (배송완료)', value: d.totals.supplyAmt },
              { title: '배송비', value: d.totals.shipAmt },
              { title: '반품 차감', value: d.totals.returnAmt },
              { title: '반품 배송비', value: d.totals.returnShipAmt },
            ].map((c) => (
              <Col key={c.title} xs={12} md={6} xl={4}>
                <Card size="small">
                  <Statistic
                    title={c.title}
                    value={formatWon(c.value)}
                    styles={{ content: { fontSize: 17 } }}
                  />
                </Card>
              </Col>
            ))}
            <Col xs={24} xl={8}>
              <Card size="small">
                <Statistic
                  title="지급액 (VAT 포함)"
                  value={formatWon(d.totals.payableAmt)}
                  styles={{ content: { fontSize: 20, fontWeight: 700 } }}
                />
                공급가액 {formatWon(d.totals.payableSupplyAmt)} · 부가세 {formatWon(d.totals.payableVatAmt)} ·{' '}
                {formatNumber(d.totals.lineCnt)}건
              </Card>
            </Col>
          </Row>
          <Card size="small" title="이벤트별 소계">
            <ScrollRegion label="이벤트별 소계" minWidth={800}>
              <Table<EventRow>
                size="small"
                rowKey={(e) => String(e.eventSn)}
                columns={eventColumns}
                dataSource={d.events}
                pagination={false}
                locale={{ emptyText: <Empty description="정산할 내역이 없습니다." /> }}
              />
            </ScrollRegion>
          </Card>
          <Card size="small" title={`내역 (${formatNumber(d.lines.totalCount)}건)`}>
            <ScrollRegion label="정산 내역" minWidth={1200}>
              <Table<VendorStlLine>
                size="small"
                aria-label="정산 내역"
                rowKey={(l) => `${l.lineKind}-${l.srcSn}`}
                columns={lineColumns}
                dataSource={d.lines.list}
                loading={query.isFetching}
                locale={{ emptyText: <Empty description="정산할 내역이 없습니다." /> }}
                pagination={{
                  current: d.lines.page + 1,
                  pageSize: d.lines.pageSize,
                  total: d.lines.totalCount,
                  showSizeChanger: false,
                  onChange: (p) => setPage(p - 1),
                }}
              />
            </ScrollRegion>
          </Card>
          <Card size="small" title={`반품 (${formatNumber(d.returns.length)}건)`}>
            <ScrollRegion label="반품 내역" minWidth={1100}>
              <Table<VendorStlLine>
                size="small"
                rowKey={(l) => String(l.srcSn)}
                columns={lineColumns.filter((c) => c.key !== 'kind' && c.title !== '공급단가')}
                dataSource={d.returns}
                pagination={false}
                locale={{ emptyText: <Empty description="반품 내역이 없습니다." /> }}
              />
            </ScrollRegion>
          </Card>
          <Card size="small" title="처리 이력">
            <Timeline
              items={[
                {
                  color: d.history.confirmedAt ? 'blue' : 'gray',
                  children: d.history.confirmedAt
                    ? `공급사 확인 · ${at(d.history.confirmedAt)} · ${d.history.confirmedByNm ?? d.history.confirmedBy ?? ''}`
                    : '공급사 확인 전 (작성중)',
                },
                {
                  color: d.history.paidAt ? 'green' : 'gray',
                  children: d.history.paidAt
                    ? `지급 완료 · 지급일 ${formatYmd(d.history.paidDt ?? '')} · ${d.history.transferMemo ?? ''} · 처리 ${at(d.history.paidAt)} ${d.history.paidByNm ?? ''}`
                    : '지급 전',
                },
              ]}
            />
          </Card>
        </Space>
      )}
      <VendorPaidDialog
        open={paying}
        pending={pay.isPending}
        onCancel={() => setPaying(false)}
        onSubmit={(v) => void onPay(v)}
      />
    </div>
  );
}
