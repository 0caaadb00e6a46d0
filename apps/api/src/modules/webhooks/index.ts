/** Signed webhooks (decision 038): subscriptions, deliveries queued in the caller's transaction, the sender. */
export {
  queueWebhookEvent,
  queueWebhookEventSql,
  queueWebhookEvents,
  type WebhookData,
} from './queue-webhook-event';
export { webhookRoutes } from './routes';
export {
  deliveryData,
  employeeData,
  eventClosedData,
  eventOpenedData,
  giftAppliedData,
  giftAppliedDataSql,
  giftCancelledData,
  paymentDataSql,
  returnDataSql,
} from './webhook-data';
export { newWebhookSecret, signWebhook } from './webhook-signature';
export {
  DEFAULT_WEBHOOK_LEASE_MS,
  runWebhooksOnce,
  startWebhookWorker,
  WEBHOOK_CONCURRENCY,
  type WebhookWorkerDeps,
} from './webhook-worker';
