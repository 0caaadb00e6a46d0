import { CartView } from '../components/cart-view';

/** spec §2 /m/cart/list. */
export default function MobileCartListPage() {
  return <CartView variant="mobile" />;
}
