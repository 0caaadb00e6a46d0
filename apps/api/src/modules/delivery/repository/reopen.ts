import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { event, eventRecipient, giftOrder } from '../../../db/schema/index';

/**
 * A returned order's stock and choice (decisions 029 and 030).
 */

/**
 * Locks a return's order first (decision 024: the order before its payment, the recipient, the stock and the return
 * row), so every path that may give its choice or its stock back meets the others in one order.
 */
export async function lockOrder(db: Executor, ordSn: number) {
  const [o] = await db
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

/** The event's times and status (is it open for choosing?) and its rule on giving the choice back. */
export const findChoiceEvent = (db: Executor, eventSn: number) =>
  db
    .select({
      eventStatCd: event.eventStatCd,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
      reopenOnReturnYn: event.reopenOnReturnYn,
    })
    .from(event)
    .where(eq(event.eventSn, eventSn))
    .then((rows) => rows[0] ?? null);

/** Marks an applied order's choice given back, only if it was not already (true when this call marked it). */
export const markOrderReopened = (db: Executor, ordSn: number, reason: string, now: Date) =>
  db
    .update(giftOrder)
    .set({ reopenedAt: now, reopenReason: reason })
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.ordStatCd, '01'), isNull(giftOrder.reopenedAt)))
    .returning({ ordSn: giftOrder.ordSn })
    .then((rows) => rows.length > 0);

export const recipientUsedCount = (db: Executor, eventSn: number, unqUserId: string) =>
  db
    .select({ usedCnt: eventRecipient.usedCnt })
    .from(eventRecipient)
    .where(and(eq(eventRecipient.eventSn, eventSn), eq(eventRecipient.unqUserId, unqUserId)))
    .then((rows) => rows[0]?.usedCnt ?? 0);

/** Whether an order's choice was given back, when and why. */
export const orderReopening = (db: Executor, ordSn: number) =>
  db
    .select({
      eventSn: giftOrder.eventSn,
      reopenedAt: giftOrder.reopenedAt,
      reopenReason: giftOrder.reopenReason,
    })
    .from(giftOrder)
    .where(eq(giftOrder.ordSn, ordSn))
    .then((rows) => rows[0] ?? null);
