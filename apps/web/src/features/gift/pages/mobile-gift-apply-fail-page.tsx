import { PaymentFailView } from '../components/payment-result-view';
import { MOBILE_GIFT_ROUTES } from '../gift-routes';

/** spec §2 payment screen (waiting or fail, see the view). */
export default function Page() {
  return <PaymentFailView routes={MOBILE_GIFT_ROUTES} />;
}
