import { createFollowedRouter } from './follow-router';
import { prefetchRoute } from './route-prefetch';
import { routes } from './routes';

/**
 * The whole app's browser router (the landing entry makes its own over app/landing-routes.tsx); a screen's first
 * queries start as its route matches (route-prefetch.ts).
 */
export function createAppRouter() {
  return createFollowedRouter(routes, prefetchRoute);
}
