/** Money in and out (decision 037): the routes of both ledgers and the margins. */

export { freezeVendorMonth } from './confirm-vendor-statement';
export { payVendorStatement } from './pay-vendor-statement';
export { settlementRoutes } from './routes';
export { settlementMonthTotals } from './settlement-month-totals';
