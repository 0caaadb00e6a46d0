import { padRow } from '@pcs/domain';
import type { CSSProperties, ReactNode } from 'react';
import styles from './product-grid.module.css';

/** Products per row on mobile screens (desktop rows hold PRODUCTS_PER_ROW, spec §9). */
export const MOBILE_PER_ROW = 2;

type Props<T extends { prodSn: number }> = {
  items: readonly T[];
  /** Products per row: PRODUCTS_PER_ROW on desktop (spec §2, §9), MOBILE_PER_ROW on mobile. */
  perRow: number;
  /** spec §2: the last row is padded with empty cells; mobile lists that only append are left open. */
  padded?: boolean;
  /**
   * The card of one product; each screen brings its own (gift: stock state, landing: chosen mark). `index` is its
   * place in the list, for the cards of the first screen (their images load at once).
   */
  renderItem: (item: T, index: number) => ReactNode;
  /** data-* attributes of a product's cell and of the list, for screens that mark positions with them. */
  cellData?: (item: T) => Record<`data-${string}`, string | number | undefined>;
  listData?: Record<`data-${string}`, string | number | boolean>;
  className?: string;
};

/** Columns come from perRow; a narrow screen shows at most two whatever perRow is. */
const gridProps = (perRow: number, className = '') => ({
  className: `${styles.grid} ${perRow <= MOBILE_PER_ROW ? styles.compact : ''} ${className}`,
  style: { '--per-row': perRow, '--per-row-narrow': Math.min(perRow, MOBILE_PER_ROW) } as CSSProperties,
});

/** The product grid of every product list: rows of `perRow`, the last row padded with empty cells (spec §2). */
export function ProductGrid<T extends { prodSn: number }>({
  items,
  perRow,
  padded = true,
  renderItem,
  cellData,
  listData,
  className,
}: Props<T>) {
  const cells = padded ? padRow(items, perRow) : [...items];
  return (
    <ul {...gridProps(perRow, className)} {...listData}>
      {cells.map((item, i) =>
        item ? (
          <li key={item.prodSn} className={styles.cell} {...cellData?.(item)}>
            {renderItem(item, i)}
          </li>
        ) : (
          // Padding cells are anonymous; their position in the last row is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no id
          <li key={`pad-${i}`} className={styles.cell} aria-hidden="true" data-empty-cell />
        ),
      )}
    </ul>
  );
}

/** The grid while its products load: `count` placeholder cards in the same columns, so nothing jumps. */
export function ProductGridSkeleton({
  perRow,
  count,
  renderCell,
  label,
}: {
  perRow: number;
  count: number;
  renderCell: () => ReactNode;
  /** What a screen reader hears while the products load, in the page's language. */
  label: string;
}) {
  return (
    <ul {...gridProps(perRow)} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className={styles.cell}>
          {renderCell()}
        </li>
      ))}
    </ul>
  );
}
