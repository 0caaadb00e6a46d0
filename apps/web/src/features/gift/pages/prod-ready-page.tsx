import { paths } from '../../../config/paths';
import { ProdReadyView } from '../components/prod-ready-view';

/** /gift/prod-ready (desktop). */
export default function ProdReadyPage() {
  return <ProdReadyView mobile={false} listPath={(eventSn) => `${paths.giftList}?eventSn=${eventSn}`} />;
}
