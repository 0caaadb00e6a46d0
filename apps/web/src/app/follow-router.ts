import {
  createBrowserRouter,
  type Location,
  NavigationType,
  type RouteObject,
  type RouterState,
} from 'react-router';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session-store';
import { bumpReloadKey, recordNavigation } from './navigation-history';
import type { RouteHandle } from './route-handle';

/**
 * Creates a browser router over a route table (the whole app's, or the landing entry's own small one) and follows
 * its navigations (before React renders them): the previous-route record the guards use, the last route name and
 * params in the session (spec §3), and the same-route "reload" of spec §4 (remount + refetch). `onMatch` hears of
 * every route opened (the deepest match), before React renders it: the whole app starts a screen's data there.
 */
export function createFollowedRouter(
  table: RouteObject[],
  onMatch?: (match: RouterState['matches'][number] | undefined, location: Location) => unknown,
) {
  const router = createBrowserRouter(table);
  const follow = (state: RouterState) => {
    if (state.navigation.state !== 'idle') return;
    const deepest = state.matches[state.matches.length - 1];
    const handle = deepest?.route.handle as RouteHandle | undefined;
    const change = recordNavigation(
      state.location,
      handle?.redirectOnly === true,
      state.historyAction === NavigationType.Pop,
    );
    if (change === 'same') return;
    if (change === 'reopened') {
      // Stale, not refetched here: the remounted screen's queries fetch once as they mount.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      bumpReloadKey();
    }
    if (deepest && !handle?.redirectOnly) {
      const params = Object.fromEntries(
        Object.entries(deepest.params).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      useSession.getState().setLastRoute(handle?.name ?? deepest.route.path ?? null, params);
    }
    onMatch?.(deepest, state.location);
  };
  follow(router.state);
  router.subscribe(follow);
  return router;
}
