import type { Tx } from './db/client';

/**
 * The seam to the card-payment refund: modules/payment/refund-payment.ts implements it, app.ts wires it and the
 * delivery module calls it. It sits beside app-deps.ts because AppDeps names it and no module may own what two
 * modules and the app share. A cancel or a refunded return records the refund inside its own transaction
 * (`recordRefund`: a PENDING row, idempotent per refundKey, no provider call) and, after that transaction committed,
 * asks for it to be made (`completeRefund`), so no stock or order row is locked while the provider answers
 * (decision 023).
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
