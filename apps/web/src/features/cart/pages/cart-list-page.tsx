import { CartView } from '../components/cart-view';

/** spec §2 /cart/list. */
export default function CartListPage() {
  return <CartView variant="pc" />;
}
