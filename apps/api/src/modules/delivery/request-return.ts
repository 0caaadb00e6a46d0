import {
  canRequestReturn,
  type DeliveryActor,
  formatWon,
  hasCompletedReturn,
  isDeliveryState,
  LIFECYCLE_TEXT,
  type myReturnRequestSchema,
  NOT_FOUND_TEXT,
  nextReturnState,
  OPEN_RETURN_STATES,
  orderGoodsAmt,
  RETURN_FEE_METHOD,
  RETURN_FEE_TEXT,
  RETURN_PHOTO_NOT_FOUND_TEXT,
  RETURN_REASONS,
  RETURN_RULE_DEFAULT,
  RETURN_STATE,
  type ReturnState,
  refundGbnName,
  returnFeeMethods,
  returnFeePayer,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findFile } from '../files';
import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';
import { queueReturnWebhook } from './return-webhook';

/**
 * POST delivery/myReturnRequest.json: the recipient asks for a return or exchange of a delivered line within the
 * event's window, or edits their open request (refundSn). Photos must be files they uploaded themselves.
 * A return fee the recipient owes (change of mind under the event's rule) is settled as they choose among
 * returnFeeMethods (decision 028): DEDUCT submits the request at once, the fee to come off the card refund; CARD
 * leaves it waiting (00) until its card payment is approved, and operators do not see it before.
 */
export async function requestReturn(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof myReturnRequestSchema>,
) {
  const now = deps.now();
  for (const id of input.photoFileIds) {
    const file = await findFile(deps.db, id);
    if (!file || file.ownerUnqUserId !== user.unqUserId) throw badRequest(RETURN_PHOTO_NOT_FOUND_TEXT);
  }
  return deps.db.transaction(async (tx) => {
    const line = await repo.findLine(tx, input.estiSn, input.estiItemSn);
    if (!line || line.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
    const existing = await repo.returnsOfLines(tx, [line.estiItemSn]);
    const feePayerCd = returnFeePayer(input.reasonCd, line.returnFeePayerCd);
    const shipFee = feePayerCd === 'S' ? 0 : (line.returnShipFee ?? RETURN_RULE_DEFAULT.shipFee);
    const methods = returnFeeMethods({
      refundGbn: input.refundGbn,
      fee: shipFee,
      paidByCard: await repo.paidAmountOf(tx, line.ordSn),
      lineTotal: orderGoodsAmt(line),
    });
    // Nothing owed: no method. Checked after the request itself may be made (its refusals come first).
    const feeMethodCd = methods.length > 0 ? input.feeMethod : null;
    const checkFeeMethod = () => {
      if (methods.length === 0) return;
      if (!input.feeMethod) throw badRequest(RETURN_FEE_TEXT.methodRequired);
      if (!methods.includes(input.feeMethod)) throw conflict(RETURN_FEE_TEXT.deductNotPossible);
    };
    const state = feeMethodCd === RETURN_FEE_METHOD.card ? RETURN_STATE.feeWaiting : RETURN_STATE.requested;
    const fields = {
      refundGbn: input.refundGbn,
      reasonCd: input.reasonCd,
      reason: input.reason,
      photoFileIds: input.photoFileIds.join(','),
      feePayerCd,
      shipFee,
      feeMethodCd,
      updatedAt: now,
    };
    const reply = (refundSn: number, refundStatCd: string) => ({
      refundSn,
      refundStatCd,
      feeDue: refundStatCd === RETURN_STATE.feeWaiting ? shipFee : 0,
    });
    const submittedHistory = (refundSn: number) =>
      repo.addHistory(tx, {
        estiItemSn: line.estiItemSn,
        deliStatCd: line.deliStatCd,
        refundSn,
        refundStatCd: RETURN_STATE.requested,
        memo: `${refundGbnName(input.refundGbn)} 신청: ${RETURN_REASONS[input.reasonCd] ?? ''}${
          feeMethodCd === RETURN_FEE_METHOD.deduct
            ? ` (반품 배송비 ${formatWon(shipFee)} 환불 금액에서 차감)`
            : ''
        }`.slice(0, 200),
        changedBy: user.unqUserId,
        changedAt: now,
      });
    if (input.refundSn) {
      const open = existing.find((e) => e.refundSn === input.refundSn);
      if (!open) throw notFound(NOT_FOUND_TEXT.order);
      const actor: DeliveryActor = 'recipient';
      const result = nextReturnState(open.refundStatCd as ReturnState, 'edit', actor, {
        refundGbn: input.refundGbn,
      });
      if (!result.ok) throw conflict(result.message);
      checkFeeMethod();
      // A submitted request keeps the fee it was submitted with (it may already be paid or promised).
      const submitted = open.refundStatCd !== RETURN_STATE.feeWaiting;
      if (submitted && (open.shipFee !== shipFee || (open.feeMethodCd ?? null) !== feeMethodCd))
        throw conflict(RETURN_FEE_TEXT.feeChangedOnEdit);
      const next = submitted ? open.refundStatCd : state;
      const moved = await repo.moveReturn(tx, open.refundSn, open.refundStatCd, {
        ...fields,
        refundStatCd: next,
      });
      if (!moved) throw conflict(LIFECYCLE_TEXT.changed);
      // A request that waited for its fee and needs none now (or takes the deduction) is submitted by this edit.
      if (!submitted && next === RETURN_STATE.requested) {
        await submittedHistory(open.refundSn);
        await queueReturnWebhook(tx, { refundSn: open.refundSn, type: 'return.requested', now });
      }
      return reply(open.refundSn, next);
    }
    const allowed = canRequestReturn({
      deliveryState: isDeliveryState(line.deliStatCd) ? line.deliStatCd : '01',
      deliveredAt: line.deliveredAt,
      now,
      returnDays: line.returnDays ?? RETURN_RULE_DEFAULT.returnDays,
      hasOpenReturn: existing.some((e) => (OPEN_RETURN_STATES as readonly string[]).includes(e.refundStatCd)),
      returned: hasCompletedReturn(existing),
    });
    if (!allowed.ok) throw conflict(allowed.message);
    checkFeeMethod();
    // The partial unique index keeps one open request per line even when two submits race.
    const refundSn = await repo.insertReturn(tx, {
      ...fields,
      estiSn: line.estiSn,
      estiItemSn: line.estiItemSn,
      refundStatCd: state,
      requestedBy: user.unqUserId,
      createdAt: now,
    });
    if (refundSn === null) throw conflict(LIFECYCLE_TEXT.returnOpen);
    // A request waiting for its fee enters the line's history when paid (submitPaidReturn).
    if (state === RETURN_STATE.requested) {
      await submittedHistory(refundSn);
      await queueReturnWebhook(tx, { refundSn, type: 'return.requested', now });
    }
    return reply(refundSn, state);
  });
}
