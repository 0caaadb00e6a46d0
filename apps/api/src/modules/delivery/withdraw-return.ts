import {
  DEFAULT_LANGUAGE,
  type Language,
  LIFECYCLE_TEXT,
  NOT_FOUND_TEXT,
  nextReturnState,
  RETURN_STATE,
  type RefundGbn,
  type ReturnState,
  refundGbnName,
  returnStateName,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import type { RefundingDeps } from './delivery-deps';
import { recordFeeRefund } from './record-fee-refund';
import * as repo from './repository';

/**
 * POST delivery/myReturnWithdraw.json: the recipient withdraws a request not yet decided (or still waiting for its
 * fee). A return fee paid for it by card is refunded: recorded in this transaction, made after it (decision 023).
 */
export async function withdrawReturn(
  deps: RefundingDeps,
  user: AuthUser,
  refundSn: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, refundSn);
    if (!r || r.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    const result = nextReturnState(r.refundStatCd as ReturnState, 'withdraw', 'recipient', {
      refundGbn: r.refundGbn as RefundGbn,
    });
    if (!result.ok) throw conflict(result.message);
    const fee = await recordFeeRefund(tx, deps.paymentRefund, r, user.unqUserId);
    if (!(await repo.moveReturn(tx, refundSn, r.refundStatCd, { refundStatCd: result.next, updatedAt: now })))
      throw conflict(LIFECYCLE_TEXT.changed);
    // A request that never reached operators leaves no history row behind.
    if (r.refundStatCd !== RETURN_STATE.feeWaiting)
      await repo.addHistory(tx, {
        estiItemSn: r.estiItemSn,
        deliStatCd: r.deliStatCd,
        refundSn,
        refundStatCd: result.next,
        memo: `${refundGbnName(r.refundGbn)} 신청 철회`,
        changedBy: user.unqUserId,
        changedAt: now,
      });
    return { next: result.next, fee };
  });
  if (done.fee.kind === 'pending') await deps.paymentRefund.completeRefund(done.fee);
  return { refundStatCd: done.next, refundStatNm: returnStateName(done.next, language) };
}
