import { MOBILE_GIFT_ROUTES } from '../../gift/gift-routes';
import { ProdReadyView } from '../components/prod-ready-view';

/** /m/prod-ready (mobile). */
export default function MobileProdReadyPage() {
  return <ProdReadyView mobile listPath={(eventSn) => MOBILE_GIFT_ROUTES.list(eventSn)} />;
}
