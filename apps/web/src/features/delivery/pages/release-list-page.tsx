import { LinesListScreen } from '../flow/lines-list-screen';

/** spec §2 /delivery/release (15, 99999). */
export default function ReleaseListPage() {
  return <LinesListScreen view="release" />;
}
