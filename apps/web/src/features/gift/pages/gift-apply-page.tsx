import { GiftApplyView } from '../components/gift-apply-view';
import { PC_GIFT_ROUTES } from '../gift-routes';

/** /gift/giftSelect/apply/:ordSn: the final-info screen (delivery address, then 신청하기). */
export default function GiftApplyPage() {
  return <GiftApplyView routes={PC_GIFT_ROUTES} />;
}
