import { LinesListScreen } from '../flow/lines-list-screen';

/** spec §2 /delivery/apply (15, 99999). */
export default function ApplyListPage() {
  return <LinesListScreen view="apply" />;
}
