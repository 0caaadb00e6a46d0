import { formatNumber, formatOrderNo, formatPhone, PAGE_SIZE } from '@pcs/domain';
import type { ManagedRow } from '@pcs/domain/contracts/delivery';
import { Empty, Grid, List, Pagination, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useManagedList } from '../api/get-managed-list';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import { ManagedListFilterForm } from '../components/managed-list-filter-form';
import {
  filtersFromForm,
  type ManagedListFormValues,
  readManagedListParams,
  toManagedListRequest,
  writeManagedListParams,
} from '../managed-list-params';
import { FROM_LIST } from '../nav-state';
import styles from './managed-list-page.module.css';

const EMPTY_TEXT = '조회된 내역이 없습니다.';

const detailHref = (row: ManagedRow) => paths.deliveryManagedDetail(row.estiSn, row.estiItemSn);
const product = (row: ManagedRow) => (row.optNm ? `${row.prodNm} / ${row.optNm}` : row.prodNm);

/**
 * spec §2 /delivery/managedList (operator admins, spec §6 route guard): every delivery line across companies and
 * events with filters, server paging (page size 15) and a detail per line. Filters and page live in the URL.
 */
export default function ManagedListPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key stands for the params object
  const { filters, page } = useMemo(() => readManagedListParams(searchParams), [paramsKey]);
  const request = useMemo(() => toManagedListRequest(filters, page), [filters, page]);
  const list = useManagedList(request);
  useErrorAlert(list.error);
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;

  const rows = list.isError ? [] : (list.data?.list ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);

  const goTo = (nextPage: number, nextFilters = filters) => {
    const next = writeManagedListParams(nextFilters, nextPage);
    // 조회 with unchanged filters asks the server again instead of re-opening the same URL.
    if (next.toString() === paramsKey) void list.refetch();
    else setSearchParams(next);
  };
  const onSearch = (values: ManagedListFormValues) => goTo(1, filtersFromForm(values));
  const onReset = () => setSearchParams(new URLSearchParams());
  const openDetail = (row: ManagedRow) => navigate(detailHref(row), { state: FROM_LIST });

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
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          배송 관리
        </Typography.Title>
        <Typography.Text type="secondary">전체 고객사의 주문과 배송 현황을 조회합니다.</Typography.Text>
      </header>

      <ManagedListFilterForm filters={filters} onSearch={onSearch} onReset={onReset} />

      <section className={styles.result} aria-label="조회 결과">
        {/* Until the first reply the count is unknown: '총 0건' would claim an empty result while it loads. */}
        <p className={styles.total} aria-live="polite">
          {list.data || list.isError ? (
            <>
              총 <strong>{formatNumber(total)}</strong>건
            </>
          ) : (
            ' '
          )}
        </p>
        {narrow ? (
          <List<ManagedRow>
            loading={list.isFetching}
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} /> }}
            rowKey={(row) => `${row.estiSn}-${row.estiItemSn}`}
            renderItem={(row) => (
              <List.Item className={styles.card}>
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
                    수령인 {row.receiverNm} · {formatPhone(row.receiverTelNo)} · 수량{' '}
                    {formatNumber(row.quantity)}
                  </span>
                  <span className={styles.cardMeta}>송장번호 {row.invoiceNo || '-'}</span>
                </Link>
              </List.Item>
            )}
          />
        ) : (
          <Table<ManagedRow>
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            rowKey={(row) => `${row.estiSn}-${row.estiItemSn}`}
            pagination={false}
            // The fixed columns take 936 px and the product ~180 px more: at 1440 px the table fits its card (the
            // invoice column was hidden behind a scroll bar); narrower screens scroll.
            scroll={{ x: 1100 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} /> }}
            onRow={(row) => ({ onClick: () => openDetail(row), className: styles.row })}
          />
        )}
        {total > 0 && (
          <Pagination
            className={styles.pager}
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            size={narrow ? 'small' : 'medium'}
            onChange={(next) => goTo(next)}
          />
        )}
      </section>
    </div>
  );
}
