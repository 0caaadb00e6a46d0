import type { ReactNode } from 'react';
import styles from './mobile-delivery.module.css';

/** 시작일 and 종료일 of a mobile search form (input type=date, yyyy-mm-dd). */
export function PeriodFields<F extends { from: string; to: string }>({
  form,
  onChange,
}: {
  form: F;
  onChange: (next: F) => void;
}) {
  return (
    <>
      <label className={styles.field}>
        시작일
        <input
          className={styles.input}
          type="date"
          value={form.from}
          onChange={(e) => onChange({ ...form, from: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        종료일
        <input
          className={styles.input}
          type="date"
          value={form.to}
          onChange={(e) => onChange({ ...form, to: e.target.value })}
        />
      </label>
    </>
  );
}

/** Loading, failure and empty lines of a mobile list, else its cards. */
export function MobileListBody<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { list: T[] } };
  failed: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className={styles.empty}>불러오는 중입니다.</p>;
  if (query.isError || !query.data) return <p className={styles.empty}>{failed}</p>;
  if (query.data.list.length === 0) return <p className={styles.empty}>{empty}</p>;
  return <ul className={styles.list}>{children(query.data.list)}</ul>;
}

/** 이전 / page of pages / 다음, shown only when there is more than one page. */
export function MobilePager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label="페이지">
      <button
        type="button"
        className={styles.buttonLine}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        이전
      </button>
      <span>
        {page + 1} / {Math.ceil(total / pageSize)}
      </span>
      <button
        type="button"
        className={styles.buttonLine}
        disabled={(page + 1) * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        다음
      </button>
    </nav>
  );
}
