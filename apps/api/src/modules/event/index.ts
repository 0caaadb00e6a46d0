/** Events: the routes, the status clock the server runs (decision 017) and the closing batch size the bench uses. */
export { advanceEventStatuses, startEventClock } from './advance-event-statuses';
export { CLOSE_BATCH_SIZE } from './close-event';
// The public API (decision 038) creates drafts and adds recipients through the same use cases as the screens.
export { addEventRecipients } from './event-recipients';
export { eventRoutes } from './routes';
export { saveEvent } from './save-event';
