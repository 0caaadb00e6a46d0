import { isYmd } from '@pcs/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/texts';
import styles from './mobile-delivery.module.css';

/** A yyyymmdd filter from the URL as a date input's value (yyyy-mm-dd), so a shown search form keeps its period. */
export const dateInputValue = (ymd: string | null): string =>
  ymd && isYmd(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : '';

/** A screen's title, with a way back beside it on a desktop (the phone's header has its own back button). */
export function PageHead({ title, back }: { title: ReactNode; back?: { to: string; label: string } | null }) {
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {back && (
        <Link className={styles.link} to={back.to}>
          {back.label}
        </Link>
      )}
    </div>
  );
}

/** 시작일 and 종료일 of a mobile search form (input type=date, yyyy-mm-dd). */
export function PeriodFields<F extends { from: string; to: string }>({
  form,
  onChange,
}: {
  form: F;
  onChange: (next: F) => void;
}) {
  const t = useT();
  return (
    <>
      <label className={styles.field}>
        {t('delivery.period.from')}
        <input
          className={styles.input}
          type="date"
          value={form.from}
          onChange={(e) => onChange({ ...form, from: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t('delivery.period.to')}
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

/** Loading, failure and empty lines of a list, else its cards; an empty list may offer the next step (`emptyAction`). */
export function MobileListBody<T>({
  query,
  failed,
  empty,
  emptyAction,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { list: T[] } };
  failed: string;
  empty: string;
  emptyAction?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <p className={styles.empty} role="status" aria-busy="true">
        {t('delivery.common.loading')}
      </p>
    );
  if (query.isError || !query.data) return <p className={styles.empty}>{failed}</p>;
  if (query.data.list.length === 0)
    return emptyAction ? (
      <div className={styles.emptyBox}>
        <p>{empty}</p>
        {emptyAction}
      </div>
    ) : (
      <p className={styles.empty}>{empty}</p>
    );
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
  const t = useT();
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label={t('delivery.pager.label')}>
      <button
        type="button"
        className={styles.buttonLine}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('delivery.pager.prev')}
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
        {t('delivery.pager.next')}
      </button>
    </nav>
  );
}
