import { EVENT_STATUS, formatPeriod, remainingChoices } from '@pcs/domain';
import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { RichText } from '../../../i18n/marked-text';
import { useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useGiftEvents } from '../api/get-gift-events';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from '../components/status-views';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';
import styles from './mobile-gift-preview-page.module.css';

/** /m/gift/preview: the recipient's gift events as cards; an open one leads to its gift list. */
export default function MobileGiftPreviewPage() {
  const t = useT();
  const events = useGiftEvents();
  useErrorAlert(events.error);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('gift.preview.title')}</h1>
      {events.isPending ? (
        <LoadingLines lines={5} />
      ) : events.isError ? (
        <ErrorRetry error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.eventList.length === 0 ? (
        <EmptyState title={t('gift.preview.empty')}>
          <EmptyText>{t('gift.preview.emptyHelp')}</EmptyText>
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {events.data.eventList.map((event) => (
            <li key={event.eventSn}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCard({ event }: { event: RecipientEvent }) {
  const t = useT();
  const open = event.openYn === 'Y';
  const remaining = remainingChoices(event);
  const body = (
    <>
      <span className={styles.company}>{event.cmpyNm}</span>
      <span className={styles.name}>{event.eventNm}</span>
      <span className={styles.period}>{formatPeriod(event)}</span>
      <span className={styles.footer}>
        {open ? (
          <span className={styles.remaining}>
            <RichText
              text={t('gift.remainingChoices', { remaining, total: event.selectCnt })}
              parts={[(text) => <strong>{text}</strong>]}
            />
          </span>
        ) : (
          <span className={styles.closed}>{t('gift.preview.notOpen')}</span>
        )}
        {open && (
          <span className={styles.go}>
            {remaining > 0 ? t('gift.preview.choose') : t('gift.preview.view')}{' '}
            <span aria-hidden="true">›</span>
          </span>
        )}
      </span>
    </>
  );
  // Not open yet: the product-ready page tells when it opens, with the company's greeting.
  if (!open && event.eventStatCd !== EVENT_STATUS.closed)
    return (
      <Link
        className={`${styles.card} ${styles.disabled}`}
        to={`${paths.mProdReady}?eventSn=${event.eventSn}`}
      >
        {body}
      </Link>
    );
  if (!open) return <div className={`${styles.card} ${styles.disabled}`}>{body}</div>;
  return (
    <Link className={styles.card} to={MOBILE_GIFT_ROUTES.list(event.eventSn)}>
      {body}
    </Link>
  );
}
