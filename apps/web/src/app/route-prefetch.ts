import { isGiftRecipient, type LoginUserData, resolveRole } from '@pcs/domain';
import type { Location, Params } from 'react-router';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session-store';
import { accessDenial } from './guards/access-guard';
import type { RouteHandle } from './route-handle';

/**
 * The user the guards would show `pathname` to, or null: signed in and past the first-login and expired-password
 * forms with a known role (RequireAuth), allowed by the menu and the route guard (AccessGuard, the same check).
 */
export function userWhoMayOpen(pathname: string): LoginUserData | null {
  const { loginUserData: user, firstLogin, pwdExpired, displayMode } = useSession.getState();
  if (!user || firstLogin || pwdExpired || resolveRole(user.authCd) === null) return null;
  const denial = accessDenial(pathname, user.menuMaster, user.authCd, displayMode === 'MOBILE');
  return denial ? null : user;
}

/**
 * Runs when a route matches (`match`, the deepest), before anything renders: the whole app's router calls it on its
 * first match and on every navigation (follow-router.ts): for a screen the user may open, starts its chunk and its first queries (handle.prefetch), so
 * they travel beside the layout's and screen's JavaScript instead of after the screen has drawn (decision 050).
 * A route the guards would refuse starts nothing.
 */
export function prefetchRoute(
  match: { route: { handle?: unknown }; params: Params } | undefined,
  url: Pick<Location, 'pathname' | 'search'>,
): void {
  const handle = match?.route.handle as RouteHandle | undefined;
  if (!match || !(handle?.prefetch || handle?.staffOnly)) return;
  const user = userWhoMayOpen(url.pathname);
  if (!user || (handle.staffOnly && isGiftRecipient(user.authCd))) return;
  if (handle.staffOnly) handle.screen?.().catch(() => undefined);
  const args = { queryClient, params: match.params, search: new URLSearchParams(url.search), user };
  handle
    .prefetch?.()
    .then((prefetch) => prefetch(args))
    .catch(() => undefined);
}
