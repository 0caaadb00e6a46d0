/**
 * Deliveries, returns and exchanges. Payment submits a return once its fee is paid and reads the return it charges;
 * the refund port is what delivery asks payment for (app.ts wires the payment module's implementation); the payment
 * job settles the returns whose refunds it made (server.ts).
 */
export type { PaymentRefundInput, PaymentRefundPort, RecordedRefund } from './payment-refund-port';
export { findReturn } from './repository';
export { deliveryRoutes } from './routes';
export { settleReturnsOfRefunds } from './settle-returns-of-refunds';
export { submitPaidReturn } from './submit-paid-return';
