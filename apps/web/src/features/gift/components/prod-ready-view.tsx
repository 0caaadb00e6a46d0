import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useProdReady } from '../api/get-prod-ready';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from './status-views';
import styles from './survey.module.css';

const hm = (hms: string) => `${hms.slice(0, 2)}:${hms.slice(2, 4)}`;

/**
 * /gift/prod-ready and /m/prod-ready: what a recipient sees when their event is not open yet or has no products:
 * the open date and time and the company's greeting, instead of an empty list. Once the event is open with
 * products, it goes on to the gift list.
 */
export function ProdReadyView({
  mobile,
  listPath,
}: {
  mobile: boolean;
  /** Where an open event with products goes. */
  listPath: (eventSn: number) => string;
}) {
  const t = useT();
  const f = useFormats();
  const [searchParams] = useSearchParams();
  const eventSn = Number(searchParams.get('eventSn')) || null;
  const ready = useProdReady(eventSn);
  useErrorAlert(ready.error);
  const ev = ready.data?.event;

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      {ready.isPending ? (
        <LoadingLines lines={4} />
      ) : ready.isError ? (
        <ErrorRetry error={ready.error} onRetry={() => void ready.refetch()} />
      ) : !ev ? (
        <EmptyState title={t('gift.preview.empty')}>
          <EmptyText>{t('gift.preview.emptyHelp')}</EmptyText>
        </EmptyState>
      ) : ev.reason === 'OPEN' ? (
        <Navigate to={listPath(ev.eventSn)} replace />
      ) : (
        <section className={`${styles.card} ${styles.ready}`} aria-labelledby="ready-title">
          <svg className={styles.readyIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
            <rect
              x="6"
              y="18"
              width="36"
              height="24"
              rx="3"
              fill="#ffe4da"
              stroke="currentColor"
              strokeWidth="2"
            />
            <rect
              x="3"
              y="12"
              width="42"
              height="8"
              rx="2"
              fill="#fff"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path
              d="M24 12v30M24 12c-4-8-14-8-12-1 1 3 8 1 12 1zm0 0c4-8 14-8 12-1-1 3-8 1-12 1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <h1 className={styles.title} id="ready-title">
            {t('gift.ready.title')}
          </h1>
          <p className={styles.event}>
            {ev.cmpyNm} · {ev.eventNm}
          </p>
          <p className={styles.when}>
            {ev.reason === 'NOT_OPEN'
              ? t('gift.ready.notOpen', { when: `${f.ymd(ev.startDt)} ${hm(ev.startTm)}` })
              : t('gift.ready.noProducts')}
          </p>
          <p>
            {t('gift.ready.period', {
              start: `${f.ymd(ev.startDt)} ${hm(ev.startTm)}`,
              end: `${f.ymd(ev.endDt)} ${hm(ev.endTm)}`,
            })}
          </p>
          {ev.greeting && <p className={styles.greeting}>{ev.greeting}</p>}
          <Link className={styles.link} to={mobile ? paths.mMyPageDetail : paths.myPageDetail(0)}>
            {t('common.tab.myPage')}
          </Link>
        </section>
      )}
    </div>
  );
}
