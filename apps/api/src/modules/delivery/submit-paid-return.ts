import { formatWon, REFUND_GBN_LABEL, RETURN_REASONS, RETURN_STATE, type RefundGbn } from '@pcs/domain';
import type { Executor } from '../../db/client';
import * as repo from './repository';
import { queueReturnWebhook } from './return-webhook';

/**
 * Inside the transaction that marks a return fee's card payment paid (decision 028): the request waiting for its fee
 * (00) is submitted (01) and its request row enters the line's history, so operators see it from now on.
 * Conditional on 00: false when the request was withdrawn or changed meanwhile, and the caller then rolls back
 * (the approval is cancelled at the provider).
 */
export async function submitPaidReturn(
  tx: Executor,
  input: { refundSn: number; amount: number; now: Date; changedBy: string | null },
): Promise<boolean> {
  const r = await repo.findReturn(tx, input.refundSn);
  if (!r || r.refundStatCd !== RETURN_STATE.feeWaiting) return false;
  const moved = await repo.moveReturn(tx, r.refundSn, RETURN_STATE.feeWaiting, {
    refundStatCd: RETURN_STATE.requested,
    updatedAt: input.now,
  });
  if (!moved) return false;
  const kind = REFUND_GBN_LABEL[r.refundGbn as RefundGbn] ?? r.refundGbn;
  await repo.addHistory(tx, {
    estiItemSn: r.estiItemSn,
    deliStatCd: r.deliStatCd,
    refundSn: r.refundSn,
    refundStatCd: RETURN_STATE.requested,
    memo: `${kind} 신청: ${RETURN_REASONS[r.reasonCd ?? ''] ?? ''} (반품 배송비 ${formatWon(input.amount)} 카드 결제)`,
    changedBy: input.changedBy,
    changedAt: input.now,
  });
  await queueReturnWebhook(tx, { refundSn: r.refundSn, type: 'return.requested', now: input.now });
  return true;
}
