import { EVENT_STATUS, formatPeriod, remainingChoices } from '@pcs/domain';
import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useGiftEvents } from '../api/get-gift-events';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from '../components/status-views';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';
import styles from './mobile-gift-preview-page.module.css';

/** /m/gift/preview: the recipient's gift events as cards; an open one leads to its gift list. */
export default function MobileGiftPreviewPage() {
  const events = useGiftEvents();
  useErrorAlert(events.error);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>나의 선물 이벤트</h1>
      {events.isPending ? (
        <LoadingLines lines={5} />
      ) : events.isError ? (
        <ErrorRetry error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.eventList.length === 0 ? (
        <EmptyState title="현재 선택 가능한 선물 이벤트가 없습니다.">
          <EmptyText>선물 이벤트가 시작되면 이곳에서 선물을 고르실 수 있습니다.</EmptyText>
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
            남은 선택 <strong>{remaining}</strong> / {event.selectCnt}개
          </span>
        ) : (
          <span className={styles.closed}>신청 기간이 아닙니다</span>
        )}
        {open && (
          <span className={styles.go}>
            {remaining > 0 ? '선물 고르기' : '선물 보기'} <span aria-hidden="true">›</span>
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
