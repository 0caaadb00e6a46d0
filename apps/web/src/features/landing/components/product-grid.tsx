import { padRow } from '@pcs/domain';
import type { ProductListItem } from '@pcs/domain/contracts/product';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

type Props = {
  products: readonly ProductListItem[];
  chosen?: readonly number[];
  onOpen?: () => void;
  /** Mobile lists show two a row and are not padded. */
  compact?: boolean;
};

/** spec §2: products in rows of 4, the last row padded with empty cells. */
export function ProductGrid({ products, chosen = [], onOpen, compact = false }: Props) {
  const cells = compact ? [...products] : padRow(products);
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`}>
      {cells.map((p, i) =>
        p ? (
          <li key={p.prodSn}>
            <ProductCard product={p} chosen={chosen.includes(p.prodSn)} {...(onOpen ? { onOpen } : {})} />
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity
          <li key={`empty-${i}`} className={styles.empty} aria-hidden="true" data-empty-cell />
        ),
      )}
    </ul>
  );
}

/** The grid while its products load: `count` card skeletons in the same columns. */
export function ProductGridSkeleton({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cells have no identity
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
