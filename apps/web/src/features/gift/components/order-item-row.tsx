import { DELIVERY_STATUS_LABEL, type DeliveryStatus } from '@pcs/domain';
import type { GiftOrder } from '@pcs/domain/contracts/gift';
import { ProductImage } from '../../../components/ui/product-image';
import { useT } from '../../../i18n/texts';
import styles from './order-item-row.module.css';

type OrderItem = GiftOrder['items'][number];

const statusLabel = (item: OrderItem): string =>
  item.deliStatNm || DELIVERY_STATUS_LABEL[item.deliStatCd as DeliveryStatus] || '-';

/** One ordered gift: image, brand, name, option and quantity; with `delivery`, its status and invoice too. */
export function OrderItemRow({ item, delivery = false }: { item: OrderItem; delivery?: boolean }) {
  const t = useT();
  return (
    <li className={styles.item}>
      <ProductImage fileId={item.mainImg} alt={item.prodNm} className={styles.img} />
      <div className={styles.body}>
        {item.brandNm && <span className={styles.brand}>{item.brandNm}</span>}
        <span className={styles.name}>{item.prodNm}</span>
        <span className={styles.meta}>
          {item.optNm
            ? t('gift.item.optionQuantity', { option: item.optNm, quantity: item.quantity })
            : t('gift.item.quantity', { quantity: item.quantity })}
        </span>
        {delivery && (
          <span className={styles.delivery}>
            <span className={styles.status} data-status={item.deliStatCd}>
              {statusLabel(item)}
            </span>
            {item.carrierNm && item.invoiceNo && (
              <span className={styles.invoice}>
                {item.carrierNm} {item.invoiceNo}
              </span>
            )}
          </span>
        )}
      </div>
    </li>
  );
}
