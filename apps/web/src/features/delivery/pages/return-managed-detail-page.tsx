import { paths } from '../../../config/paths';
import { ReturnDetailScreen } from '../flow/return-detail-screen';

/** spec §2 /delivery/returnManaged/{estiSn}/{estiItemSn}/{refundSn}. */
export default function ReturnManagedDetailPage() {
  return <ReturnDetailScreen backTo={paths.deliveryReturnManaged} />;
}
