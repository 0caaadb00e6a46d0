import { checkRouteGuard, GUARD_FALLBACK_PATH, isMenuAllowed, MSG } from '@pcs/domain';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { alertMessage } from '../../lib/dialog';
import { useSession } from '../../lib/session-store';
import { cameFromHref, forgetRoute, previousRoute } from '../navigation-history';
import { useRunOnce } from './use-run-once';

type Denial = { message: string; fallback: string; dropReturnPath: boolean };

/**
 * spec §6 Menu access, then Route guards, for a signed-in user (sits inside RequireAuth).
 * A refused path alerts and the user stays where they were (the last screen shown). With no previous route:
 * the menu check drops the saved return path and goes to '/', the route guard goes to /notFound.
 * `mobile` skips the menu check (spec §6 "Mobile skips this check").
 */
export function AccessGuard({ mobile = false }: { mobile?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const menuMaster = useSession((s) => s.loginUserData?.menuMaster ?? []);
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const displayMode = useSession((s) => s.displayMode);
  const setReturnPath = useSession((s) => s.setReturnPath);

  const denial = accessDenial(location.pathname, menuMaster, authCd, mobile || displayMode === 'MOBILE');

  useRunOnce(denial ? location.key : null, () => {
    if (!denial) return;
    forgetRoute(location.key);
    void alertMessage(denial.message);
    const previous = previousRoute(location.key);
    if (previous) {
      navigate(previous, { replace: true });
      return;
    }
    if (denial.dropReturnPath) setReturnPath(null);
    navigate(denial.fallback, { replace: true });
  });

  return denial ? null : <Outlet />;
}

/** Why the guard refuses `pathname` to this user, or null when it shows it (also asked before a screen's prefetch). */
export function accessDenial(
  pathname: string,
  menuMaster: readonly { urlLink: string }[],
  authCd: string,
  isMobile: boolean,
): Denial | null {
  if (!isMenuAllowed(pathname, menuMaster, isMobile)) {
    // '/' would send the user straight back here when this path is their home: stop the loop at /notFound.
    const fromEntry = cameFromHref() === paths.home;
    return {
      message: MSG.menuNotAllowed,
      fallback: fromEntry ? paths.notFound : paths.home,
      dropReturnPath: true,
    };
  }
  const guard = checkRouteGuard(pathname, authCd);
  if (!guard.allowed) return { message: guard.message, fallback: GUARD_FALLBACK_PATH, dropReturnPath: false };
  return null;
}
