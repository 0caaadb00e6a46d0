import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  appUser,
  company,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  giftOrder,
  product,
  vendor,
} from '../../../db/schema/index';
import { giveBackAllowance, giveBackStock } from '../../stock';
import { type LineFilter, lineColumns, lineConditions, packer } from './line-query';

/**
 * Order lines (/delivery/apply, /delivery/order, /delivery/release): the lines, their moves and history, an
 * order's address and its hold.
 */

function linesFrom(db: Executor) {
  return db
    .select(lineColumns)
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(event, eq(event.eventSn, estimate.eventSn))
    .innerJoin(company, eq(company.cmpyCd, estimate.cmpyCd))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .leftJoin(vendor, eq(vendor.vendorSn, estimateItem.vendorSn))
    .leftJoin(packer, eq(packer.unqUserId, estimateItem.packerUnqUserId));
}
export type LineDbRow = Awaited<ReturnType<ReturnType<typeof linesFrom>['execute']>>[number];

export const countLines = (db: Executor, f: LineFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .where(lineConditions(f, true))
    .then((rows) => rows[0]?.n ?? 0);

/** Counts per delivery state under every filter but the state one (the tabs above a list). */
export const countLinesByState = (db: Executor, f: LineFilter) =>
  db
    .select({ stateCd: estimateItem.deliStatCd, n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .where(lineConditions(f, false))
    .groupBy(estimateItem.deliStatCd);

export const listLines = (db: Executor, f: LineFilter, offset: number, limit: number) =>
  linesFrom(db)
    .where(lineConditions(f, true))
    .orderBy(desc(estimate.createdAt), desc(estimateItem.estiItemSn))
    .limit(limit)
    .offset(offset);

export const findLine = (db: Executor, estiSn: number, estiItemSn: number) =>
  linesFrom(db)
    .where(and(eq(estimate.estiSn, estiSn), eq(estimateItem.estiItemSn, estiItemSn)))
    .then((rows) => rows[0] ?? null);

export const linesOfEstimate = (db: Executor, estiSn: number) =>
  linesFrom(db).where(eq(estimate.estiSn, estiSn)).orderBy(asc(estimateItem.estiItemSn));

/** The conditional update every transition goes through: it changes the line only if it is still in `from`. */
export const moveLine = (
  db: Executor,
  estiItemSn: number,
  from: string,
  set: Partial<typeof estimateItem.$inferInsert>,
) =>
  db
    .update(estimateItem)
    .set(set)
    .where(and(eq(estimateItem.estiItemSn, estiItemSn), eq(estimateItem.deliStatCd, from)))
    .returning({ estiItemSn: estimateItem.estiItemSn })
    .then((rows) => rows.length === 1);

export const addHistory = (db: Executor, row: typeof deliveryHistory.$inferInsert) =>
  db.insert(deliveryHistory).values(row);

export const lineHistory = (db: Executor, estiItemSns: number[]) =>
  estiItemSns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          estiItemSn: deliveryHistory.estiItemSn,
          deliStatCd: deliveryHistory.deliStatCd,
          refundSn: deliveryHistory.refundSn,
          refundStatCd: deliveryHistory.refundStatCd,
          memo: deliveryHistory.memo,
          changedAt: deliveryHistory.changedAt,
          changedByNm: appUser.userNm,
          changedByAuthCd: appUser.authCd,
        })
        .from(deliveryHistory)
        .leftJoin(appUser, eq(appUser.unqUserId, deliveryHistory.changedBy))
        .where(inArray(deliveryHistory.estiItemSn, estiItemSns))
        .orderBy(asc(deliveryHistory.changedAt), asc(deliveryHistory.id));

export const updateOrderAddress = (
  db: Executor,
  ordSn: number,
  set: Partial<typeof giftOrder.$inferInsert>,
) => db.update(giftOrder).set(set).where(eq(giftOrder.ordSn, ordSn));

/**
 * Gives back what the application took (the recipient's count, then the event stock, then the stock of the option
 * values it took, decision 029) when a whole order is cancelled. In the product's lock order (decision 024: order,
 * recipient, stock, option values by code), the same as an apply, so a recipient cancelling one order while applying
 * another never deadlocks. Only the cancel that moves the order from applied gives anything back, so two cancels of
 * one order give back once.
 */
export async function releaseOrderHold(db: Executor, ordSn: number) {
  const [order] = await db
    .update(giftOrder)
    .set({ ordStatCd: '09' })
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.ordStatCd, '01')))
    .returning();
  if (!order) return;
  await giveBackAllowance(db, order);
  await giveBackStock(db, order);
}
