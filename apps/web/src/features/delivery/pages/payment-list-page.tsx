import {
  formatNumber,
  PAYMENT_METHOD_LABEL,
  PAYMENT_STATUS,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
} from '@pcs/domain';
import { EXPORT_FILE_NAME_PAYMENT, PAYMENT_PATH, type PaymentRow } from '@pcs/domain/contracts/payment';
import { Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen, DateRangeFilterCell } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { toExportRequest } from '../../../lib/list-params';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { usePaymentFilterOptions } from '../api/get-payment-filter-options';
import { usePaymentList } from '../api/get-payment-list';
import { PAYMENT_LIST as LIST, type PaymentListOfUrl, paymentRequestOfUrl } from './payment-list-prefetch';
import own from './payment-pages.module.css';

const STATUS_VALUES = Object.values(PAYMENT_STATUS);
const STATUS_OPTIONS = STATUS_VALUES.map((value) => ({ value, label: PAYMENT_STATUS_LABEL[value] }));
const METHOD_OPTIONS = [
  { value: 'Card', label: '신용카드' },
  { value: 'DirectBank', label: '계좌이체' },
];
const STATUS_COLOR: Record<PaymentStatus, string> = {
  READY: 'default',
  PAID: 'green',
  FAILED: 'red',
  CANCELED: 'default',
  NETCANCEL: 'volcano',
  PARTREFUND: 'gold',
  REFUNDED: 'purple',
};
export const paymentStatusTag = (status: string, label: string) => (
  <Tag color={STATUS_COLOR[status as PaymentStatus] ?? 'default'}>{label}</Tag>
);
const won = (v: number) => `${formatNumber(v)}원`;

const usePaymentListOfUrl = (request: PaymentListOfUrl) => usePaymentList(paymentRequestOfUrl(request));

/**
 * spec §2 /delivery/payment (15 and 99999, spec §6): every card payment with filters (period, company, event,
 * status, method, buyer), totals, the provider's transaction id and approval number, refunds and an Excel download.
 * Buyer names are masked.
 */
export default function PaymentListPage() {
  const list = useListState(LIST, usePaymentListOfUrl);
  const { query } = list;
  useErrorAlert(query.error);
  const options = usePaymentFilterOptions();
  const totals = query.data?.totals;

  const columns: TableColumnsType<PaymentRow> = [
    {
      title: '요청일시',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      sorter: true,
      render: dateTimeText,
    },
    { title: '고객사', dataIndex: 'cmpyNm', width: 120, ellipsis: true, render: dash },
    { title: '이벤트', dataIndex: 'eventNm', width: 150, ellipsis: true, render: dash },
    // A return fee (decision 028) is listed beside the gifts' payments.
    { title: '구분', dataIndex: 'purposeNm', width: 90 },
    {
      title: '상품',
      dataIndex: 'goodName',
      ellipsis: true,
      render: (v: string | null, row) =>
        row.estiSn ? <Link to={paths.deliveryPaymentDetail(row.estiSn)}>{v ?? '-'}</Link> : dash(v),
    },
    { title: '구매자', dataIndex: 'buyerNm', width: 80, render: dash },
    {
      title: '결제수단',
      dataIndex: 'payMethod',
      width: 90,
      render: (v: string) => PAYMENT_METHOD_LABEL[v] ?? v,
    },
    {
      title: '결제금액',
      dataIndex: 'amount',
      key: 'amount',
      width: 100,
      align: 'right',
      sorter: true,
      render: won,
    },
    { title: '환불금액', dataIndex: 'refundedAmount', width: 100, align: 'right', render: won },
    {
      title: '상태',
      dataIndex: 'status',
      width: 96,
      render: (v: string, row) => paymentStatusTag(v, row.statusNm),
    },
    { title: '거래번호(TID)', dataIndex: 'tid', width: 220, ellipsis: true, render: dash },
    { title: '승인번호', dataIndex: 'applNum', width: 96, render: dash },
    { title: '결과', dataIndex: 'resultMsg', width: 180, ellipsis: true, render: dash },
  ];

  return (
    <BackOfficeListScreen<PaymentRow>
      title="결제 관리"
      description="선물 신청 시 예산을 초과하여 카드로 결제한 내역입니다."
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          <DateRangeFilterCell label="기간" name="payDt" />
          <FilterCell>
            <Form.Item label="고객사" name="cmpyCd">
              <Select
                allowClear
                placeholder="전체"
                options={(options.data?.companyList ?? []).map((c) => ({ value: c.cmpyCd, label: c.cmpyNm }))}
              />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="이벤트" name="eventSn">
              <Select
                allowClear
                placeholder="전체"
                options={(options.data?.eventList ?? []).map((e) => ({
                  value: String(e.eventSn),
                  label: e.eventNm,
                }))}
              />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="상태" name="status">
              <Select allowClear placeholder="전체" options={STATUS_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="결제수단" name="payMethod">
              <Select allowClear placeholder="전체" options={METHOD_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="구매자" name="buyerNm">
              <Input allowClear maxLength={50} placeholder="구매자 이름" />
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        <section className={own.totals} aria-label="합계">
          <div>
            <span>결제 건수</span>
            <strong>{formatNumber(totals?.count ?? 0)}건</strong>
          </div>
          <div>
            <span>결제 금액</span>
            <strong>{won(totals?.paidAmount ?? 0)}</strong>
          </div>
          <div>
            <span>환불 금액</span>
            <strong>{won(totals?.refundedAmount ?? 0)}</strong>
          </div>
          <div>
            <span>순 결제 금액</span>
            <strong>{won((totals?.paidAmount ?? 0) - (totals?.refundedAmount ?? 0))}</strong>
          </div>
        </section>
      }
      label="결제 목록"
      columns={columns}
      rowKey={(row) => row.oid}
      scrollX={1600}
      toolbar={
        <ExcelDownloadButton
          path={PAYMENT_PATH.excel}
          personalData
          fileName={EXPORT_FILE_NAME_PAYMENT}
          body={(reason) => {
            const r = toExportRequest(list, reason ?? '');
            return { ...r, eventSn: r.eventSn ? Number(r.eventSn) : null };
          }}
          disabled={!query.data?.totalCount}
        />
      }
    />
  );
}
