import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { patternOf } from '../config/paths';
import { dialogsAnswered } from '../lib/dialog';
import type { ScreenPrefetch } from '../lib/screen-prefetch';
import { createFollowedRouter } from './follow-router';
import { SectionRootRedirect } from './guards/section-root-redirect';
import { LazyScreen, type ScreenLoader } from './lazy-screen';
import type { RouteHandle } from './route-handle';

/**
 * The pieces every route table is made of (the whole app's routes.tsx, the light entries' landing-routes.tsx and
 * recipient-routes.tsx), kept apart so a light entry imports them without the whole app's table.
 */

export type { RouteHandle } from './route-handle';

type PathEntry = string | { readonly pattern: string };

/** Routes that only redirect are not "a previous route" to return to (navigation-history.ts). */
export const REDIRECT: RouteHandle = { redirectOnly: true };

/** A working screen, loaded on first visit. */
export const page = (entry: PathEntry, load: ScreenLoader, name?: string): RouteObject => ({
  path: patternOf(entry),
  element: <LazyScreen load={load} />,
  handle: { ...(name ? { name } : {}), screen: load } satisfies RouteHandle,
});

/**
 * Puts each screen's prefetch (route-prefetch.ts, decision 050) in the handles of the page routes of that screen:
 * `prefetches` names the screens of `screens` that have one, each a small module of the screen's feature (its
 * request from the URL and the query options its hooks use), so the data travels beside the screen's JavaScript.
 */
export function prefetchesOf<K extends string>(
  screens: Record<K, ScreenLoader>,
  prefetches: Partial<Record<K, () => Promise<ScreenPrefetch>>>,
): (routes: RouteObject[]) => RouteObject[] {
  const names = new Map<ScreenLoader, K>(
    (Object.entries(screens) as [K, ScreenLoader][]).map(([name, load]) => [load, name]),
  );
  return (routes) =>
    routes.map((route) => {
      const handle = route.handle as RouteHandle | undefined;
      const name = handle?.screen && names.get(handle.screen as ScreenLoader);
      const prefetch = name ? prefetches[name] : undefined;
      return prefetch ? { ...route, handle: { ...handle, prefetch } satisfies RouteHandle } : route;
    });
}

/**
 * A working screen behind a gate (`wrap` puts the gate around the screen): a visit the gate turns away never asks
 * for the screen's chunk.
 */
export const gatedPage = (
  entry: PathEntry,
  load: ScreenLoader,
  wrap: (screen: ReactElement) => ReactElement,
): RouteObject => ({ path: patternOf(entry), element: wrap(<LazyScreen load={load} />) });

export const redirect = (entry: PathEntry, to: string): RouteObject => ({
  path: patternOf(entry),
  element: <Navigate to={to} replace />,
  handle: REDIRECT,
});

/** spec §2 "Section roots redirect by role". */
export const sectionRoot = (entry: PathEntry): RouteObject => ({
  path: patternOf(entry),
  element: <SectionRootRedirect />,
  handle: REDIRECT,
});

/** Whether the router's navigation under way replaces the current history entry (lightRouter records it). */
let navigationReplaces = false;

/**
 * A light entry's catch-all: any page its own table does not hold is the whole app's, and the browser loads it as a
 * new document (the server sends the whole app there: apps/api app.ts sends a light entry's HTML only for the paths
 * that entry routes). It happens in the route's loader, before the router commits the URL, so the history gets the
 * one entry the navigation asked for (pushed or replaced) and the light screen never renders a page it lacks. The
 * loader never settles: the document is leaving.
 */
export const wholeAppRoute: RouteObject = {
  path: '*',
  loader: async ({ request }) => {
    // An alert still open (a screen's "saved" message, shown as its new session moves the page on) is answered
    // first: the new document would drop it unread. The page stays on screen while the loader waits.
    await dialogsAnswered();
    if (request.signal.aborted) return new Promise<never>(() => {});
    // The request's URL has no fragment (fetch drops it): compare and go without one.
    const url = new URL(request.url);
    const href = `${url.pathname}${url.search}`;
    const shown = window.location.href.split('#')[0];
    // Back/forward and the first load already show the URL: the document is replaced at it.
    if (navigationReplaces || url.href === shown) window.location.replace(href);
    else window.location.assign(href);
    return new Promise<never>(() => {});
  },
  element: null,
  handle: REDIRECT,
};

/**
 * A light entry's router (entry-landing.tsx, entry-recipient.tsx): the followed router of the table, which tells
 * the catch-all whether a navigation replaces the history entry (navigate(to, { replace: true }), <Navigate>).
 */
export function createLightRouter(
  table: RouteObject[],
  onMatch?: Parameters<typeof createFollowedRouter>[1],
): ReturnType<typeof createFollowedRouter> {
  const router = createFollowedRouter(table, onMatch);
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: Parameters<typeof navigate>[0], options?: Parameters<typeof navigate>[1]) => {
    navigationReplaces = typeof to !== 'number' && options?.replace === true;
    return navigate(to, options);
  }) as typeof router.navigate;
  return router;
}
