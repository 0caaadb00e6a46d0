/**
 * Occasions that send themselves (decision 036): the routes, and the recomputation HR data changes call (user-admin's
 * saves and imports, the life events).
 */
export { recomputeOccasionsOf } from './recompute-occasions';
export { occasionRoutes } from './routes';
