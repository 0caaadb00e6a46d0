/** Signed webhooks (decision 038): subscriptions, deliveries queued in the caller's transaction, the sender. */
export { webhookRoutes } from './routes';
