import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payment } from '../../db/schema/index';

/**
 * The seam to the card-payment refund (issue "cart and payment" owns `modules/payment/refund-payment.ts`).
 * Deliveries never talk to the payment provider: a cancel or a refunded return calls this port inside its own
 * transaction. The implementation must be idempotent per (ordSn, reason) and reply with what it refunded.
 * The lead wires the real implementation into AppDeps.paymentRefund at merge; until then the default below runs.
 */
export type PaymentRefundInput = { ordSn: number; amount: number; reason: string; requestedBy: string };
export type PaymentRefundPort = {
  refundOrderPayment(tx: Tx, input: PaymentRefundInput): Promise<{ refundedAmount: number }>;
};

/** What the order paid by card (payments with an approval time); 0 for a gift paid entirely by the company. */
export async function paidAmountOf(tx: Pick<Tx, 'select'>, ordSn: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${payment.amount}), 0)::int` })
    .from(payment)
    .where(and(eq(payment.ordSn, ordSn), isNotNull(payment.approvedAt)));
  return row?.amount ?? 0;
}

/**
 * Default port: refunds nothing. The caller then records the refund as "환불대기(결제 취소 처리중)" when the order
 * had an approved card payment (paidAmountOf > 0), and as done when it had none.
 */
export const pendingPaymentRefund: PaymentRefundPort = {
  refundOrderPayment: async () => ({ refundedAmount: 0 }),
};
