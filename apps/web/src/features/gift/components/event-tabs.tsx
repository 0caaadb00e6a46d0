import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { useT } from '../../../i18n/texts';
import styles from './event-tabs.module.css';

/** Switches between several open events of the same recipient. */
export function EventTabs({
  events,
  current,
  onChange,
}: {
  events: readonly RecipientEvent[];
  current: number;
  onChange: (eventSn: number) => void;
}) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('gift.events')}>
      {events.map((e) => {
        const on = e.eventSn === current;
        return (
          <button
            key={e.eventSn}
            type="button"
            className={`${styles.tab} ${on ? styles.on : ''}`}
            aria-current={on ? 'true' : undefined}
            onClick={() => !on && onChange(e.eventSn)}
          >
            {e.eventNm}
          </button>
        );
      })}
    </nav>
  );
}
