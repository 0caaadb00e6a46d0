import { DatePicker, Form } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { type ListState, toExportRequest, type UrlFilterShape } from '../../lib/list-params';
import styles from './back-office.module.css';
import { ExcelDownloadButton } from './excel-download-button';
import { FilterCell, ListFilterForm } from './list-filter-form';
import { ListTable } from './list-table';
import { PageHeader } from './page-header';

/** What the scaffold reads of useListState's result. */
type ListLike<Row> = {
  filters: Record<string, unknown>;
  page: number;
  sort: ComponentProps<typeof ListTable<Row & object>>['sort'];
  search: (values: Record<string, unknown>) => void;
  reset: () => void;
  goTo: (page: number) => void;
  sortBy: ComponentProps<typeof ListTable<Row & object>>['onSort'];
  query: { data?: { list: Row[]; totalCount: number } | undefined; isFetching: boolean; isError: boolean };
};

/** The screen's own table settings (label, columns, row key, toolbar...); data, paging and sort come from the list. */
type TableSetup<Row extends object> = Omit<
  ComponentProps<typeof ListTable<Row>>,
  'data' | 'loading' | 'failed' | 'page' | 'sort' | 'onPage' | 'onSort'
>;

/**
 * Building block "List screens" (spec §3): page header, the filter panel with 초기화 and 조회, anything between
 * (state tabs, a search bar, totals), the paged and sorted table with its toolbar (cards on a narrow screen when
 * the screen draws them), then the screen's dialogs. The list state lives
 * in the URL (useListState); the screen gives only its filters and columns.
 */
export function BackOfficeListScreen<Row extends object>({
  title,
  description,
  actions,
  list,
  dateRanges,
  filters,
  summary,
  children,
  narrowPage = false,
  ...table
}: TableSetup<Row> & {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  list: ListLike<Row>;
  dateRanges?: readonly string[];
  /**
   * FilterCells with Form.Items named like the URL filters; without them no filter panel (a list filtered by tabs or
   * a search bar in `summary`).
   */
  filters?: ReactNode;
  summary?: ReactNode;
  /** Dialogs and other parts after the table. */
  children?: ReactNode;
  /** A list of a few columns keeps to 1100 px rather than stretching its rows across a wide screen. */
  narrowPage?: boolean;
}) {
  return (
    <div className={narrowPage ? styles.narrowPage : styles.page}>
      <PageHeader title={title} description={description} actions={actions} />
      {filters && (
        <ListFilterForm
          filters={list.filters}
          dateRanges={dateRanges ?? []}
          onSearch={list.search}
          onReset={list.reset}
        >
          {filters}
        </ListFilterForm>
      )}
      {summary}
      <ListTable<Row>
        {...table}
        data={list.query.data}
        loading={list.query.isFetching}
        failed={list.query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
      />
      {children}
    </div>
  );
}

/**
 * The list's Excel download: the filtered and sorted result, asking a reason when it holds personal data; disabled
 * while the list is empty. `body` reshapes the request where the endpoint wants it otherwise.
 */
export function ListExcelDownload<S extends UrlFilterShape, F extends string>({
  list,
  path,
  fileName,
  personalData,
  body,
}: {
  list: ListState<S, F> & { query: { data?: { totalCount: number } | undefined } };
  path: string;
  fileName: string;
  personalData: boolean;
  body?: (request: ReturnType<typeof toExportRequest<S, F>>) => unknown;
}) {
  return (
    <ExcelDownloadButton
      path={path}
      personalData={personalData}
      fileName={fileName}
      body={(reason) => {
        const request = toExportRequest(list, reason ?? '');
        return body ? body(request) : request;
      }}
      disabled={!list.query.data?.totalCount}
    />
  );
}

/** A period filter: a wide cell with a RangePicker under the range's base name (lib/list-params date ranges). */
export function DateRangeFilterCell({ label, name }: { label: string; name: string }) {
  return (
    <FilterCell wide>
      <Form.Item label={label} name={name}>
        <DatePicker.RangePicker
          className={styles.full}
          format="YYYY.MM.DD"
          placeholder={['시작일', '종료일']}
          allowEmpty={[true, true]}
        />
      </Form.Item>
    </FilterCell>
  );
}
