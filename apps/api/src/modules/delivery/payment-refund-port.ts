import { PAYMENT_STATUS } from '@pcs/domain';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payment } from '../../db/schema/index';

/**
 * The seam to the card-payment refund (modules/payment/refund-payment.ts implements it; app.ts wires it). A cancel
 * or a refunded return records the refund inside its own transaction (`recordRefund`: a PENDING row, idempotent per
 * refundKey, no provider call) and, after that transaction committed, asks for it to be made (`completeRefund`), so
 * no stock or order row is locked while the provider answers (decision 023).
 */
export type PaymentRefundInput = {
  ordSn: number;
  amount: number;
  reason: string;
  /** One refund per purpose: 'cancel:{ordSn}', 'return:{refundSn}', 'returnFee:{refundSn}'. */
  refundKey: string;
  requestedBy: string;
  /** The payment to refund; absent: the order's own card payment (not a return fee's). */
  oid?: string;
};
/** What was recorded: nothing to refund, a refund made before under the key, or one to make now (or by the job). */
export type RecordedRefund =
  | { kind: 'none'; refusal: string | null }
  | { kind: 'done'; amount: number }
  | { kind: 'pending'; refundId: number; amount: number; callNow: boolean };
export type PaymentRefundPort = {
  recordRefund(tx: Tx, input: PaymentRefundInput): Promise<RecordedRefund>;
  /** After the commit: refundedAmount is what is refunded now; paymentPending when the answer is still to come. */
  completeRefund(recorded: RecordedRefund): Promise<{ refundedAmount: number; paymentPending: boolean }>;
};

/**
 * What the order paid by card for the gift (payments with an approval time; a return fee's payment is not the
 * gift's); 0 for a gift paid entirely by the company.
 */
export async function paidAmountOf(tx: Pick<Tx, 'select'>, ordSn: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${payment.amount}), 0)::int` })
    .from(payment)
    .where(and(eq(payment.ordSn, ordSn), isNull(payment.refundSn), isNotNull(payment.approvedAt)));
  return row?.amount ?? 0;
}

/** The approved card payment of a return's fee (decision 028), or null when none was paid. */
export const paidFeePaymentOf = (tx: Pick<Tx, 'select'>, refundSn: number) =>
  tx
    .select({ oid: payment.oid, amount: payment.amount })
    .from(payment)
    .where(
      and(
        eq(payment.refundSn, refundSn),
        inArray(payment.status, [PAYMENT_STATUS.paid, PAYMENT_STATUS.partRefunded, PAYMENT_STATUS.refunded]),
      ),
    )
    .orderBy(desc(payment.approvedAt))
    .then((rows) => rows[0] ?? null);

/** The card payment of a return's fee the return's detail shows: the approved one, else the latest. */
export const latestFeePaymentOf = (tx: Pick<Tx, 'select'>, refundSn: number) =>
  tx
    .select()
    .from(payment)
    .where(eq(payment.refundSn, refundSn))
    // An approved one first (a replaced start may be as recent), then the newest.
    .orderBy(sql`${payment.approvedAt} desc nulls last`, desc(payment.createdAt), desc(payment.oid))
    .then((rows) => rows[0] ?? null);

/**
 * Port without a payment module: refunds nothing. The caller then records the refund as "환불대기(결제 취소 처리중)"
 * when the order had an approved card payment (paidAmountOf > 0), and as done when it had none.
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
