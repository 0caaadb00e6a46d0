/** The recipient's order notices (decision 026), queued by the use cases that change an order. No routes. */
export { queueOrderNotices } from './queue-order-notices';
