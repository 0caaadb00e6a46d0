import type { Tx } from '../../db/client';
import type { PaymentRefundPort, RecordedRefund } from './payment-refund-port';
import * as repo from './repository';

/**
 * Inside the transaction that ends a request without a return (withdrawn, rejected): records the refund of the
 * return fee paid for it by card, once per request ('returnFee:{refundSn}', decision 023's pending refund). Called
 * before the request row is moved, so the payment is locked before the return (decision 024).
 */
export async function recordFeeRefund(
  tx: Tx,
  port: PaymentRefundPort,
  r: { refundSn: number; ordSn: number },
  requestedBy: string,
): Promise<RecordedRefund> {
  const fee = await repo.paidFeePaymentOf(tx, r.refundSn);
  if (!fee) return { kind: 'none', refusal: null };
  return port.recordRefund(tx, {
    ordSn: r.ordSn,
    oid: fee.oid,
    amount: fee.amount,
    reason: `반품 배송비 환불 (신청 ${r.refundSn})`,
    refundKey: `returnFee:${r.refundSn}`,
    requestedBy,
  });
}
