import { clampSliderPage, lastSliderPage, PRODUCTS_PER_ROW, SLIDER_GAP_PX } from '@pcs/domain';
import type { ProductListItem } from '@pcs/domain/contracts/product';
import { type CSSProperties, useEffect, useState } from 'react';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-slider.module.css';

type Props = {
  products: readonly ProductListItem[];
  resetKey: string;
  chosen?: readonly number[];
  /** Skeleton cards shown while the products load, so the section keeps its height. */
  placeholders?: number;
};

/**
 * spec §2/§4 event section slider: 4 products a page with arrows; the page index stays between 0 and
 * ceil(count/4)-1, is recalculated on window resize, and resets to 0 when the theme (resetKey) changes.
 */
export function ProductSlider({ products, resetKey, chosen = [], placeholders = 0 }: Props) {
  // The page belongs to the theme it was chosen in: a new resetKey reads as page 0 in the same render, with no
  // effect in between that could show (or let a test read) the old page of the new theme.
  const [paged, setPaged] = useState({ key: resetKey, page: 0 });
  const page = paged.key === resetKey ? paged.page : 0;
  const setPage = (next: (p: number) => number) =>
    setPaged((s) => ({ key: resetKey, page: next(s.key === resetKey ? s.page : 0) }));
  const count = products.length;
  const last = lastSliderPage(count);

  useEffect(() => {
    const onResize = () => setPaged((s) => ({ ...s, page: clampSliderPage(s.page, count) }));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [count]);

  const style = { '--gap': `${SLIDER_GAP_PX}px`, '--page': page } as CSSProperties;
  return (
    <div className={styles.slider} style={style}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={() => setPage((p) => clampSliderPage(p - 1, count))}
        disabled={page === 0}
        aria-label="이전 상품"
      >
        ‹
      </button>
      <div className={styles.viewport}>
        <ul className={styles.track} data-slider-page={page}>
          {Array.from({ length: placeholders }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cells have no identity
            <li key={`skeleton-${i}`} className={styles.cell}>
              <ProductCardSkeleton />
            </li>
          ))}
          {products.map((p, i) => {
            const visible = Math.floor(i / PRODUCTS_PER_ROW) === page;
            return (
              <li key={p.prodSn} className={styles.cell} aria-hidden={!visible} inert={!visible}>
                <ProductCard product={p} chosen={chosen.includes(p.prodSn)} />
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={() => setPage((p) => clampSliderPage(p + 1, count))}
        disabled={page >= last}
        aria-label="다음 상품"
      >
        ›
      </button>
      <span className={styles.count} aria-live="polite">
        {count === 0 ? 0 : page + 1} / {last + 1}
      </span>
    </div>
  );
}
