/** Money in and out (decision 037): the routes of both ledgers and the margins. */

export { clientFactsSql } from './client-facts';
export { confirmClientBill } from './confirm-client-bill';
export { issueTaxInvoices } from './issue-tax-invoices';
export { markClientBillPaid } from './mark-client-bill-paid';
export { settlementRoutes } from './routes';
export { savedTaxInvoiceLookup } from './saved-tax-invoice-lookup';
export { vendorFactsSql } from './vendor-facts';
