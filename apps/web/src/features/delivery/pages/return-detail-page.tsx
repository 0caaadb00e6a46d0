import { paths } from '../../../config/paths';
import { ReturnDetailScreen } from '../flow/return-detail-screen';

/** spec §2 /delivery/return/{estiSn}/{estiItemSn}/{refundSn}. */
export default function ReturnDetailPage() {
  return <ReturnDetailScreen backTo={paths.deliveryReturn} />;
}
