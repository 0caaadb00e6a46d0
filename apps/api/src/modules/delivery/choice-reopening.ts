import { canReopenChoice, REFUND_GBN, REOPEN_TEXT, RESELLABLE, RETURN_STATE } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { isEventOpen } from '../gift';
import { queueOrderNotices } from '../order-notice';
import { reopenAllowance } from '../stock';
import { type DeliveryDeps, publicUrlOf } from './delivery-deps';
import * as repo from './repository';

/**
 * Giving a recipient's choice back after a return (decision 030): the steps the return use cases share (a refund
 * completing a return, an operator's reopen, the return detail that says whether one is possible).
 */

/** Whether the goods of a refunded return go back to the event's stock. */
export const isResellable = (v: string | null | undefined) => v === RESELLABLE.yes;

/** Whether the event of an order is open for choosing now, and whether its rule gives the choice back by itself. */
export async function choiceEventOf(db: Executor, eventSn: number, now: Date) {
  const e = await repo.findChoiceEvent(db, eventSn);
  return { open: e ? isEventOpen(e, now) : false, byRule: e?.reopenOnReturnYn === 'Y' };
}

/**
 * Gives the order's choice back once: the conditional update on `reopened_at is null` lets one transaction through
 * (a second waits for the order's row and then finds it set), and only that one takes the quantity off the
 * recipient's count, relatively. False when it was given back already.
 */
export async function giveChoiceBack(
  tx: Executor,
  o: repo.LockedOrder,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await repo.markOrderReopened(tx, o.ordSn, reason.slice(0, 200), now))) return false;
  // The count no longer holds this order (someone edited it by hand): give nothing rather than a wrong count.
  if (!(await reopenAllowance(tx, o))) throw conflict(REOPEN_TEXT.already);
  return true;
}

/**
 * Inside the transaction that completes a return (06), after its order was locked and before the return row moves
 * (decision 024): the event's rule gives the choice back while the event is open. A closed event or a rule that is
 * off does nothing. The caller then writes `noteReopenedByRule` after its own history row.
 */
export async function reopenByRule(tx: Executor, o: repo.LockedOrder, now: Date): Promise<boolean> {
  if (o.reopenedAt) return false;
  const ev = await choiceEventOf(tx, o.eventSn, now);
  if (!ev.byRule || !ev.open) return false;
  return giveChoiceBack(tx, o, REOPEN_TEXT.byRule, now);
}

/** The line's history row and the recipient's message of a choice the event's rule gave back. */
export async function noteReopenedByRule(
  tx: Executor,
  deps: Pick<DeliveryDeps, 'config'>,
  r: { estiItemSn: number; deliStatCd: string; refundSn: number },
  now: Date,
): Promise<void> {
  await repo.addHistory(tx, {
    estiItemSn: r.estiItemSn,
    deliStatCd: r.deliStatCd,
    refundSn: r.refundSn,
    refundStatCd: RETURN_STATE.refunded,
    memo: `${REOPEN_TEXT.title}: ${REOPEN_TEXT.byRule}`,
    changedBy: null,
    changedAt: now,
  });
  await queueOrderNotices(tx, publicUrlOf(deps), 'CHOICE_REOPENED', [{ estiItemSn: r.estiItemSn }]);
}

/** What the operator's return detail shows about the choice and the goods (decision 030). */
export async function reopenStateOf(
  db: Executor,
  now: Date,
  r: { ordSn: number; refundGbn: string; refundStatCd: string },
) {
  const o = await repo.orderReopening(db, r.ordSn);
  const ev = o ? await choiceEventOf(db, o.eventSn, now) : { open: false, byRule: false };
  const check =
    r.refundGbn === REFUND_GBN.return
      ? canReopenChoice({
          refundGbn: r.refundGbn,
          refundStatCd: r.refundStatCd,
          reopened: !!o?.reopenedAt,
          eventOpen: ev.open,
        })
      : ({ ok: false, message: REOPEN_TEXT.notReturned } as const);
  return {
    reopenedAt: o?.reopenedAt ? ymdHmsKst(o.reopenedAt) : null,
    reopenReason: o?.reopenReason ?? null,
    reopenOnReturnYn: ev.byRule ? ('Y' as const) : ('N' as const),
    reopenRefusal: check.ok ? null : check.message,
  };
}
