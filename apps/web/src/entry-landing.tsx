/**
 * The browser entry of the server-rendered landing pages /intro/main and /intro/service: the same start-up
 * as main.tsx over the landing's own route table, so the first load carries neither the back office's routes nor
 * its libraries. Built by vite.landing.config.ts (with Preact's React compatibility layer) beside the app's build;
 * the server links it into those pages (apps/api modules/landing/landing-pages.ts). A link to any other page loads
 * the whole app.
 */
import { landingRoutes } from './app/landing-routes';
import { createLightRouter } from './app/route-parts';
import { boot } from './boot';
import { startServerRendered } from './landing-start';
import { startWebFont } from './lib/web-font';

startWebFont();
boot(() => createLightRouter(landingRoutes), startServerRendered, { koreanOnly: true });
