import { sectionRootRedirect } from '@pcs/domain';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-store';

/**
 * spec §2 "Section roots redirect by role" (sits inside RequireAuth). A root with no target for the role has no
 * screen of its own, so it is an unknown path (-> /notFound).
 */
export function SectionRootRedirect() {
  const { pathname } = useLocation();
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  return <Navigate to={sectionRootRedirect(pathname, authCd) ?? paths.notFound} replace />;
}
