/** Sending an event to its recipients: the routes, the reminder job, and queueing a send (delivery's reminders). */
export { startReminderJob } from './reminders';
export { eventSendRoutes } from './routes';
export { queueEventSend } from './send-event-messages';
