/** The public API for other systems (decision 038): /api/v1 with keys, scopes, idempotency and problem+json. */
export { publicApiRoutes } from './routes';
