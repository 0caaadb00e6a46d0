import { FULFILMENT_ROLES, hasRole } from '@pcs/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { LineDetailScreen } from '../flow/line-detail-screen';
import { MyOrderDetailDesktop } from '../flow/my-orders-desktop';

/** spec §2 /delivery/order/{estiSn}/{estiItemSn}: a line to fulfil, or for a recipient their own order. */
export default function OrderDetailPage() {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const fulfils = hasRole(FULFILMENT_ROLES, authCd);
  return fulfils ? (
    <LineDetailScreen title="주문 상세" backTo={paths.deliveryOrder} />
  ) : (
    <MyOrderDetailDesktop />
  );
}
