/** Signed webhooks (decision 038): subscriptions, deliveries queued in the caller's transaction, the sender. */

export { type DeliveryPageRow, listDeliveriesBefore } from './list-deliveries';
export { findSubscription, listSubscriptions, type WebhookSubscriptionDetail } from './list-subscriptions';
export {
  queueWebhookEvent,
  queueWebhookEventSql,
  queueWebhookEvents,
  type WebhookData,
} from './queue-webhook-event';
export { webhookRoutes } from './routes';
export {
  createSubscription,
  deleteSubscription,
  rotateSubscriptionSecret,
  updateSubscription,
} from './save-subscription';
export { replayDeliveries } from './send-delivery';
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
export { newWebhookSecret, signWebhook, signWebhookWithAll } from './webhook-signature';
export {
  DEFAULT_WEBHOOK_LEASE_MS,
  runWebhooksOnce,
  startWebhookWorker,
  WEBHOOK_CONCURRENCY,
  type WebhookWorkerDeps,
} from './webhook-worker';
