import { ReturnsListScreen } from '../flow/returns-list-screen';

/** spec §2 /delivery/return. */
export default function ReturnListPage() {
  return <ReturnsListScreen managed={false} />;
}
