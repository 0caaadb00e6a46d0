import {
  DELIVERY_EXPORT_FILE,
  DELIVERY_FLOW_TEXT,
  DELIVERY_STATE_LABEL,
  type DeliveryLineRow,
  type DeliveryState,
  EVENT_DOCS_TEXT,
  formatNumber,
  formatOrderNo,
  giftExtrasText,
  isOperatorAdmin,
  LINE_VIEW_STATES,
  type LineView,
  DELIVERY_FLOW_PATH as P,
} from '@pcs/domain';
import { Button, Select, Space, type TableColumnsType, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { ExcelUploadDialog } from '../../../components/back-office/excel-upload-dialog';
import { BackOfficeListScreen, ListExcelDownload } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useApplyBulkAction } from '../api/apply-bulk-action';
import { useAssignPacker } from '../api/assign-packer';
import { type LinesPath, useApplyList, useOrderList, useReleaseList } from '../api/get-line-list';
import { usePackers } from '../api/get-packers';
import { DeliveryFilterCells, stateCountTabs } from '../components/delivery-filter-cells';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import { LINES_LIST as LIST } from './lines-list-prefetch';

const VIEW: Record<
  LineView,
  {
    title: string;
    description: string;
    path: LinesPath;
    detail: (r: DeliveryLineRow) => string;
  }
> = {
  apply: {
    title: '신청 관리',
    description:
      '수령인이 신청한 선물을 확인하고 공급사에 발주합니다. 배송지는 수령인이 입력한 그대로입니다.',
    path: P.applyList,
    detail: (r) => paths.deliveryApplyDetail(r.estiSn),
  },
  order: {
    title: '주문 내역',
    description: '발주된 주문을 준비하고 택배사와 송장번호를 입력해 출고합니다.',
    path: P.orderList,
    detail: (r) => paths.deliveryOrderDetail(r.estiSn, r.estiItemSn),
  },
  release: {
    title: '출고 관리',
    description: '출고된 선물의 배송을 추적하고 배송완료를 확인합니다.',
    path: P.releaseList,
    detail: (r) => paths.deliveryReleaseDetail(r.estiSn, r.estiItemSn),
  },
};

const USE_LIST = { apply: useApplyList, order: useOrderList, release: useReleaseList } as const;

const product = (r: DeliveryLineRow) => (r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm);
const keyOf = (r: DeliveryLineRow) => `${r.estiSn}-${r.estiItemSn}`;
const PRODUCT_MIN_WIDTH = 220;
const INVOICE_TEMPLATE_HINT =
  '양식에는 지금 출고할 수 있는 주문이 미리 채워져 있습니다. 출고할 줄에 택배사와 송장번호를 입력하세요. 비워 둔 줄은 등록되지 않습니다.';
const SELECTION_WIDTH = 48;

/**
 * spec §2 /delivery/apply, /delivery/order, /delivery/release: lines in one stage of their life with filters
 * (period, companies, event, status, vendor, receiver, invoice), counts per state as tabs, paging and the Excel
 * download of the filtered result. Names and phones are masked. Vendors and part-timers see only their own lines
 * (the server decides). `intro` goes below the filters, above the tabs (a vendor's purchase orders).
 */
export function LinesListScreen({ view, intro }: { view: LineView; intro?: ReactNode }) {
  const config = VIEW[view];
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const list = useListState(LIST, USE_LIST[view]);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<DeliveryLineRow[]>([]);
  const [uploading, setUploading] = useState(false);
  const [packer, setPacker] = useState<string | null>(null);
  const bulk = useApplyBulkAction();
  const assign = useAssignPacker();
  const packers = usePackers(operator && view === 'order');

  const lines = selected.map((r) => ({ estiSn: r.estiSn, estiItemSn: r.estiItemSn }));
  const runBulk = async (action: string, label: string) => {
    if (lines.length === 0) return alertMessage(DELIVERY_FLOW_TEXT.targetRequired);
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.bulkConfirm(lines.length, label)))) return;
    try {
      const r = await bulk.mutateAsync({ lines, action });
      setSelected([]);
      await alertMessage(
        r.refused.length === 0
          ? DELIVERY_DIALOG_TEXT.bulkDone(r.done, label)
          : DELIVERY_DIALOG_TEXT.bulkPartlyRefused(r.done, r.refused.length, r.refused[0]?.message ?? ''),
      );
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const runAssign = async () => {
    if (lines.length === 0) return alertMessage(DELIVERY_FLOW_TEXT.targetRequired);
    try {
      const r = await assign.mutateAsync({ lines, packerUnqUserId: packer });
      setSelected([]);
      await alertMessage(DELIVERY_DIALOG_TEXT.packerAssigned(r.done));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  // Two facts per cell where they belong together (number and time, event and company, name and phone, vendor and
  // packer), so the list reaches state and invoice at 1440 px without sideways scrolling.
  const columns: TableColumnsType<DeliveryLineRow> = [
    {
      title: '주문번호 / 일시',
      key: 'order',
      width: 150,
      render: (_, r) => (
        <>
          <div>{formatOrderNo(r.estiSn, r.estiItemSn)}</div>
          <Typography.Text type="secondary">{dateTimeText(r.orderDt)}</Typography.Text>
        </>
      ),
    },
    {
      title: '이벤트 / 고객사',
      key: 'event',
      width: 160,
      ellipsis: true,
      render: (_, r) => (
        <>
          <Typography.Text ellipsis style={{ display: 'block' }}>
            {r.eventNm}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {r.cmpyNm}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '상품/옵션',
      key: 'product',
      ellipsis: true,
      render: (_, r) => (
        <>
          <Link to={config.detail(r)} onClick={(e) => e.stopPropagation()}>
            {product(r)}
          </Link>
          {/* What the vendor packs with the gift (decision 028). */}
          {(r.packageYn === 'Y' || r.cardYn === 'Y') && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {giftExtrasText(r)}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: '수량', dataIndex: 'quantity', width: 56, align: 'right' },
    ...(operator
      ? [
          {
            title: view === 'order' ? '공급사 / 포장' : '공급사',
            key: 'vendor',
            width: 110,
            ellipsis: true,
            render: (_: unknown, r: DeliveryLineRow) => (
              <>
                <div>{dash(r.vendorNm)}</div>
                {view === 'order' && r.packerNm && (
                  <Typography.Text type="secondary">포장 {r.packerNm}</Typography.Text>
                )}
              </>
            ),
          },
        ]
      : []),
    {
      title: '수령인',
      key: 'receiver',
      width: 120,
      // A default gift applied at close without an address on file has no receiver yet.
      render: (_, r) =>
        r.receiverNm ? (
          <>
            <div>{r.receiverNm}</div>
            <Typography.Text type="secondary">{r.receiverTelNo}</Typography.Text>
          </>
        ) : (
          EVENT_DOCS_TEXT.addrNeeded
        ),
    },
    {
      title: '상태',
      dataIndex: 'deliStatCd',
      width: 96,
      render: (code: string, r) => <DeliveryStatusTag code={code} name={r.deliStatNm} />,
    },
    {
      title: '송장',
      key: 'invoice',
      width: 150,
      render: (_, r) =>
        r.invoiceNo ? (
          <>
            <div>{r.carrierNm ?? ''}</div>
            {r.trackingUrl ? (
              <a href={r.trackingUrl} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
                {r.invoiceNo}
              </a>
            ) : (
              r.invoiceNo
            )}
          </>
        ) : (
          '-'
        ),
    },
  ];
  const scrollX =
    columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : PRODUCT_MIN_WIDTH), 0) +
    (operator ? SELECTION_WIDTH : 0);

  const counts = query.data?.counts ?? [];
  const tabKey = list.filters.stateCd ?? 'all';

  return (
    <BackOfficeListScreen<DeliveryLineRow>
      title={config.title}
      description={config.description}
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <DeliveryFilterCells
          operator={operator}
          stateOptions={LINE_VIEW_STATES[view].map((s) => ({ value: s, label: DELIVERY_STATE_LABEL[s] }))}
          receiverPlaceholder="이름"
        />
      }
      summary={
        <>
          {intro}
          <Tabs
            activeKey={tabKey}
            onChange={(key) =>
              list.setFilters({ ...list.filters, stateCd: key === 'all' ? null : (key as DeliveryState) })
            }
            items={stateCountTabs(counts, formatNumber)}
          />
        </>
      }
      label={`${config.title} 목록`}
      columns={columns}
      rowKey={keyOf}
      onRowClick={(r) => navigate(config.detail(r))}
      scrollX={scrollX}
      rowSelection={
        operator
          ? {
              selectedRowKeys: selected.map(keyOf),
              onChange: (_keys, rows) => setSelected(rows),
            }
          : undefined
      }
      toolbar={
        <Space wrap>
          {operator && view === 'apply' && (
            <Button
              type="primary"
              onClick={() => void runBulk('placeOrder', '발주')}
              loading={bulk.isPending}
            >
              선택 발주
            </Button>
          )}
          {operator && view === 'order' && (
            <>
              <Button onClick={() => void runBulk('startPreparing', '상품준비')} loading={bulk.isPending}>
                선택 상품준비
              </Button>
              <Select
                allowClear
                style={{ width: 150 }}
                aria-label="포장 담당"
                placeholder="포장 담당 선택"
                value={packer}
                onChange={(v) => setPacker(v ?? null)}
                options={(packers.data ?? []).map((p) => ({ value: p.unqUserId, label: p.userNm }))}
              />
              <Button onClick={() => void runAssign()} loading={assign.isPending}>
                포장 배정
              </Button>
            </>
          )}
          {view === 'order' && <Button onClick={() => setUploading(true)}>송장 엑셀 등록</Button>}
          {operator && view === 'release' && (
            <Button onClick={() => void runBulk('confirmDelivery', '배송완료')} loading={bulk.isPending}>
              선택 배송완료
            </Button>
          )}
          <ListExcelDownload
            list={list}
            path={config.path}
            personalData
            fileName={DELIVERY_EXPORT_FILE[view]}
          />
        </Space>
      }
    >
      <ExcelUploadDialog
        open={uploading}
        title="송장 엑셀 등록"
        cmpyCd=""
        templatePath={P.invoiceTemplate}
        templateFileName={DELIVERY_EXPORT_FILE.invoiceTemplate}
        uploadPath={P.invoiceUpload}
        hint={INVOICE_TEMPLATE_HINT}
        onImported={() => void query.refetch()}
        onClose={() => setUploading(false)}
      />
    </BackOfficeListScreen>
  );
}
