import { formatWon, padRow } from '@pcs/domain';
import type { GiftListItem } from '@pcs/domain/contracts/gift';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import styles from './product-grid.module.css';
import { Skeleton } from './status-views';

type Props = {
  items: readonly GiftListItem[];
  /** 4 on desktop (spec §2/§9), 2 on mobile. */
  perRow: number;
  detailHref: (item: GiftListItem) => string;
};

/** Narrow screens show at most two columns, whatever the row size the rows are padded to. */
const gridStyle = (perRow: number) =>
  ({ '--per-row': perRow, '--per-row-narrow': Math.min(perRow, 2) }) as CSSProperties;

/** Products in rows of `perRow`, the last row padded with empty cells (spec §2). */
export function ProductGrid({ items, perRow, detailHref }: Props) {
  return (
    <ul className={styles.grid} style={gridStyle(perRow)}>
      {padRow(items, perRow).map((item, i) =>
        item ? (
          <li key={item.prodSn} className={styles.cell}>
            <ProductCard item={item} href={detailHref(item)} />
          </li>
        ) : (
          // Padding cells are anonymous; their position in the last row is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no id
          <li key={`pad-${i}`} className={styles.cell} aria-hidden="true" />
        ),
      )}
    </ul>
  );
}

function ProductCard({ item, href }: { item: GiftListItem; href: string }) {
  const soldOut = item.soldOutYn === 'Y';
  return (
    <Link to={href} className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}>
      <div className={styles.thumb}>
        <ProductImage fileId={item.mainImg} alt={item.prodNm} className={styles.img} />
        {soldOut && <span className={styles.badge}>품절</span>}
      </div>
      <div className={styles.body}>
        {item.brandNm && <span className={styles.brand}>{item.brandNm}</span>}
        <span className={styles.name}>{item.prodNm}</span>
        <span className={styles.price}>
          <span className={styles.priceLabel}>상품가</span> {formatWon(item.price)}
        </span>
      </div>
    </Link>
  );
}

/** Grid-shaped placeholders while the first page loads. */
export function ProductGridSkeleton({ perRow, rows = 2 }: { perRow: number; rows?: number }) {
  return (
    <ul className={styles.grid} style={gridStyle(perRow)} aria-label="상품을 불러오는 중" aria-busy="true">
      {Array.from({ length: perRow * rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className={styles.cell}>
          <div className={styles.skeletonThumb}>
            <Skeleton height="100%" />
          </div>
          <div className={styles.body}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={16} width="85%" />
            <Skeleton height={16} width="50%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
