import { formatNumber, formatOrderNo, formatPhone } from '@pcs/domain';
import type { ManagedRow } from '@pcs/domain/contracts/delivery';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useManagedList } from '../api/get-managed-list';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import { ManagedFilterCells } from '../components/managed-filter-cells';
import { FROM_LIST } from '../nav-state';
import styles from './managed-list-page.module.css';
import { MANAGED_LIST as LIST } from './managed-list-prefetch';

const detailHref = (row: ManagedRow) => paths.deliveryManagedDetail(row.estiSn, row.estiItemSn);
const product = (row: ManagedRow) => (row.optNm ? `${row.prodNm} / ${row.optNm}` : row.prodNm);

/** One delivery line as a card on a narrow screen: the whole card opens the detail. */
function ManagedCard({ row }: { row: ManagedRow }) {
  return (
    <Link to={detailHref(row)} state={FROM_LIST} className={styles.cardLink}>
      <span className={styles.cardTop}>
        <span>{formatDate(row.orderDt)}</span>
        <DeliveryStatusTag code={row.deliStatCd} name={row.deliStatNm} />
      </span>
      <strong className={styles.cardTitle}>{product(row)}</strong>
      <span className={styles.cardMeta}>
        {row.cmpyNm} · {row.eventNm}
      </span>
      <span className={styles.cardMeta}>
        수령인 {row.receiverNm} · {formatPhone(row.receiverTelNo)} · 수량 {formatNumber(row.quantity)}
      </span>
      <span className={styles.cardMeta}>송장번호 {row.invoiceNo || '-'}</span>
    </Link>
  );
}

/**
 * spec §2 /delivery/managedList (operator admins, spec §6 route guard): every delivery line across companies and
 * events with filters, server paging (page size 15) and a detail per line. Filters and page live in the URL.
 */
export default function ManagedListPage() {
  const navigate = useNavigate();
  const list = useListState(LIST, useManagedList);
  useErrorAlert(list.query.error);

  const columns: TableColumnsType<ManagedRow> = [
    { title: '주문일', dataIndex: 'orderDt', width: 104, render: (v: string) => formatDate(v) },
    {
      title: '주문번호',
      key: 'orderNo',
      width: 150,
      render: (_, r) => formatOrderNo(r.estiSn, r.estiItemSn),
    },
    { title: '고객사', dataIndex: 'cmpyNm', width: 120, ellipsis: true },
    { title: '이벤트', dataIndex: 'eventNm', width: 150, ellipsis: true },
    {
      title: '상품/옵션',
      key: 'product',
      ellipsis: true,
      render: (_, row) => (
        <Link to={detailHref(row)} state={FROM_LIST} onClick={(e) => e.stopPropagation()}>
          {product(row)}
        </Link>
      ),
    },
    {
      title: '수량',
      dataIndex: 'quantity',
      width: 60,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    { title: '주문자', dataIndex: 'ordererNm', width: 76 },
    { title: '수령인', dataIndex: 'receiverNm', width: 76 },
    { title: '연락처', dataIndex: 'receiverTelNo', width: 124, render: (v: string) => formatPhone(v) },
    {
      title: '배송상태',
      dataIndex: 'deliStatCd',
      width: 96,
      render: (code: string, row) => <DeliveryStatusTag code={code} name={row.deliStatNm} />,
    },
    { title: '송장번호', dataIndex: 'invoiceNo', width: 130, render: (v: string | null) => v || '-' },
  ];

  return (
    <BackOfficeListScreen<ManagedRow>
      title="배송 관리"
      description="전체 고객사의 주문과 배송 현황을 조회합니다."
      list={list}
      dateRanges={LIST.dateRanges}
      filters={<ManagedFilterCells />}
      label="조회 결과"
      columns={columns}
      rowKey={(row) => `${row.estiSn}-${row.estiItemSn}`}
      onRowClick={(row) => navigate(detailHref(row), { state: FROM_LIST })}
      // The fixed columns take 936 px and the product ~180 px more: at 1440 px the table fits its card (the invoice
      // column was hidden behind a scroll bar); narrower screens scroll.
      scrollX={1100}
      narrowItem={(row) => <ManagedCard row={row} />}
    />
  );
}
