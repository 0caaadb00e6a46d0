import {
  canReopenChoice,
  type DeliveryActor,
  deliveryActorOf,
  NOT_FOUND_TEXT,
  REFUND_GBN,
  REOPEN_TEXT,
  RESELLABLE,
  RETURN_STATE,
  type returnReopenRequestSchema,
} from '@pcs/domain';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { event, eventProduct, eventRecipient, giftOrder, productOption } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, forbidden, notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { isEventOpen } from '../gift/gift-access';
import { queueOrderNotices } from '../order-notice/queue-order-notices';
import * as repo from './flow-repository';
import { type FlowDeps, inScope, publicUrlOf } from './lines';

/**
 * Locks a return's order first (decision 024: the order before its payment, the recipient, the stock and the return
 * row), so every path that may give its choice or its stock back meets the others in one order.
 */
export async function lockOrder(tx: Executor, ordSn: number) {
  const [o] = await tx
    .select({
      ordSn: giftOrder.ordSn,
      eventSn: giftOrder.eventSn,
      unqUserId: giftOrder.unqUserId,
      prodSn: giftOrder.prodSn,
      quantity: giftOrder.quantity,
      optStockCds: giftOrder.optStockCds,
      reopenedAt: giftOrder.reopenedAt,
    })
    .from(giftOrder)
    .where(eq(giftOrder.ordSn, ordSn))
    .for('no key update');
  return o ?? null;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Whether the event of an order is open for choosing now, and whether its rule gives the choice back by itself. */
async function eventOf(tx: Executor, eventSn: number, now: Date) {
  const [e] = await tx
    .select({
      eventStatCd: event.eventStatCd,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
      reopenOnReturnYn: event.reopenOnReturnYn,
    })
    .from(event)
    .where(eq(event.eventSn, eventSn));
  return { open: e ? isEventOpen(e, now) : false, byRule: e?.reopenOnReturnYn === 'Y' };
}

/**
 * Gives a resellable return's quantity back to the event's stock, then to the option values the apply took
 * (decision 029), in the lock order (event_product, then its values by code). Relative updates only.
 */
export async function restock(tx: Executor, o: LockedOrder): Promise<void> {
  await tx
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} + ${o.quantity}` })
    .where(and(eq(eventProduct.eventSn, o.eventSn), eq(eventProduct.prodSn, o.prodSn)));
  // A value the vendor stopped counting since stays uncounted (null + q is null).
  if (o.optStockCds)
    await tx
      .update(productOption)
      .set({ stockQty: sql`${productOption.stockQty} + ${o.quantity}` })
      .where(
        and(
          eq(productOption.prodSn, o.prodSn),
          inArray(productOption.optCd, o.optStockCds.split(',').sort()),
        ),
      );
}

/**
 * Gives the order's choice back once: the conditional update on `reopened_at is null` lets one transaction through
 * (a second waits for the order's row and then finds it set), and only that one takes the quantity off the
 * recipient's count, relatively. False when it was given back already.
 */
async function giveChoiceBack(tx: Executor, o: LockedOrder, reason: string, now: Date): Promise<boolean> {
  const marked = await tx
    .update(giftOrder)
    .set({ reopenedAt: now, reopenReason: reason.slice(0, 200) })
    .where(and(eq(giftOrder.ordSn, o.ordSn), eq(giftOrder.ordStatCd, '01'), isNull(giftOrder.reopenedAt)))
    .returning({ ordSn: giftOrder.ordSn });
  if (marked.length === 0) return false;
  const taken = await tx
    .update(eventRecipient)
    .set({ usedCnt: sql`${eventRecipient.usedCnt} - ${o.quantity}` })
    .where(
      and(
        eq(eventRecipient.eventSn, o.eventSn),
        eq(eventRecipient.unqUserId, o.unqUserId),
        gte(eventRecipient.usedCnt, o.quantity),
      ),
    )
    .returning({ usedCnt: eventRecipient.usedCnt });
  // The count no longer holds this order (someone edited it by hand): give nothing rather than a wrong count.
  if (taken.length === 0) throw conflict(undefined, REOPEN_TEXT.already);
  return true;
}

/**
 * Inside the transaction that completes a return (06), after its order was locked and before the return row moves
 * (decision 024): the event's rule gives the choice back while the event is open. A closed event or a rule that is
 * off does nothing. The caller then writes `noteReopenedByRule` after its own history row.
 */
export async function reopenByRule(tx: Executor, o: LockedOrder, now: Date): Promise<boolean> {
  if (o.reopenedAt) return false;
  const ev = await eventOf(tx, o.eventSn, now);
  if (!ev.byRule || !ev.open) return false;
  return giveChoiceBack(tx, o, REOPEN_TEXT.byRule, now);
}

/** The line's history row and the recipient's message of a choice the event's rule gave back. */
export async function noteReopenedByRule(
  tx: Executor,
  deps: Pick<FlowDeps, 'config'>,
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

/**
 * POST delivery/returnReopen.json: an operator gives a completed return's choice back to its recipient, with a
 * reason, while the event is open. Once per order: a repeated or parallel request is refused with REOPEN_TEXT.already.
 */
export async function reopenReturnChoice(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof returnReopenRequestSchema>,
) {
  const actor: DeliveryActor = deliveryActorOf(user.authCd);
  if (actor !== 'operator') throw forbidden();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, input.refundSn);
    if (!r || r.estiSn !== input.estiSn || r.estiItemSn !== input.estiItemSn || !inScope({ kind: 'all' }, r))
      throw notFound(NOT_FOUND_TEXT.delivery);
    const o = await lockOrder(tx, r.ordSn);
    if (!o) throw notFound(NOT_FOUND_TEXT.delivery);
    const ev = await eventOf(tx, o.eventSn, now);
    const check = canReopenChoice({
      refundGbn: r.refundGbn,
      refundStatCd: r.refundStatCd,
      reopened: o.reopenedAt !== null,
      eventOpen: ev.open,
    });
    if (!check.ok) throw conflict(undefined, check.message);
    if (!(await giveChoiceBack(tx, o, input.reason, now))) throw conflict(undefined, REOPEN_TEXT.already);
    await repo.addHistory(tx, {
      estiItemSn: r.estiItemSn,
      deliStatCd: r.deliStatCd,
      refundSn: r.refundSn,
      refundStatCd: r.refundStatCd,
      memo: `${REOPEN_TEXT.title}: ${input.reason}`.slice(0, 200),
      changedBy: user.unqUserId,
      changedAt: now,
    });
    await queueOrderNotices(tx, publicUrlOf(deps), 'CHOICE_REOPENED', [{ estiItemSn: r.estiItemSn }]);
    const [rec] = await tx
      .select({ usedCnt: eventRecipient.usedCnt })
      .from(eventRecipient)
      .where(and(eq(eventRecipient.eventSn, o.eventSn), eq(eventRecipient.unqUserId, o.unqUserId)));
    return { reopenedAt: ymdHmsKst(now), usedCnt: rec?.usedCnt ?? 0 };
  });
}

/** What the operator's return detail shows about the choice and the goods (decision 030). */
export async function reopenStateOf(
  deps: Pick<FlowDeps, 'db' | 'now'>,
  r: { ordSn: number; refundGbn: string; refundStatCd: string },
) {
  const [o] = await deps.db
    .select({
      eventSn: giftOrder.eventSn,
      reopenedAt: giftOrder.reopenedAt,
      reopenReason: giftOrder.reopenReason,
    })
    .from(giftOrder)
    .where(eq(giftOrder.ordSn, r.ordSn));
  const ev = o ? await eventOf(deps.db, o.eventSn, deps.now()) : { open: false, byRule: false };
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

export const isResellable = (v: string | null | undefined) => v === RESELLABLE.yes;
