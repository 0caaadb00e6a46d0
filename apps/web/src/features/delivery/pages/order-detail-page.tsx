import { paths } from '../../../config/paths';
import { LineDetailScreen } from '../flow/line-detail-screen';

/** spec §2 /delivery/order/{estiSn}/{estiItemSn}. */
export default function OrderDetailPage() {
  return <LineDetailScreen title="주문 상세" backTo={paths.deliveryOrder} />;
}
