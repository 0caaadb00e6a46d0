/**
 * Occasions that send themselves (decision 036): the routes, and the recomputation HR data and rule changes call
 * (user-admin's saves and imports, the life events, the rule screens).
 */
export {
  insertLifeEvents,
  lifeEventKey,
  liveLifeEventKeys,
  type NewLifeEvent,
} from './life-event-repository';
export { type OccasionDeps, recomputeCompanyOccasions, recomputeOccasionsOf } from './recompute-occasions';
export { occasionRoutes } from './routes';
export { sendDueOccasions } from './send-due-occasions';
