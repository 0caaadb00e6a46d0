import { ProdReadyView } from '../components/prod-ready-view';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';

/** /m/prod-ready (mobile). */
export default function MobileProdReadyPage() {
  return <ProdReadyView mobile listPath={(eventSn) => MOBILE_GIFT_ROUTES.list(eventSn)} />;
}
