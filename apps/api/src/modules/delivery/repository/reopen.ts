import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { event, eventProduct, eventRecipient, giftOrder, productOption } from '../../../db/schema/index';

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

/**
 * Gives an order's quantity back to the event's stock, then to the option values the apply took (decision 029), in
 * the lock order (event_product, then its values by code): a cancelled order, a resellable return. Relative updates
 * only.
 */
export async function restock(
  db: Executor,
  o: Pick<LockedOrder, 'eventSn' | 'prodSn' | 'quantity' | 'optStockCds'>,
): Promise<void> {
  await db
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} + ${o.quantity}` })
    .where(and(eq(eventProduct.eventSn, o.eventSn), eq(eventProduct.prodSn, o.prodSn)));
  // A value the vendor stopped counting since stays uncounted (null + q is null).
  if (o.optStockCds)
    await db
      .update(productOption)
      .set({ stockQty: sql`${productOption.stockQty} + ${o.quantity}` })
      .where(
        and(
          eq(productOption.prodSn, o.prodSn),
          inArray(productOption.optCd, o.optStockCds.split(',').sort()),
        ),
      );
}

/** Marks an applied order's choice given back, only if it was not already (true when this call marked it). */
export const markOrderReopened = (db: Executor, ordSn: number, reason: string, now: Date) =>
  db
    .update(giftOrder)
    .set({ reopenedAt: now, reopenReason: reason })
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.ordStatCd, '01'), isNull(giftOrder.reopenedAt)))
    .returning({ ordSn: giftOrder.ordSn })
    .then((rows) => rows.length > 0);

/** Takes the order's quantity off its recipient's count, relatively, only while the count still holds it. */
export const takeBackRecipientCount = (db: Executor, o: LockedOrder) =>
  db
    .update(eventRecipient)
    .set({ usedCnt: sql`${eventRecipient.usedCnt} - ${o.quantity}` })
    .where(
      and(
        eq(eventRecipient.eventSn, o.eventSn),
        eq(eventRecipient.unqUserId, o.unqUserId),
        gte(eventRecipient.usedCnt, o.quantity),
      ),
    )
    .returning({ usedCnt: eventRecipient.usedCnt })
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
