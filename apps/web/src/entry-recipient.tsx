/**
 * The browser entry of the recipient's journey (decision 039): '/', the device check and logins, and the phone's
 * screens (/m/*), with the same start-up as main.tsx over app/recipient-routes.tsx, so the first load carries
 * neither the back office's route table nor its libraries. Built by vite.landing.config.ts on Preact's React
 * compatibility layer into dist/recipient.html, which the server sends for those paths (apps/api app.ts). Any other
 * page reloads into the whole app.
 */
// First: it sets how zod's schemas parse before any module builds one.
import './lib/zod-config';
import { recipientRoutes } from './app/recipient-routes';
import { createLightRouter } from './app/route-parts';
import { openingRouteData, prefetchRoute } from './app/route-prefetch';
import { boot } from './boot';
import { startWebFont } from './lib/web-font';

startWebFont();
boot(() => createLightRouter(recipientRoutes, prefetchRoute), undefined, {
  firstScreen: true,
  firstData: openingRouteData,
});
