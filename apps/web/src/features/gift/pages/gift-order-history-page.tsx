import { GiftOrderHistoryView } from '../components/gift-order-history-view';
import { PC_GIFT_ROUTES } from '../gift-routes';

/** /gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn */
export default function GiftOrderHistoryPage() {
  return <GiftOrderHistoryView routes={PC_GIFT_ROUTES} />;
}
