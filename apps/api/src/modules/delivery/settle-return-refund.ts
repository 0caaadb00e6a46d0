import { LIFECYCLE_TEXT, RETURN_STATE, RETURN_STATE_LABEL, refundGbnName } from '@pcs/domain';
import { conflict } from '../../http/errors';
import { queueOrderNotices } from '../order-notice';
import { noteReopenedByRule, reopenByRule } from './choice-reopening';
import { type DeliveryDeps, publicUrlOf } from './delivery-deps';
import * as repo from './repository';
import { queueReturnWebhook } from './return-webhook';

/**
 * A return waiting for its card refund (05) becomes refunded (06) once the refund is made: after the request's own
 * call, or when the payment job finishes it later. Conditional on 05, so it moves once.
 */
export async function settleReturnRefund(
  deps: Pick<DeliveryDeps, 'db' | 'now' | 'config'>,
  refundSn: number,
  amount: number,
  changedBy: string | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, refundSn);
    if (!r || r.refundStatCd !== RETURN_STATE.refundWaiting) return false;
    // The order before the recipient and the return row (decision 024): completing may give the choice back.
    const order = await repo.lockOrder(tx, r.ordSn);
    const reopened = order ? await reopenByRule(tx, order, deps.now()) : false;
    const moved = await repo.moveReturn(tx, refundSn, RETURN_STATE.refundWaiting, {
      refundStatCd: RETURN_STATE.refunded,
      refundAmount: amount,
      updatedAt: deps.now(),
    });
    // Another settle moved it first: nothing this transaction did may stay.
    if (!moved) {
      if (reopened) throw conflict(LIFECYCLE_TEXT.changed);
      return false;
    }
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: r.deliStatCd,
      refundSn,
      refundStatCd: RETURN_STATE.refunded,
      memo: `${refundGbnName(r.refundGbn)} ${RETURN_STATE_LABEL[RETURN_STATE.refunded]}`,
      changedBy,
      changedAt: deps.now(),
    });
    await queueOrderNotices(tx, publicUrlOf(deps), 'REFUNDED', [
      { estiItemSn: r.estiItemSn, refundGbn: r.refundGbn, refundAmount: amount },
    ]);
    await queueReturnWebhook(tx, { refundSn, type: 'return.completed', now: deps.now() });
    if (reopened) await noteReopenedByRule(tx, deps, r, deps.now());
    return true;
  });
}
