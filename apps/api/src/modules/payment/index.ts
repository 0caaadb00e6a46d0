/** Card payments: the routes, the jobs the server runs, and the refund port delivery uses (decision 023). */
export { expireAbandonedPayments } from './expire-payments';
export { finishPendingRefunds, paymentRefundPort } from './refund-payment';
export { paymentRoutes } from './routes';
