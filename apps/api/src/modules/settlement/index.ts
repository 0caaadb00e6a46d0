/** Money in and out (decision 037): the routes of both ledgers and the margins. */

export { clientFactsSql } from './client-facts';
export { settlementRoutes } from './routes';
export { vendorFactsSql } from './vendor-facts';
