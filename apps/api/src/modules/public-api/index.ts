/** The public API for other systems (decision 038): /api/v1 with keys, scopes, idempotency and problem+json. */
export { keyFromSecret } from './key-secret';
export { publicApiRoutes } from './routes';
export { sweepPublicApi } from './sweep-public-api';
export { sendFrameworkProblem } from './v1/problem';
