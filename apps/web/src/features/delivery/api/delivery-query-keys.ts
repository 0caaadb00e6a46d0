import type { ManagedListRequest } from '@pcs/domain/contracts/delivery';
import type { PaymentListRequest } from '@pcs/domain/contracts/payment';

/** Query keys of the delivery area, from one factory so invalidations cannot miss a spelling. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  managedLists: () => [...deliveryKeys.all, 'managedList'] as const,
  managedList: (request: ManagedListRequest) => [...deliveryKeys.managedLists(), request] as const,
  managedDetail: (estiSn: number, estiItemSn: number) =>
    [...deliveryKeys.all, 'managedDetail', estiSn, estiItemSn] as const,
  managedFilterOptions: () => [...deliveryKeys.all, 'managedFilterOptions'] as const,
  /**
   * Order lines, returns, the not-applied and the recipient's own orders: one change (a transition, a cancel, a
   * return) can move rows, counts and details in any of them, so a change invalidates all of `flow`.
   */
  flow: () => [...deliveryKeys.all, 'flow'] as const,
  list: (path: string, request: unknown) => [...deliveryKeys.flow(), 'list', path, request] as const,
  line: (estiSn: number, estiItemSn: number | null) =>
    [...deliveryKeys.flow(), 'line', estiSn, estiItemSn] as const,
  returnDetail: (refundSn: number) => [...deliveryKeys.flow(), 'return', refundSn] as const,
  packers: () => [...deliveryKeys.flow(), 'packers'] as const,
  notApply: (path: string, request: unknown) => [...deliveryKeys.flow(), 'notApply', path, request] as const,
  my: () => [...deliveryKeys.flow(), 'my'] as const,
  myList: (request: unknown) => [...deliveryKeys.my(), 'list', request] as const,
  myDetail: (estiSn: number) => [...deliveryKeys.my(), 'detail', estiSn] as const,
  myReturns: (request: unknown) => [...deliveryKeys.my(), 'returns', request] as const,
  myReturn: (refundSn: number) => [...deliveryKeys.my(), 'return', refundSn] as const,
  /** The operator payment screens (/delivery/payment): a refund changes their rows only. */
  payments: () => [...deliveryKeys.all, 'payments'] as const,
  paymentList: (request: PaymentListRequest) => [...deliveryKeys.payments(), 'list', request] as const,
  paymentDetail: (estiSn: number) => [...deliveryKeys.payments(), 'detail', estiSn] as const,
  paymentFilterOptions: () => [...deliveryKeys.payments(), 'options'] as const,
};
