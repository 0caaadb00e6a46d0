import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  appUser,
  company,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  product,
  productOption,
  refund,
  vendor,
} from '../../db/schema/index';

/** Which lines a caller may see: everything, one vendor's goods, one part-timer's assignments, one recipient's. */
export type LineScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorSn: number }
  | { kind: 'packer'; unqUserId: string }
  | { kind: 'recipient'; unqUserId: string };

export type LineFilter = {
  scope: LineScope;
  from: Date | null;
  to: Date | null;
  cmpyCds: string[] | null;
  eventSn: number | null;
  states: readonly string[] | null;
  stateCd: string | null;
  vendorSn: number | null;
  receiverNm: string | null;
  invoiceNo: string | null;
};

const scopeCondition = (scope: LineScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'vendor':
      return eq(estimateItem.vendorSn, scope.vendorSn);
    case 'packer':
      return eq(estimateItem.packerUnqUserId, scope.unqUserId);
    case 'recipient':
      return eq(giftOrder.unqUserId, scope.unqUserId);
  }
};

function lineConditions(f: LineFilter, withState: boolean): SQL | undefined {
  return and(
    scopeCondition(f.scope),
    f.from ? gte(estimate.createdAt, f.from) : undefined,
    f.to ? lt(estimate.createdAt, f.to) : undefined,
    f.cmpyCds ? inArray(estimate.cmpyCd, f.cmpyCds) : undefined,
    f.eventSn ? eq(estimate.eventSn, f.eventSn) : undefined,
    f.states ? inArray(estimateItem.deliStatCd, [...f.states]) : undefined,
    withState && f.stateCd ? eq(estimateItem.deliStatCd, f.stateCd) : undefined,
    f.vendorSn ? eq(estimateItem.vendorSn, f.vendorSn) : undefined,
    f.receiverNm ? ilike(giftOrder.receiverNm, containsPattern(f.receiverNm)) : undefined,
    f.invoiceNo ? ilike(estimateItem.invoiceNo, containsPattern(f.invoiceNo)) : undefined,
  );
}

const packer = alias(appUser, 'packer');

const lineColumns = {
  estiSn: estimate.estiSn,
  estiItemSn: estimateItem.estiItemSn,
  ordSn: giftOrder.ordSn,
  createdAt: estimate.createdAt,
  cmpyCd: estimate.cmpyCd,
  cmpyNm: company.cmpyNm,
  eventSn: event.eventSn,
  eventNm: event.eventNm,
  returnDays: event.returnDays,
  returnFeePayerCd: event.returnFeePayerCd,
  returnShipFee: event.returnShipFee,
  prodSn: estimateItem.prodSn,
  prodNm: product.prodNm,
  mainImg: product.mainImg,
  optNm: estimateItem.optNm,
  quantity: estimateItem.quantity,
  unitPrice: estimateItem.unitPrice,
  vendorSn: estimateItem.vendorSn,
  vendorNm: vendor.vendorNm,
  unqUserId: giftOrder.unqUserId,
  receiverNm: giftOrder.receiverNm,
  receiverTelNo: giftOrder.receiverTelNo,
  zipCd: giftOrder.zipCd,
  addr: giftOrder.addr,
  addrDtl: giftOrder.addrDtl,
  deliveryMemo: giftOrder.deliveryMemo,
  cardMsg: giftOrder.cardMsg,
  packageYn: giftOrder.packageYn,
  cardYn: giftOrder.cardYn,
  extrasAmt: giftOrder.extrasAmt,
  addrNeededYn: giftOrder.addrNeededYn,
  deliStatCd: estimateItem.deliStatCd,
  carrierCd: estimateItem.carrierCd,
  invoiceNo: estimateItem.invoiceNo,
  deliveredAt: estimateItem.deliveredAt,
  packerUnqUserId: estimateItem.packerUnqUserId,
  packerNm: packer.userNm,
};

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
  await db
    .update(eventRecipient)
    .set({ usedCnt: sql`greatest(${eventRecipient.usedCnt} - ${order.quantity}, 0)` })
    .where(and(eq(eventRecipient.eventSn, order.eventSn), eq(eventRecipient.unqUserId, order.unqUserId)));
  await db
    .update(eventProduct)
    .set({ stockQty: sql`${eventProduct.stockQty} + ${order.quantity}` })
    .where(and(eq(eventProduct.eventSn, order.eventSn), eq(eventProduct.prodSn, order.prodSn)));
  // A value the vendor stopped counting since stays uncounted (null + q is null).
  if (order.optStockCds)
    await db
      .update(productOption)
      .set({ stockQty: sql`${productOption.stockQty} + ${order.quantity}` })
      .where(
        and(
          eq(productOption.prodSn, order.prodSn),
          inArray(productOption.optCd, order.optStockCds.split(',').sort()),
        ),
      );
}

// Returns and exchanges

export type ReturnFilter = LineFilter & { refundStates: readonly string[] | null };

function returnConditions(f: ReturnFilter, withState: boolean): SQL | undefined {
  return and(
    lineConditions({ ...f, stateCd: null, states: null }, false),
    f.refundStates ? inArray(refund.refundStatCd, [...f.refundStates]) : undefined,
    withState && f.stateCd ? eq(refund.refundStatCd, f.stateCd) : undefined,
  );
}

function returnsFrom(db: Executor) {
  return db
    .select({
      ...lineColumns,
      refundSn: refund.refundSn,
      refundGbn: refund.refundGbn,
      refundStatCd: refund.refundStatCd,
      reasonCd: refund.reasonCd,
      reason: refund.reason,
      photoFileIds: refund.photoFileIds,
      feePayerCd: refund.feePayerCd,
      shipFee: refund.shipFee,
      feeMethodCd: refund.feeMethodCd,
      rejectReason: refund.rejectReason,
      resellableYn: refund.resellableYn,
      refundAmount: refund.refundAmount,
      requestedAt: refund.createdAt,
      userNm: appUser.userNm,
    })
    .from(refund)
    .innerJoin(estimateItem, eq(estimateItem.estiItemSn, refund.estiItemSn))
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .innerJoin(event, eq(event.eventSn, estimate.eventSn))
    .innerJoin(company, eq(company.cmpyCd, estimate.cmpyCd))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .leftJoin(vendor, eq(vendor.vendorSn, estimateItem.vendorSn))
    .leftJoin(packer, eq(packer.unqUserId, estimateItem.packerUnqUserId));
}
export type ReturnDbRow = Awaited<ReturnType<ReturnType<typeof returnsFrom>['execute']>>[number];

const returnsCountBase = (db: Executor) =>
  db
    .select({ stateCd: refund.refundStatCd, n: sql<number>`count(*)::int` })
    .from(refund)
    .innerJoin(estimateItem, eq(estimateItem.estiItemSn, refund.estiItemSn))
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn));

export const countReturns = (db: Executor, f: ReturnFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(refund)
    .innerJoin(estimateItem, eq(estimateItem.estiItemSn, refund.estiItemSn))
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .where(returnConditions(f, true))
    .then((rows) => rows[0]?.n ?? 0);

export const countReturnsByState = (db: Executor, f: ReturnFilter) =>
  returnsCountBase(db).where(returnConditions(f, false)).groupBy(refund.refundStatCd);

export const listReturns = (db: Executor, f: ReturnFilter, offset: number, limit: number) =>
  returnsFrom(db)
    .where(returnConditions(f, true))
    .orderBy(desc(refund.createdAt), desc(refund.refundSn))
    .limit(limit)
    .offset(offset);

export const findReturn = (db: Executor, refundSn: number) =>
  returnsFrom(db)
    .where(eq(refund.refundSn, refundSn))
    .then((rows) => rows[0] ?? null);

export const returnsOfLines = (db: Executor, estiItemSns: number[]) =>
  estiItemSns.length === 0
    ? Promise.resolve([])
    : db.select().from(refund).where(inArray(refund.estiItemSn, estiItemSns)).orderBy(asc(refund.refundSn));

export const moveReturn = (
  db: Executor,
  refundSn: number,
  from: string,
  set: Partial<typeof refund.$inferInsert>,
) =>
  db
    .update(refund)
    .set(set)
    .where(and(eq(refund.refundSn, refundSn), eq(refund.refundStatCd, from)))
    .returning({ refundSn: refund.refundSn })
    .then((rows) => rows.length === 1);

export const insertReturn = (db: Executor, row: typeof refund.$inferInsert) =>
  db
    .insert(refund)
    .values(row)
    .onConflictDoNothing()
    .returning({ refundSn: refund.refundSn })
    .then((rows) => rows[0]?.refundSn ?? null);

// Part-timers and the not-applied

export const partTimers = (db: Executor) =>
  db
    .select({ unqUserId: appUser.unqUserId, userNm: appUser.userNm })
    .from(appUser)
    .where(and(eq(appUser.authCd, '05'), eq(appUser.useYn, 'Y')))
    .orderBy(asc(appUser.userNm));

export const isPartTimer = (db: Executor, unqUserId: string) =>
  db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(and(eq(appUser.unqUserId, unqUserId), eq(appUser.authCd, '05')))
    .then((rows) => rows.length === 1);

export const assignPacker = async (
  db: Executor,
  estiItemSns: number[],
  packerUnqUserId: string | null,
  now: Date,
) => {
  // Locked in id order first (decision 024): an UPDATE over a list locks in whatever order its plan visits them.
  await db
    .select({ estiItemSn: estimateItem.estiItemSn })
    .from(estimateItem)
    .where(inArray(estimateItem.estiItemSn, estiItemSns))
    .orderBy(asc(estimateItem.estiItemSn))
    .for('no key update');
  return db
    .update(estimateItem)
    .set({ packerUnqUserId, updatedAt: now })
    .where(inArray(estimateItem.estiItemSn, estiItemSns))
    .returning({ estiItemSn: estimateItem.estiItemSn });
};

export const lineOwners = (db: Executor, keys: { estiSn: number; estiItemSn: number }[]) =>
  db
    .select({ estiSn: estimateItem.estiSn, estiItemSn: estimateItem.estiItemSn })
    .from(estimateItem)
    .where(
      inArray(
        estimateItem.estiItemSn,
        keys.map((k) => k.estiItemSn),
      ),
    );

const notApplied = (eventSn: number) =>
  and(
    eq(eventRecipient.eventSn, eventSn),
    // An order whose choice was given back after its return (decision 030) leaves its recipient to choose again.
    sql`not exists (select 1 from ${giftOrder} where ${giftOrder.eventSn} = ${eventSn} and ${giftOrder.unqUserId} = ${eventRecipient.unqUserId} and ${giftOrder.ordStatCd} = '01' and ${giftOrder.reopenedAt} is null)`,
  );

export const notApplyEvents = (
  db: Executor,
  f: { cmpyCds: string[] | null; eventNm: string | null },
  offset: number,
  limit: number,
) =>
  db
    .select({
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
      recipientCount: sql<number>`(select count(*)::int from ${eventRecipient} er where er.event_sn = ${event.eventSn})`,
      appliedCount: sql<number>`(select count(distinct go.unq_user_id)::int from ${giftOrder} go where go.event_sn = ${event.eventSn} and go.ord_stat_cd = '01' and go.reopened_at is null)`,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(notApplyEventConditions(f))
    .orderBy(desc(event.eventSn))
    .limit(limit)
    .offset(offset);

const notApplyEventConditions = (f: { cmpyCds: string[] | null; eventNm: string | null }) =>
  and(
    eq(event.testYn, 'N'),
    f.cmpyCds ? inArray(event.cmpyCd, f.cmpyCds) : undefined,
    f.eventNm ? ilike(event.eventNm, containsPattern(f.eventNm)) : undefined,
  );

export const countNotApplyEvents = (db: Executor, f: { cmpyCds: string[] | null; eventNm: string | null }) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(event)
    .where(notApplyEventConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const findEvent = (db: Executor, eventSn: number) =>
  db
    .select({
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(eq(event.eventSn, eventSn))
    .then((rows) => rows[0] ?? null);

const notAppliedWhere = (eventSn: number, userNm: string | null) =>
  and(notApplied(eventSn), userNm ? ilike(appUser.userNm, containsPattern(userNm)) : undefined);

export const countNotApplied = (db: Executor, eventSn: number, userNm: string | null) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .where(notAppliedWhere(eventSn, userNm))
    .then((rows) => rows[0]?.n ?? 0);

export const listNotApplied = (
  db: Executor,
  eventSn: number,
  userNm: string | null,
  offset: number,
  limit: number,
) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      telNo: appUser.telNo,
    })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .where(notAppliedWhere(eventSn, userNm))
    .orderBy(asc(appUser.userNm), asc(appUser.unqUserId))
    .limit(limit)
    .offset(offset);
