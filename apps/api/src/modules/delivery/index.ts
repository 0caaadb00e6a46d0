/**
 * Deliveries, returns and exchanges. Payment submits a return once its fee is paid and reads the return it charges;
 * the refund port (src/payment-refund-port.ts) is what delivery asks payment for; the payment job settles the
 * returns whose refunds it made (server.ts).
 */
export { findReturn } from './repository';
export { deliveryRoutes } from './routes';
export { settleReturnsOfRefunds } from './settle-returns-of-refunds';
export { submitPaidReturn } from './submit-paid-return';
