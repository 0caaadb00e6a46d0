import { hasRole, SUPPLY_ROLES } from '@pcs/domain';
import { useSession } from '../../../lib/session-store';
import { MyReturnsDesktop } from '../flow/my-orders-desktop';
import { ReturnsListScreen } from '../flow/returns-list-screen';

/** spec §2 /delivery/return: requests to decide (operators) or ship back (vendors); anyone else their own. */
export default function ReturnListPage() {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const handles = hasRole(SUPPLY_ROLES, authCd);
  return handles ? <ReturnsListScreen managed={false} /> : <MyReturnsDesktop />;
}
