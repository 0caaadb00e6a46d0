import { DELIVERY_ACTION } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import type { RefundingDeps } from './delivery-deps';
import { ownLines } from './own-lines';
import { recordCancelRefund } from './record-cancel-refund';
import { transitionLine } from './transition-line';

/**
 * POST delivery/myCancel.json (an operator's cancel of one line records the same refund, applyLineAction): every line of the order goes to 09 before release, the
 * stock and the recipient's count come back, and the paid part is refunded through the payment port: recorded in
 * the cancel's transaction, made after it committed (the stock row is never held while the provider answers), or
 * left to the payment job when no answer comes (paymentPending).
 */
export async function cancelMyOrder(
  deps: RefundingDeps,
  user: AuthUser,
  estiSn: number,
  reason: string | null,
) {
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const lines = await ownLines(tx, user, estiSn);
    for (const l of lines)
      await transitionLine(tx, now, user, 'recipient', l, {
        action: DELIVERY_ACTION.cancel,
        memo: reason ? `주문취소: ${reason}`.slice(0, 200) : '주문취소',
      });
    return recordCancelRefund(tx, deps.paymentRefund, lines[0]!.ordSn, user.unqUserId);
  });
  return deps.paymentRefund.completeRefund(recorded);
}
