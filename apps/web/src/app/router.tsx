import { createFollowedRouter } from './follow-router';
import { routes } from './routes';

/** The whole app's browser router (the landing entry makes its own over app/landing-routes.tsx). */
export function createAppRouter() {
  return createFollowedRouter(routes);
}
