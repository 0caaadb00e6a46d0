import { GiftOrderHistoryView } from '../components/gift-order-history-view';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';

/** /m/gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn */
export default function MobileGiftOrderHistoryPage() {
  return <GiftOrderHistoryView routes={MOBILE_GIFT_ROUTES} />;
}
