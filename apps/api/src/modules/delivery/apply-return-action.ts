import {
  deliveryActorOf,
  isDeliveryState,
  isReturnState,
  LIFECYCLE_TEXT,
  lineStateAfterReturn,
  NOT_FOUND_TEXT,
  nextReturnState,
  orderGoodsAmt,
  REFUND_GBN,
  RETURN_STATE,
  RETURN_STATE_LABEL,
  type RefundGbn,
  refundGbnName,
  type returnActionRequestSchema,
  returnCardRefund,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { queueOrderNotices } from '../order-notice';
import { giveBackStock } from '../stock';
import { isResellable, noteReopenedByRule, reopenByRule } from './choice-reopening';
import { publicUrlOf, type RefundingDeps } from './delivery-deps';
import { inScope, lineScopeOf } from './line-scope';
import type { RecordedRefund } from './payment-refund-port';
import { recordFeeRefund } from './record-fee-refund';
import * as repo from './repository';
import { queueReturnWebhook } from './return-webhook';
import { settleReturnRefund } from './settle-return-refund';

/**
 * POST delivery/returnAction.json: approve, reject (with a reason), collect, refund (through the payment port when
 * the order was paid by card), mark the waiting refund done, re-ship an exchange (carrier + invoice).
 */
export async function applyReturnAction(
  deps: RefundingDeps,
  user: AuthUser,
  input: z.infer<typeof returnActionRequestSchema>,
) {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const now = deps.now();
  // Set inside the transaction, read after it (a holder: TypeScript does not follow writes in the callback).
  const card: { recorded: RecordedRefund; fee: RecordedRefund } = {
    recorded: { kind: 'none', refusal: null },
    fee: { kind: 'none', refusal: null },
  };
  const moved = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, input.refundSn);
    if (!r || r.estiSn !== input.estiSn || r.estiItemSn !== input.estiItemSn || !inScope(scope, r))
      throw notFound(NOT_FOUND_TEXT.delivery);
    if (!isReturnState(r.refundStatCd)) throw conflict(LIFECYCLE_TEXT.changed);
    // A return's refund may give stock and the choice back: its order is locked first (decision 024).
    const completing =
      (input.action === 'refund' || input.action === 'refundDone') && r.refundGbn === REFUND_GBN.return;
    const order: repo.LockedOrder | null = completing ? await repo.lockOrder(tx, r.ordSn) : null;
    let refundedAmount: number | null = null;
    let paymentPending = false;
    if (input.action === 'refund' && r.refundGbn === REFUND_GBN.return) {
      const paid = await repo.paidAmountOf(tx, r.ordSn);
      // A fee the recipient chose to have deducted comes off the card refund (decision 028).
      const amount = returnCardRefund({
        paidByCard: paid,
        lineTotal: orderGoodsAmt(r),
        fee: r.shipFee,
        feeMethod: r.feeMethodCd,
      });
      // The card refund is recorded here and made after the commit: the return waits in 05 until it is done.
      if (amount > 0)
        card.recorded = await deps.paymentRefund.recordRefund(tx, {
          ordSn: r.ordSn,
          amount,
          reason: `반품 ${r.refundSn}`,
          refundKey: `return:${r.refundSn}`,
          requestedBy: user.unqUserId,
        });
      const recorded = card.recorded;
      paymentPending = recorded.kind === 'pending';
      refundedAmount = recorded.kind === 'done' ? recorded.amount : paymentPending ? null : 0;
    }
    const result = nextReturnState(r.refundStatCd, input.action, actor, {
      refundGbn: r.refundGbn as RefundGbn,
      paymentPending,
      rejectReason: input.rejectReason,
      resellableYn: input.resellableYn,
    });
    if (!result.ok) throw conflict(result.message);
    // The refund step decides the goods: resellable ones go back to the event's stock (decision 030).
    if (order && input.action === 'refund' && isResellable(input.resellableYn))
      await giveBackStock(tx, order);
    const reopened =
      order && result.next === RETURN_STATE.refunded ? await reopenByRule(tx, order, now) : false;
    // A rejected request gives back the return fee paid for it (recorded here, made after the commit).
    if (result.next === RETURN_STATE.rejected)
      card.fee = await recordFeeRefund(tx, deps.paymentRefund, r, user.unqUserId);
    if (input.action === 'reship' && (!input.carrierCd || !input.invoiceNo))
      throw badRequest(LIFECYCLE_TEXT.invoiceRequired);
    const moved = await repo.moveReturn(tx, r.refundSn, r.refundStatCd, {
      refundStatCd: result.next,
      updatedAt: now,
      ...(input.action === 'reject' ? { rejectReason: input.rejectReason } : {}),
      ...(input.action === 'refund' ? { resellableYn: input.resellableYn ?? null } : {}),
      ...(refundedAmount !== null ? { refundAmount: refundedAmount } : {}),
    });
    if (!moved) throw conflict(LIFECYCLE_TEXT.changed);
    // The replacement is in transit until its delivery is confirmed (the line reads 배송중, not 배송완료).
    const lineState = isDeliveryState(r.deliStatCd)
      ? lineStateAfterReturn(input.action, r.deliStatCd)
      : r.deliStatCd;
    if (input.action === 'reship')
      await repo.moveLine(tx, r.estiItemSn, r.deliStatCd, {
        deliStatCd: lineState,
        carrierCd: input.carrierCd ?? null,
        invoiceNo: input.invoiceNo ?? null,
        updatedAt: now,
      });
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: lineState,
      refundSn: r.refundSn,
      refundStatCd: result.next,
      memo:
        input.action === 'reject'
          ? `거부 사유: ${input.rejectReason ?? ''}`.slice(0, 200)
          : `${refundGbnName(r.refundGbn)} ${RETURN_STATE_LABEL[result.next]}`,
      changedBy: user.unqUserId,
      changedAt: now,
    });
    if (result.next === RETURN_STATE.refunded || result.next === RETURN_STATE.reshipped)
      await queueReturnWebhook(tx, { refundSn: r.refundSn, type: 'return.completed', now });
    // The recipient hears of an approval, a re-shipment (with the new invoice) and a refund made at once.
    const kind =
      result.next === RETURN_STATE.approved
        ? 'RETURN_APPROVED'
        : result.next === RETURN_STATE.reshipped
          ? 'RESHIPPED'
          : result.next === RETURN_STATE.refunded
            ? 'REFUNDED'
            : null;
    if (kind)
      await queueOrderNotices(tx, publicUrlOf(deps), kind, [
        { estiItemSn: r.estiItemSn, refundGbn: r.refundGbn, refundAmount: refundedAmount },
      ]);
    if (reopened) await noteReopenedByRule(tx, deps, r, now);
    return { refundSn: r.refundSn, next: result.next };
  });
  if (card.fee.kind === 'pending') await deps.paymentRefund.completeRefund(card.fee);
  if (card.recorded.kind === 'pending') {
    const done = await deps.paymentRefund.completeRefund(card.recorded);
    if (
      !done.paymentPending &&
      (await settleReturnRefund(deps, moved.refundSn, done.refundedAmount, user.unqUserId))
    )
      return { refundStatCd: RETURN_STATE.refunded, refundStatNm: RETURN_STATE_LABEL[RETURN_STATE.refunded] };
  }
  return { refundStatCd: moved.next, refundStatNm: RETURN_STATE_LABEL[moved.next] };
}
