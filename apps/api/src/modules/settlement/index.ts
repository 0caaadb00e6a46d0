/** Money in and out (decision 037): the routes of both ledgers and the margins. */
export { settlementRoutes } from './routes';
export { settlementMonthTotals } from './settlement-month-totals';
