import { GiftApplyView } from '../components/gift-apply-view';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';

/** /m/gift/giftSelect/apply/:ordSn: the final-info screen; a direct entry goes back to /m/gift/preview. */
export default function MobileGiftApplyPage() {
  return <GiftApplyView routes={MOBILE_GIFT_ROUTES} />;
}
