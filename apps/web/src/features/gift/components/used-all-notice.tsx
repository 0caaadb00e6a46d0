import { Link } from 'react-router';
import { useT } from '../../../i18n/texts';
import { useGiftOrderHistory } from '../api/get-gift-order-history';
import type { GiftRoutes } from '../gift-routes';
import styles from './used-all-notice.module.css';

/**
 * Shown when the recipient has used every choice of the event: browsing stays possible, and the link leads to the
 * latest applied order's history screen (which needs that order's ordSn and estiSn).
 */
export function UsedAllNotice({ eventSn, routes }: { eventSn: number; routes: GiftRoutes }) {
  const t = useT();
  return (
    <aside className={styles.notice} aria-live="polite">
      <p className={styles.text}>
        <strong>{t('gift.msg.allChosen')}</strong>
        <span> {t('gift.usedAll.help')}</span>
      </p>
      <OrderHistoryLink eventSn={eventSn} routes={routes} />
    </aside>
  );
}

/** 신청 내역 보기: the latest applied order's history screen (it needs that order's ordSn and estiSn). */
export function OrderHistoryLink({ eventSn, routes }: { eventSn: number; routes: GiftRoutes }) {
  const t = useT();
  const history = useGiftOrderHistory(eventSn);
  const latest = history.data?.orderList.find((o) => o.estiSn !== null);
  if (latest?.estiSn == null) return null;
  return (
    <Link
      className={styles.link}
      to={routes.orderHistory({ eventSn, ordSn: latest.ordSn, estiSn: latest.estiSn })}
    >
      {t('gift.usedAll.historyLink')}
    </Link>
  );
}
