import { formatNumber } from '@pcs/domain';
import type { ProductListItem } from '@pcs/domain/contracts/product';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { landingProdDetailHref } from '../../../config/paths';
import styles from './product-card.module.css';

type Props = { product: ProductListItem; chosen?: boolean; onOpen?: () => void };

/** A product in a landing list or slider; opens LandingProdDetail with prodSn. Chosen products are highlighted. */
export function ProductCard({ product, chosen = false, onOpen }: Props) {
  return (
    <Link
      to={landingProdDetailHref(product.prodSn)}
      className={`${styles.card} ${chosen ? styles.chosen : ''}`}
      onClick={onOpen}
      data-prod-sn={product.prodSn}
      data-chosen={chosen ? 'Y' : undefined}
    >
      <span className={styles.thumb}>
        <ProductImage
          fileId={product.mainImg}
          alt={product.prodNm}
          className={styles.img}
          width={280}
          height={280}
        />
        {chosen && <span className={styles.badge}>선택됨</span>}
      </span>
      {product.brandNm && <span className={styles.brand}>{product.brandNm}</span>}
      <span className={styles.name}>{product.prodNm}</span>
      <span className={styles.price} data-price>
        {formatNumber(product.price)}원
      </span>
    </Link>
  );
}

/**
 * The shape of a ProductCard while the list loads: same box, image square and text lines, so the page does not
 * jump when the products arrive (Lighthouse measured a layout shift of 0.46 on /intro/main without it).
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton>
      <span className={styles.thumb} />
      <span className={`${styles.brand} ${styles.bone}`} style={{ width: '30%' }}>
        &nbsp;
      </span>
      <span className={`${styles.name} ${styles.bone}`} style={{ width: '80%' }}>
        &nbsp;
      </span>
      <span className={`${styles.price} ${styles.bone}`} style={{ width: '40%' }}>
        &nbsp;
      </span>
    </div>
  );
}
