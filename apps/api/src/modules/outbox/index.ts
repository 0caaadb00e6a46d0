/**
 * The message outbox (decision 009): queueing in the caller's transaction, secrets, the worker and its screen, and
 * the receipts that move delivery chains (decision 052): provider reports and mail bounces.
 */

export {
  type ChainSettings,
  chainSettings,
  connectedMessengersSql,
  type MessageChain,
  messengersOf,
} from './delivery-chain';
export { enqueueMessage, enqueueMessages, enqueueSendMessages, type SendMessage } from './enqueue-message';
export { maskSecret, SECRET_PLACEHOLDER } from './message-secret';
export { OUTBOX_BATCH, OUTBOX_CONCURRENCY, runOutboxOnce, startOutboxWorker } from './outbox-worker';
export { type BounceCounts, readMailBounces, startMailBounceReader } from './read-mail-bounces';
export { type Receipt, type ReceiptOutcome, recordReceipt } from './record-receipt';
export { outboxRoutes } from './routes';
