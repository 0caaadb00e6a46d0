import { formatPeriod, formatWon, remainingChoices } from '@pcs/domain';
import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import styles from './event-header.module.css';
import { Skeleton } from './status-views';

/** An event's name, period, the recipient's remaining choices and the company's greeting. */
export function EventHeader({ event, compact = false }: { event: RecipientEvent; compact?: boolean }) {
  const remaining = remainingChoices(event);
  return (
    <section className={`${styles.header} ${compact ? styles.compact : ''}`} aria-label="이벤트 정보">
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{event.eventNm}</h1>
        <p className={styles.remaining}>
          남은 선택 <strong>{remaining}</strong>
          <span className={styles.total}> / {event.selectCnt}개</span>
        </p>
      </div>
      <p className={styles.meta}>
        <span>{event.cmpyNm}</span>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>신청기간 {formatPeriod(event)}</span>
        {event.budgetAmt !== null && (
          <>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span data-testid="event-budget">
              선물 예산 {formatWon(event.budgetAmt)} (남은 예산{' '}
              {formatWon(Math.max(0, event.budgetAmt - event.budgetUsedAmt))})
            </span>
          </>
        )}
      </p>
      {event.greeting && <p className={styles.greeting}>{event.greeting}</p>}
    </section>
  );
}

/**
 * The compact header's shape while the event loads: the same box, title row and info line, so the list below does
 * not move when the event arrives (a greeting, when the event has one, still adds its lines).
 */
export function EventHeaderSkeleton() {
  return (
    <div className={`${styles.header} ${styles.compact}`} role="status" aria-label="불러오는 중">
      <div className={styles.titleRow}>
        <Skeleton height={27} width="55%" />
        <Skeleton height={23} width={88} />
      </div>
      <Skeleton height={21} width="80%" />
    </div>
  );
}
