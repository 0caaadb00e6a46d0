import type { Tx } from '../../db/client';
import type { PaymentRefundPort, RecordedRefund } from './payment-refund-port';
import * as repo from './repository';

/**
 * Inside a cancel's transaction: gives the order's stock and count back and records the refund of its card part
 * (once per order). The caller completes the refund after its commit.
 */
export async function recordCancelRefund(
  tx: Tx,
  port: PaymentRefundPort,
  ordSn: number,
  requestedBy: string,
): Promise<RecordedRefund> {
  await repo.releaseOrderHold(tx, ordSn);
  const paid = await repo.paidAmountOf(tx, ordSn);
  if (paid === 0) return { kind: 'none', refusal: null };
  return port.recordRefund(tx, {
    ordSn,
    amount: paid,
    reason: '주문취소',
    refundKey: `cancel:${ordSn}`,
    requestedBy,
  });
}
