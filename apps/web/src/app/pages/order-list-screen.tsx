import { isVendor } from '@pcs/domain';
import OrderListPage from '../../features/delivery/pages/order-list-page';
import { VendorPurchaseOrders } from '../../features/event-docs/components/vendor-purchase-orders';
import { useSession } from '../../lib/session-store';

/** /delivery/order: the order list, and for a vendor its events' purchase orders inside it, under the title. */
export default function OrderListScreen() {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const vendor = isVendor(authCd);
  return <OrderListPage intro={vendor ? <VendorPurchaseOrders /> : undefined} />;
}
