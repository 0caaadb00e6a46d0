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

/** The data of the route opened last, on its way (prefetchRoute). */
let opening: Promise<void> = Promise.resolve();

/**
 * Runs when a route matches (`match`, the deepest), before anything renders: the whole app's router and the
 * recipient's call it on their first match and on every navigation (follow-router.ts): for a screen the user may
 * open, starts its chunk and its first queries (handle.prefetch), so they travel beside the layout's and screen's
 * JavaScript instead of after the screen has drawn (decision 050). A route the guards would refuse starts nothing.
 * Settles when the queries have (fetched or failed; a failure is the screen's to show when it asks again).
 */
export function prefetchRoute(
  match: { route: { handle?: unknown }; params: Params } | undefined,
  url: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  opening = startPrefetch(match, url);
  return opening;
}

/** The first queries of the route opened last, settled or on their way (nothing when it has none). */
export const openingRouteData = (): Promise<void> => opening;

async function startPrefetch(
  match: { route: { handle?: unknown }; params: Params } | undefined,
  url: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const handle = match?.route.handle as RouteHandle | undefined;
  if (!match || !(handle?.prefetch || handle?.staffOnly)) return;
  const user = userWhoMayOpen(url.pathname);
  if (!user || (handle.staffOnly && isGiftRecipient(user.authCd))) return;
  if (handle.staffOnly) handle.screen?.().catch(() => undefined);
  const args = { queryClient, params: match.params, search: new URLSearchParams(url.search), user };
  // A failure is not this start's to show: the screen asks again as it renders, and shows what went wrong.
  await handle
    .prefetch?.()
    .then((prefetch) => prefetch(args))
    .catch(() => undefined);
}
