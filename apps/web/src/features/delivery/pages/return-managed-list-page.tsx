import { ReturnsListScreen } from '../flow/returns-list-screen';

/** spec §2 /delivery/returnManaged (15, 99999). */
export default function ReturnManagedListPage() {
  return <ReturnsListScreen managed />;
}
