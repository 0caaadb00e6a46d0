import { ACTIVE_SORT_COLOR, PRICE_BANDS, type PriceBandValue, type SortState } from '@pcs/domain';
import type { CSSProperties } from 'react';
import styles from './sort-bar.module.css';

/**
 * The bar's words, from its caller: the landing's Korean (features/landing/texts.ts, the spec's), the recipient's
 * catalogue in the page's language (features/gift/components/list-texts.ts). `band` names a price option.
 */
export type SortBarTexts = {
  /** Hidden legends of the two groups. */
  sort: string;
  bands: string;
  newest: string;
  oldest: string;
  /** The price toggle while off, low to high, high to low. */
  price: string;
  priceLow: string;
  priceHigh: string;
  band: (value: PriceBandValue) => string;
};

/** spec §4: false = newest first, true = oldest first, null = off. */
const newestLabel = (v: boolean | null, texts: SortBarTexts): string =>
  v === true ? texts.oldest : texts.newest;
/** Price sort: true = low to high, false = high to low, null = off. */
const priceLabel = (v: boolean | null, texts: SortBarTexts): string => {
  if (v === true) return texts.priceLow;
  if (v === false) return texts.priceHigh;
  return texts.price;
};

type Props = {
  sort: SortState;
  onToggle: (which: 'new' | 'price') => void;
  band: PriceBandValue;
  onBand: (value: PriceBandValue) => void;
  texts: SortBarTexts;
  /** The mobile bar scrolls its price options sideways instead of wrapping. */
  compact?: boolean;
};

/**
 * spec §4/§9 sort bar, for desktop and mobile: the newest and price toggles (cycles and mutual exclusion are decided
 * by the caller through the domain rules) and the price options; active items in #fe5f40.
 */
export function SortBar({ sort, onToggle, band, onBand, texts, compact = false }: Props) {
  const style = { '--sort-active': ACTIVE_SORT_COLOR } as CSSProperties;
  const newestOn = sort.orderbyNew !== null;
  const priceOn = sort.checkOrderByPrice !== null;
  return (
    <div className={`${styles.bar} ${compact ? styles.compact : ''}`} style={style}>
      <fieldset className={styles.toggles}>
        <legend className="pcs-visually-hidden">{texts.sort}</legend>
        <div className={styles.row}>
          <button
            type="button"
            className={`${styles.toggle} ${newestOn ? styles.active : ''}`}
            aria-pressed={newestOn}
            onClick={() => onToggle('new')}
          >
            {newestLabel(sort.orderbyNew, texts)}
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
            {priceLabel(sort.checkOrderByPrice, texts)}
            <span aria-hidden="true" className={styles.arrow}>
              {sort.checkOrderByPrice === false ? '↓' : '↑'}
            </span>
          </button>
        </div>
      </fieldset>
      <fieldset className={styles.bands}>
        <legend className="pcs-visually-hidden">{texts.bands}</legend>
        <div className={styles.row}>
          {PRICE_BANDS.map((b) => {
            const on = b.value === band;
            return (
              <button
                key={String(b.value)}
                type="button"
                className={`${styles.band} ${on ? styles.active : ''}`}
                aria-pressed={on}
                onClick={() => onBand(b.value)}
              >
                {texts.band(b.value)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
