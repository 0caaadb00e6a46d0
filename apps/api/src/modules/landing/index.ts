/** The public landing site: the routes, its server-rendered pages, and the cache others drop when goods change. */
export { invalidateLandingPages } from './landing-cache';
export { createLandingPageRenderer, type LandingPageRenderer } from './landing-pages';
export { landingRoutes } from './routes';
