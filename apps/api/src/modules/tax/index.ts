/** The tax ledger (decision 051): its routes, and the one writer of a gift's purpose after it was given. */

export { computeLedger } from './ledger';
export { taxRoutes } from './routes';
export { reclassifyOrders } from './tax-admin';
export { taxLinesSql } from './tax-lines';
export { forEachEmployeeYear } from './tax-year-stream';
