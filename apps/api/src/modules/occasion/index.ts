/**
 * Occasions that send themselves (decision 036): the routes, the engine's job and steps, and the recomputation HR
 * data and rule changes call (user-admin's saves and imports, the life events, the rule screens).
 */
export {
  type ComputeResult,
  type ComputeScope,
  computeOccasions,
  countPrefiltered,
} from './compute-occasions';
export {
  insertLifeEvents,
  lifeEventKey,
  liveLifeEventKeys,
  type NewLifeEvent,
} from './life-event-repository';
export { notifyUnchosenAtClose } from './notify-unchosen';
export type { OccasionDeps, OccasionSendDeps } from './occasion-deps';
export {
  COMPUTE_EVERY_MS,
  type EngineRound,
  runOccasionEngineOnce,
  startOccasionEngine,
} from './occasion-engine';
export {
  CANCEL_REASON,
  type CancelReason,
  OCCURRENCE_STAT,
  type OccurrenceStat,
} from './occurrence-status';
export {
  type RecomputeResult,
  recomputeCompanyOccasions,
  recomputeOccasionsOf,
} from './recompute-occasions';
export { sendOccasionReminders } from './remind-occasions';
export { occasionRoutes } from './routes';
export { saveLifeEvent } from './save-life-event';
export { type SendOptions, sendDueOccasions } from './send-due-occasions';
