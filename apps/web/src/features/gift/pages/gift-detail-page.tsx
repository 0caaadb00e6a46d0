import { GiftDetailView } from '../components/gift-detail-view';
import { PC_GIFT_ROUTES } from '../gift-routes';

/** /gift/detail/:prodSn/:eventSn/:selectCnt/:selectType */
export default function GiftDetailPage() {
  return <GiftDetailView routes={PC_GIFT_ROUTES} />;
}
