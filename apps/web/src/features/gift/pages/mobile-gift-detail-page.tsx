import { GiftDetailView } from '../components/gift-detail-view';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';

/** /m/gift/detail/:eventSn/:prodSn/:selectCnt/:selectType (eventSn first, unlike desktop). */
export default function MobileGiftDetailPage() {
  return <GiftDetailView routes={MOBILE_GIFT_ROUTES} />;
}
