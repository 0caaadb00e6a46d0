/**
 * Deliveries, returns and exchanges. Payment submits a return once its fee is paid and reads the return it charges;
 * the refund port is what delivery asks payment for (app.ts wires the payment module's implementation).
 */
export { findReturn } from './flow-repository';
export { deliveryFlowRoutes } from './flow-routes';
export type { PaymentRefundInput, PaymentRefundPort, RecordedRefund } from './payment-refund-port';
export { settleReturnsOfRefunds } from './returns';
export { deliveryRoutes } from './routes';
export { submitPaidReturn } from './submit-paid-return';
