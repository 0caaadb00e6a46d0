import { ACTIVE_SORT_COLOR, PRICE_BANDS, type PriceBandValue, type SortState } from '@pcs/domain';
import type { CSSProperties } from 'react';
import styles from './sort-bar.module.css';

/** spec §4: false = newest first, true = oldest first, null = off. */
const newestLabel = (v: boolean | null): string => (v === true ? '오래된순' : '최신순');
/** Price sort: true = low to high, false = high to low, null = off. */
const priceLabel = (v: boolean | null): string => {
  if (v === true) return '낮은가격순';
  if (v === false) return '높은가격순';
  return '가격순';
};

type Props = {
  sort: SortState;
  onToggle: (which: 'new' | 'price') => void;
  band: PriceBandValue;
  onBand: (value: PriceBandValue) => void;
  /** The mobile bar scrolls its price options sideways instead of wrapping. */
  compact?: boolean;
};

/**
 * spec §4/§9 sort bar, for desktop and mobile: the newest and price toggles (cycles and mutual exclusion are decided
 * by the caller through the domain rules) and the price options; active items in #fe5f40.
 */
export function SortBar({ sort, onToggle, band, onBand, compact = false }: Props) {
  const style = { '--sort-active': ACTIVE_SORT_COLOR } as CSSProperties;
  const newestOn = sort.orderbyNew !== null;
  const priceOn = sort.checkOrderByPrice !== null;
  return (
    <div className={`${styles.bar} ${compact ? styles.compact : ''}`} style={style}>
      <fieldset className={styles.toggles}>
        <legend className="pcs-visually-hidden">정렬</legend>
        <div className={styles.row}>
          <button
            type="button"
            className={`${styles.toggle} ${newestOn ? styles.active : ''}`}
            aria-pressed={newestOn}
            onClick={() => onToggle('new')}
          >
            {newestLabel(sort.orderbyNew)}
            <span aria-hidden="true" className={styles.arrow}>
              {sort.orderbyNew === true ? '↑' : '↓'}
            </span>
          </button>
          <button
            type="button"
            className={`${styles.toggle} ${priceOn ? styles.active : ''}`}
            aria-pressed={priceOn}
            onClick={() => onToggle('price')}
          >
            {priceLabel(sort.checkOrderByPrice)}
            <span aria-hidden="true" className={styles.arrow}>
              {sort.checkOrderByPrice === false ? '↓' : '↑'}
            </span>
          </button>
        </div>
      </fieldset>
      <fieldset className={styles.bands}>
        <legend className="pcs-visually-hidden">가격대</legend>
        <div className={styles.row}>
          {PRICE_BANDS.map((b) => {
            const on = b.value === band;
            return (
              <button
                key={b.label}
                type="button"
                className={`${styles.band} ${on ? styles.active : ''}`}
                aria-pressed={on}
                onClick={() => onBand(b.value)}
              >
                {b.label}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
