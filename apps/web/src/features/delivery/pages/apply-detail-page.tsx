import { paths } from '../../../config/paths';
import { LineDetailScreen } from '../flow/line-detail-screen';

/** spec §2 /delivery/apply/{estiSn}. */
export default function ApplyDetailPage() {
  return <LineDetailScreen title="신청 상세" backTo={paths.deliveryApply} />;
}
