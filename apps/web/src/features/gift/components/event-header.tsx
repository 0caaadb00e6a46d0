import { formatPeriod, remainingChoices } from '@pcs/domain';
import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { RichText } from '../../../i18n/marked-text';
import { useFormats, useT } from '../../../i18n/texts';
import styles from './event-header.module.css';
import { Skeleton } from './status-views';

/** An event's name, period, the recipient's remaining choices and the company's greeting. */
export function EventHeader({ event, compact = false }: { event: RecipientEvent; compact?: boolean }) {
  const t = useT();
  const f = useFormats();
  const remaining = remainingChoices(event);
  return (
    <section
      className={`${styles.header} ${compact ? styles.compact : ''}`}
      aria-label={t('gift.header.label')}
    >
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{event.eventNm}</h1>
        <p className={styles.remaining}>
          <RichText
            text={t('gift.header.remaining', { remaining, total: event.selectCnt })}
            parts={[
              (text) => <strong>{text}</strong>,
              (text) => <span className={styles.total}>{text}</span>,
            ]}
          />
        </p>
      </div>
      <p className={styles.meta}>
        <span>{event.cmpyNm}</span>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>{t('gift.header.period', { period: formatPeriod(event) })}</span>
        {event.budgetAmt !== null && (
          <>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span data-testid="event-budget">
              {t('gift.header.budget', {
                budget: f.won(event.budgetAmt),
                left: f.won(Math.max(0, event.budgetAmt - event.budgetUsedAmt)),
              })}
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
  const t = useT();
  return (
    <div className={`${styles.header} ${styles.compact}`} role="status" aria-label={t('common.loading')}>
      <div className={styles.titleRow}>
        <Skeleton height={27} width="55%" />
        <Skeleton height={23} width={88} />
      </div>
      <Skeleton height={21} width="80%" />
    </div>
  );
}
