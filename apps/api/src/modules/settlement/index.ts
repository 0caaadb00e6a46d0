/** Money in and out (decision 037): the routes of both ledgers and the margins. */

export { clientDraftFactsSql, clientFactsSql } from './client-facts';
export { closeClientMonth } from './close-client-month';
export { confirmClientBill } from './confirm-client-bill';
export { confirmEveryClientBill } from './confirm-every-client-bill';
export { confirmVendorStatement, freezeVendorMonth } from './confirm-vendor-statement';
export { freezeEveryVendorMonth } from './freeze-every-vendor-month';
export { issueTaxInvoices } from './issue-tax-invoices';
export { markClientBillPaid } from './mark-client-bill-paid';
export { notifyMonthReadyToConfirm } from './notify-month-ready';
export { payVendorStatement } from './pay-vendor-statement';
export { settlementRoutes } from './routes';
export { savedTaxInvoiceLookup } from './saved-tax-invoice-lookup';
export { settlementMonthTotals } from './settlement-month-totals';
export { vendorFactsSql } from './vendor-facts';
