import { paths } from '../../../config/paths';
import { LineDetailScreen } from '../flow/line-detail-screen';

/** spec §2 /delivery/release/{estiSn}/{estiItemSn}. */
export default function ReleaseDetailPage() {
  return <LineDetailScreen title="출고 상세" backTo={paths.deliveryRelease} />;
}
