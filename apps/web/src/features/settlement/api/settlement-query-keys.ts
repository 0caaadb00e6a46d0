/**
 * Query keys of the settlement area (decision 037), from one factory. Confirming, issuing or paying a month changes
 * its list row and its detail, so the mutations invalidate `clientBills()` or `vendorStatements()` whole.
 */
export const settlementKeys = {
  all: ['settlement'] as const,
  clientBills: () => [...settlementKeys.all, 'client'] as const,
  clientBillList: (request: unknown) => [...settlementKeys.clientBills(), 'list', request] as const,
  clientBill: (cmpyCd: string, yyyymm: string, request?: unknown) =>
    [...settlementKeys.clientBills(), 'detail', cmpyCd, yyyymm, request] as const,
  vendorStatements: () => [...settlementKeys.all, 'vendor'] as const,
  vendorStatementList: (request: unknown) => [...settlementKeys.vendorStatements(), 'list', request] as const,
  vendorStatement: (vendorSn: number, yyyymm: string, request?: unknown) =>
    [...settlementKeys.vendorStatements(), 'detail', vendorSn, yyyymm, request] as const,
  margins: (request: unknown) => [...settlementKeys.all, 'margin', request] as const,
};
