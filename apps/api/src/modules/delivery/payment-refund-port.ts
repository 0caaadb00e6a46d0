import type { PaymentRefundPort } from '../../payment-refund-port';

export type { PaymentRefundInput, PaymentRefundPort, RecordedRefund } from '../../payment-refund-port';

/**
 * Port without a payment module: refunds nothing. The caller then records the refund as "환불대기(결제 취소 처리중)"
 * when the order had an approved card payment (repository's paidAmountOf > 0), and as done when it had none.
 */
export const pendingPaymentRefund: PaymentRefundPort = {
  recordRefund: async (_tx, input) => ({
    kind: 'pending',
    refundId: 0,
    amount: input.amount,
    callNow: false,
  }),
  completeRefund: async () => ({ refundedAmount: 0, paymentPending: true }),
};

/** The port the app was given, else the one that leaves every card refund pending. */
export const refundPortOf = (deps: { paymentRefund?: PaymentRefundPort | undefined }): PaymentRefundPort =>
  deps.paymentRefund ?? pendingPaymentRefund;
