import { paths } from '../../../config/paths';
import { SatiView } from '../components/sati-view';

/** /gift/sati: the satisfaction survey (desktop). */
export default function SatiPage() {
  return <SatiView mobile={false} homePath={paths.giftList} />;
}
