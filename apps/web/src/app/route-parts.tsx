import { useLayoutEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { patternOf } from '../config/paths';
import { SectionRootRedirect } from './guards/section-root-redirect';
import { LazyScreen, type ScreenLoader } from './lazy-screen';

/**
 * The pieces every route table is made of (the whole app's routes.tsx, the light entries' landing-routes.tsx and
 * recipient-routes.tsx), kept apart so a light entry imports them without the whole app's table.
 */

/** Route metadata: the spec's route name (spec §2 landing names; otherwise the pattern is the name). */
export type RouteHandle = { name?: string; redirectOnly?: boolean };

type PathEntry = string | { readonly pattern: string };

/** Routes that only redirect are not "a previous route" to return to (navigation-history.ts). */
export const REDIRECT: RouteHandle = { redirectOnly: true };

/** A working screen, loaded on first visit. */
export const page = (entry: PathEntry, load: ScreenLoader, name?: string): RouteObject => ({
  path: patternOf(entry),
  element: <LazyScreen load={load} />,
  ...(name ? { handle: { name } satisfies RouteHandle } : {}),
});

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

/**
 * A light entry's catch-all: any page its own table does not hold is the whole app's. The router has already put
 * the URL in the history; reloading it makes the server send the whole app there (apps/api app.ts sends a light
 * entry's HTML only for the paths that entry routes).
 */
export const wholeAppRoute: RouteObject = { path: '*', element: <WholeAppPage />, handle: REDIRECT };

function WholeAppPage() {
  useLayoutEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
