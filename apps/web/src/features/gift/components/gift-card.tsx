import { giftCostSplit } from '@pcs/domain';
import type { GiftListItem, RecipientEvent } from '@pcs/domain/contracts/gift';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { useFormats, useT } from '../../../i18n/texts';
import type { GiftRoutes } from '../gift-routes';
import styles from './gift-card.module.css';
import { Skeleton } from './status-views';

type Props = {
  item: GiftListItem;
  event: Pick<
    RecipientEvent,
    'eventSn' | 'selectCnt' | 'selectType' | 'budgetAmt' | 'budgetUsedAmt' | 'overPayYn'
  >;
  routes: GiftRoutes;
  /** The cards of the first screen: their images load at once instead of when scrolled near. */
  eager?: boolean;
};

/** Cards on the first screen of a list (two rows of two on a phone, the first row on a desktop). */
export const EAGER_GIFT_CARDS = 4;

/**
 * A gift in an event's product list, linking to its detail: picture, brand, name, price; a sold-out gift is dimmed
 * and marked.
 */
export function GiftCard({ item, event, routes, eager = false }: Props) {
  const t = useT();
  const f = useFormats();
  const soldOut = item.soldOutYn === 'Y';
  const cost = giftCostSplit(item.price, event);
  const href = routes.detail({
    prodSn: item.prodSn,
    eventSn: event.eventSn,
    selectCnt: event.selectCnt,
    selectType: event.selectType,
  });
  return (
    <Link to={href} className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}>
      <div className={styles.thumb}>
        <ProductImage fileId={item.mainImg} alt={item.prodNm} className={styles.img} eager={eager} />
        {soldOut && <span className={styles.badge}>{t('gift.soldOut')}</span>}
      </div>
      <div className={styles.body}>
        {item.brandNm && <span className={styles.brand}>{item.brandNm}</span>}
        <span className={styles.name}>{item.prodNm}</span>
        <span className={styles.price}>
          <span className={styles.priceLabel}>{t('gift.card.price')}</span> {f.won(item.price)}
        </span>
        {cost.recipientAmt > 0 && (
          <span className={styles.due}>
            {cost.allowed
              ? t('gift.card.selfPay', { amount: f.won(cost.recipientAmt) })
              : t('gift.card.overBudget')}
          </span>
        )}
      </div>
    </Link>
  );
}

/** A GiftCard's shape while the first page loads. */
export function GiftCardSkeleton() {
  return (
    <>
      <div className={styles.thumb}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton height={14} width="40%" />
        <Skeleton height={16} width="85%" />
        <Skeleton height={16} width="50%" />
      </div>
    </>
  );
}
