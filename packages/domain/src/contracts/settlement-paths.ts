/*
 * Paths of the settlement calls (decision 037), ours in the spec's style. Client bills: operators (15, 99999) for
 * every company, a client manager (25) their own company, read only. Vendor statements: operators for every vendor,
 * a vendor (30, 35) its own, with the confirm. Margins: operators only.
 */

export const CLIENT_BILL_PATH = {
  /** Months of companies with their figures and state (draft months computed live). */
  list: '/v1/ebmp/pcs/settlement/client/list.json',
  excel: '/v1/ebmp/pcs/settlement/client/excel.json',
  /** One company's month: totals, per-event subtotals, lines (paged), tax invoices, who did what when. */
  detail: '/v1/ebmp/pcs/settlement/client/detail.json',
  confirm: '/v1/ebmp/pcs/settlement/client/confirm.json',
  /** The month-end close: an ended month confirmed for every company at once (operators). */
  confirmMonth: '/v1/ebmp/pcs/settlement/client/confirmMonth.json',
  /** Issue the 세금계산서 (and 수정세금계산서 for adjustments) of a confirmed bill. */
  issue: '/v1/ebmp/pcs/settlement/client/issue.json',
  cancelInvoice: '/v1/ebmp/pcs/settlement/client/cancelInvoice.json',
  paid: '/v1/ebmp/pcs/settlement/client/paid.json',
  /** The bill as a document: PDF and xlsx (every line). */
  pdf: '/v1/ebmp/pcs/settlement/client/pdf.json',
  xlsx: '/v1/ebmp/pcs/settlement/client/xlsx.json',
} as const;

export const VENDOR_STL_PATH = {
  list: '/v1/ebmp/pcs/settlement/vendor/list.json',
  excel: '/v1/ebmp/pcs/settlement/vendor/excel.json',
  detail: '/v1/ebmp/pcs/settlement/vendor/detail.json',
  /** The vendor agrees to its month: the statement is frozen. */
  confirm: '/v1/ebmp/pcs/settlement/vendor/confirm.json',
  /** The operator records the transfer: date and memo. */
  paid: '/v1/ebmp/pcs/settlement/vendor/paid.json',
  pdf: '/v1/ebmp/pcs/settlement/vendor/pdf.json',
  xlsx: '/v1/ebmp/pcs/settlement/vendor/xlsx.json',
} as const;

export const MARGIN_PATH = {
  /** Sale minus supply, grouped by month, company, event or vendor. */
  list: '/v1/ebmp/pcs/settlement/margin/list.json',
  excel: '/v1/ebmp/pcs/settlement/margin/excel.json',
} as const;
