import { MSG, resolveRole } from '@pcs/domain';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { alertMessage } from '../../lib/dialog';
import { useSession } from '../../lib/session-store';
import { hrefOf } from '../navigation-history';
import { useRunOnce } from './use-run-once';

/**
 * Every back-office, gift and mobile member screen:
 * - not logged in: the return path is saved (unless the user just logged out) and the user goes to /checkDevice
 *   (spec §2 entry rule 1, rule 4 resumes);
 * - first-login state: the first-login form; password expired: the change-password form (spec §4 Login);
 * - a role that cannot be resolved: 권한을 특정할 수 없습니다. and /checkDevice (spec §6).
 */
export function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const loginUserData = useSession((s) => s.loginUserData);
  const firstLogin = useSession((s) => s.firstLogin);
  const pwdExpired = useSession((s) => s.pwdExpired);
  const setReturnPath = useSession((s) => s.setReturnPath);
  const here = hrefOf(location);

  const signedOut = loginUserData === null;
  const roleUnresolved =
    !signedOut && !firstLogin && !pwdExpired && resolveRole(loginUserData.authCd) === null;

  useRunOnce(signedOut ? location.key : null, () => {
    // A page the user logged out from is not one to come back to (the logout may still be on its way to /login).
    if (!useSession.getState().signedOutByUser) setReturnPath(here);
    navigate(paths.checkDevice, { replace: true });
  });
  useRunOnce(roleUnresolved ? location.key : null, () => {
    void alertMessage(MSG.roleUnresolved);
    navigate(paths.checkDevice, { replace: true });
  });

  if (signedOut || roleUnresolved) return null;
  if (firstLogin) return <Navigate to={isMobile ? paths.mFirstLoginForm : paths.firstLoginForm} replace />;
  if (pwdExpired) return <Navigate to={isMobile ? paths.mChangePassword : paths.changePassword} replace />;
  return <Outlet />;
}
