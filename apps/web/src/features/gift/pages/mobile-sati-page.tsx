import { paths } from '../../../config/paths';
import { SatiView } from '../components/sati-view';

/** /m/gift/sati: the satisfaction survey (mobile). */
export default function MobileSatiPage() {
  return <SatiView mobile homePath={paths.mGiftPreview} />;
}
