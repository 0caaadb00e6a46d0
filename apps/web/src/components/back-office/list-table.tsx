import { formatNumber, PAGE_SIZE, type SortOrder } from '@pcs/domain';
import { Empty, Grid, List, Pagination, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import styles from './back-office.module.css';
import { inertMeasureTitle } from './inert-measure-title';

export const EMPTY_LIST_TEXT = '조회된 내역이 없습니다.';

type Props<Row> = {
  columns: TableColumnsType<Row>;
  /** The reply of the list call; undefined while the first page loads. */
  data: { list: Row[]; totalCount: number } | undefined;
  loading: boolean;
  /** A failed call shows no data (spec §8: the data is not loaded); its alert is the screen's. */
  failed: boolean;
  page: number;
  sort: { sortField: string | null; sortOrder: SortOrder };
  onPage: (page: number) => void;
  onSort: (sortField: string | null, sortOrder: SortOrder) => void;
  rowKey: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Buttons beside the total: Excel download and upload, 등록. */
  toolbar?: ReactNode;
  rowSelection?: TableProps<Row>['rowSelection'];
  emptyText?: string;
  /** Table width beyond which it scrolls sideways. */
  scrollX?: number;
  /** The panel's accessible name; shown as its heading too when `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** A row as a card for narrow screens (below 768 px), where a wide table would only scroll sideways. */
  narrowItem?: (row: Row) => ReactNode;
};

/**
 * Something that opens on click opens from the keyboard too: it is in the Tab order and Enter or Space on it (not on
 * a link or button inside it) does what the click does. For table rows (antd's onRow) and clickable cards.
 */
export function clickable<E extends HTMLElement>(onActivate: () => void): HTMLAttributes<E> {
  return {
    onClick: onActivate,
    onKeyDown: (e: KeyboardEvent<E>) => {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      onActivate();
    },
    tabIndex: 0,
    className: styles.row,
  };
}

const clickableRow = <Row,>(row: Row, onRowClick: (row: Row) => void) =>
  clickable<HTMLTableRowElement>(() => onRowClick(row));

const toAntOrder = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');
const DIRECTIONS: ('descend' | 'ascend')[] = ['descend', 'ascend'];

/**
 * Building block "List screens": the result panel of a back-office list. Server paging (spec §9 page size 15, the
 * page in the URL), server sort (a sortable column's `key` is the request's sortField), the total, an empty state
 * and a loading state that keeps the previous page on screen.
 */
export function ListTable<Row extends object>({
  columns,
  data,
  loading,
  failed,
  page,
  sort,
  onPage,
  onSort,
  rowKey,
  onRowClick,
  toolbar,
  rowSelection,
  emptyText = EMPTY_LIST_TEXT,
  scrollX = 1200,
  label,
  showLabel = false,
  narrowItem,
}: Props<Row>) {
  const screens = Grid.useBreakpoint();
  const card = screens.md === false ? narrowItem : undefined;
  const rows = failed ? [] : (data?.list ?? []);
  const total = failed ? 0 : (data?.totalCount ?? 0);
  // The column the list is sorted by shows its arrow; the others none (controlled sort).
  const sortedColumns: TableColumnsType<Row> = columns.map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder: column.key === sort.sortField ? toAntOrder(sort.sortOrder) : null,
          sortDirections: DIRECTIONS,
        }
      : column,
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const field = s?.order ? String(s.columnKey ?? '') || null : null;
      onSort(field, s?.order === 'ascend' ? 'asc' : 'desc');
      return;
    }
    if (pagination.current && pagination.current !== page) onPage(pagination.current);
  };

  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const pagination = {
    current: page,
    pageSize: PAGE_SIZE,
    total,
    showSizeChanger: false,
  };

  return (
    <section className={styles.resultPanel} aria-label={label}>
      {showLabel && <h2 className={styles.panelTitle}>{label}</h2>}
      <div className={styles.resultBar}>
        {/* Until the first reply the count is unknown: '총 0건' would claim an empty result while it loads. */}
        <p className={styles.total} aria-live="polite">
          {data || failed ? (
            <>
              총 <strong>{formatNumber(total)}</strong>건
            </>
          ) : (
            ' '
          )}
        </p>
        {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      </div>
      {card ? (
        <>
          <List<Row>
            loading={loading}
            dataSource={rows}
            rowKey={rowKey}
            locale={{ emptyText: empty }}
            renderItem={(row) => <List.Item className={styles.narrowItem}>{card(row)}</List.Item>}
          />
          {total > 0 && (
            <Pagination
              {...pagination}
              size="small"
              align="center"
              className={styles.pager}
              onChange={onPage}
            />
          )}
        </>
      ) : (
        <Table<Row>
          size="middle"
          columns={sortedColumns}
          dataSource={rows}
          loading={loading}
          rowKey={rowKey}
          rowSelection={rowSelection && inertMeasureTitle(rowSelection)}
          scroll={{ x: scrollX }}
          onChange={onChange}
          showSorterTooltip={false}
          locale={{ emptyText: empty }}
          onRow={onRowClick ? (row) => clickableRow(row, onRowClick) : undefined}
          pagination={total > 0 ? { ...pagination, placement: ['bottomCenter'] } : false}
        />
      )}
    </section>
  );
}
