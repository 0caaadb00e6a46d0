import { AUTH_CD, PAYMENT_STATUS, RETURN_STATE } from '@pcs/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/query-rows';
import {
  appUser,
  company,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventRecipient,
  giftOrder,
  payment,
  product,
  refund,
  vendor,
} from '../../db/schema/index';
import { giveBackAllowance, giveBackStock } from '../stock';

/**
 * The delivery module's queries: the managed list, order lines and their history, returns, part-timers, the
 * not-applied, the recipient's own orders and returns, the card payments a refund reads and the rows a return's
 * reopened choice changes. No rules here: the use cases decide, these read and write.
 */

// The managed delivery list (/delivery/managed)
export type ManagedFilter = {
  from: Date | null;
  to: Date | null;
  cmpyCd: string | null;
  eventSn: number | null;
  deliStatCd: string | null;
  receiverNm: string | null;
};

function managedConditions(f: ManagedFilter): SQL | undefined {
  return and(
    f.from ? gte(estimate.createdAt, f.from) : undefined,
    f.to ? lt(estimate.createdAt, f.to) : undefined,
    f.cmpyCd ? eq(estimate.cmpyCd, f.cmpyCd) : undefined,
    f.eventSn ? eq(estimate.eventSn, f.eventSn) : undefined,
    f.deliStatCd ? eq(estimateItem.deliStatCd, f.deliStatCd) : undefined,
    f.receiverNm ? ilike(giftOrder.receiverNm, containsPattern(f.receiverNm)) : undefined,
  );
}

/** One query shape for the list and the detail, so the two can never disagree. */
function managedRows(db: Executor, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({
      estiSn: estimate.estiSn,
      estiItemSn: estimateItem.estiItemSn,
      ordSn: giftOrder.ordSn,
      createdAt: estimate.createdAt,
      cmpyCd: estimate.cmpyCd,
      cmpyNm: company.cmpyNm,
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      prodNm: product.prodNm,
      optNm: estimateItem.optNm,
      quantity: estimateItem.quantity,
      unitPrice: estimateItem.unitPrice,
      ordererId: appUser.userId,
      ordererNm: appUser.userNm,
      receiverNm: giftOrder.receiverNm,
      receiverTelNo: giftOrder.receiverTelNo,
      zipCd: giftOrder.zipCd,
      addr: giftOrder.addr,
      addrDtl: giftOrder.addrDtl,
      deliveryMemo: giftOrder.deliveryMemo,
      deliStatCd: estimateItem.deliStatCd,
      carrierCd: estimateItem.carrierCd,
      invoiceNo: estimateItem.invoiceNo,
    })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(event, eq(event.eventSn, estimate.eventSn))
    .innerJoin(company, eq(company.cmpyCd, estimate.cmpyCd))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .where(where)
    .orderBy(desc(estimate.createdAt), desc(estimateItem.estiItemSn))
    .limit(limit)
    .offset(offset);
}
export type ManagedDbRow = Awaited<ReturnType<typeof managedRows>>[number];

/** Counts with only the joins the filters need. */
export const countManaged = (db: Executor, f: ManagedFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .where(managedConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const listManaged = (db: Executor, f: ManagedFilter, offset: number, limit: number) =>
  managedRows(db, managedConditions(f), offset, limit);

export const managedItem = (db: Executor, estiSn: number, estiItemSn: number) =>
  managedRows(db, and(eq(estimate.estiSn, estiSn), eq(estimateItem.estiItemSn, estiItemSn)), 0, 1).then(
    (rows) => rows[0] ?? null,
  );

export const itemHistory = (db: Executor, estiItemSn: number) =>
  db
    .select({ deliStatCd: deliveryHistory.deliStatCd, changedAt: deliveryHistory.changedAt })
    .from(deliveryHistory)
    .where(eq(deliveryHistory.estiItemSn, estiItemSn))
    .orderBy(asc(deliveryHistory.changedAt), asc(deliveryHistory.id));

export const companiesWithEvents = (db: Executor, cmpyCd: string | null) =>
  db
    .selectDistinct({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm })
    .from(company)
    .innerJoin(event, eq(event.cmpyCd, company.cmpyCd))
    .where(cmpyCd ? eq(company.cmpyCd, cmpyCd) : undefined)
    .orderBy(asc(company.cmpyNm));

export const eventsOf = (db: Executor, cmpyCd: string | null) =>
  db
    .select({ eventSn: event.eventSn, eventNm: event.eventNm, cmpyCd: event.cmpyCd })
    .from(event)
    .where(and(eq(event.testYn, 'N'), cmpyCd ? eq(event.cmpyCd, cmpyCd) : undefined))
    .orderBy(desc(event.eventSn));

// Order lines (/delivery/apply, /delivery/order, /delivery/release)

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
  await giveBackAllowance(db, order);
  await giveBackStock(db, order);
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
    .where(and(eq(appUser.authCd, AUTH_CD.partTimer), eq(appUser.useYn, 'Y')))
    .orderBy(asc(appUser.userNm));

export const isPartTimer = (db: Executor, unqUserId: string) =>
  db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(and(eq(appUser.unqUserId, unqUserId), eq(appUser.authCd, AUTH_CD.partTimer)))
    .then((rows) => rows.length === 1);

/** Sets (or clears) the part-timer who packs the lines. */
export const setPacker = async (
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

/** When each of these recipients was last reminded of the event: reminders (pop-ups, this screen, schedules) that reached them. */
export const lastReminders = (db: Executor, eventSn: number, unqUserIds: string[]) =>
  unqUserIds.length === 0
    ? Promise.resolve([])
    : queryRows<{ unqUserId: string; at: Date | string }>(
        db,
        sql`
            select m.unq_user_id as "unqUserId", max(s.send_at) as "at"
            from event_send s join message_outbox m on m.event_send_sn = s.event_send_sn
            where s.event_sn = ${eventSn} and s.kind = 'REMIND'
              and m.unq_user_id = any(${sql.param(unqUserIds)}::text[])
            group by m.unq_user_id`,
      );

/** Returns waiting on their card refund (05) whose refund the payment records show made ('return:{refundSn}' OK). */
export const returnsWaitingOnMadeRefunds = (db: Executor) =>
  queryRows<{ refundSn: number; amount: number }>(
    db,
    sql`
    select r.refund_sn as "refundSn", p.amount
    from refund r join payment_refund p on p.refund_key = 'return:' || r.refund_sn and p.status = 'OK'
    where r.refund_stat_cd = ${RETURN_STATE.refundWaiting}
    order by r.refund_sn`,
  );

// The recipient's own orders and returns

export type MyOrderFilter = {
  unqUserId: string;
  from: Date | null;
  to: Date | null;
  prodNm: string | null | undefined;
  stateCd: string | null | undefined;
};

function myOrderConditions(f: MyOrderFilter, withState: boolean): SQL | undefined {
  const base = and(
    eq(giftOrder.unqUserId, f.unqUserId),
    f.from ? gte(estimate.createdAt, f.from) : undefined,
    f.to ? lt(estimate.createdAt, f.to) : undefined,
    f.prodNm ? sql`${product.prodNm} ilike ${`%${f.prodNm.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  return withState ? and(base, f.stateCd ? eq(estimateItem.deliStatCd, f.stateCd) : undefined) : base;
}

export const countMyOrderLines = (db: Executor, f: MyOrderFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .where(myOrderConditions(f, true))
    .then((r) => r[0]?.n ?? 0);

export const listMyOrderLines = (db: Executor, f: MyOrderFilter, offset: number, limit: number) =>
  db
    .select({
      estiSn: estimate.estiSn,
      ordSn: giftOrder.ordSn,
      eventSn: estimate.eventSn,
      createdAt: estimate.createdAt,
      estiItemSn: estimateItem.estiItemSn,
      prodNm: product.prodNm,
      mainImg: product.mainImg,
      optNm: estimateItem.optNm,
      quantity: estimateItem.quantity,
      deliStatCd: estimateItem.deliStatCd,
      addrNeededYn: giftOrder.addrNeededYn,
    })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .where(myOrderConditions(f, true))
    .orderBy(desc(estimate.createdAt), desc(estimateItem.estiItemSn))
    .limit(limit)
    .offset(offset);

/** Counts per delivery state under every filter but the state one. */
export const countMyOrderLinesByState = (db: Executor, f: MyOrderFilter) =>
  db
    .select({ stateCd: estimateItem.deliStatCd, n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .where(myOrderConditions(f, false))
    .groupBy(estimateItem.deliStatCd);

export type MyReturnFilter = {
  unqUserId: string;
  from: Date | null;
  to: Date | null;
  stateCd: string | null | undefined;
};

const myReturnConditions = (f: MyReturnFilter) =>
  and(
    eq(giftOrder.unqUserId, f.unqUserId),
    f.from ? gte(refund.createdAt, f.from) : undefined,
    f.to ? lt(refund.createdAt, f.to) : undefined,
    f.stateCd ? eq(refund.refundStatCd, f.stateCd) : undefined,
  );

const myReturnsFrom = (db: Executor) =>
  db
    .select({
      refundSn: refund.refundSn,
      estiSn: refund.estiSn,
      estiItemSn: refund.estiItemSn,
      prodNm: product.prodNm,
      optNm: estimateItem.optNm,
      mainImg: product.mainImg,
      refundGbn: refund.refundGbn,
      refundStatCd: refund.refundStatCd,
      reasonCd: refund.reasonCd,
      createdAt: refund.createdAt,
    })
    .from(refund)
    .innerJoin(estimateItem, eq(estimateItem.estiItemSn, refund.estiItemSn))
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn));

export const countMyReturns = (db: Executor, f: MyReturnFilter) =>
  myReturnsFrom(db)
    .where(myReturnConditions(f))
    .then((r) => r.length);

export const listMyReturns = (db: Executor, f: MyReturnFilter, offset: number, limit: number) =>
  myReturnsFrom(db).where(myReturnConditions(f)).orderBy(desc(refund.refundSn)).limit(limit).offset(offset);

// Card payments a cancel or a return refunds

/**
 * What the order paid by card for the gift (payments with an approval time; a return fee's payment is not the
 * gift's); 0 for a gift paid entirely by the company.
 */
export async function paidAmountOf(db: Executor, ordSn: number): Promise<number> {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${payment.amount}), 0)::int` })
    .from(payment)
    .where(and(eq(payment.ordSn, ordSn), isNull(payment.refundSn), isNotNull(payment.approvedAt)));
  return row?.amount ?? 0;
}

/** How the gift of an order was paid ('NONE' when it was not paid by card). */
export const payMethodOf = (db: Executor, ordSn: number) =>
  db
    .select({ payMethod: payment.payMethod })
    .from(payment)
    .where(and(eq(payment.ordSn, ordSn), isNull(payment.refundSn)))
    .then((r) => r[0]?.payMethod ?? 'NONE');

/** The approved card payment of a return's fee (decision 028), or null when none was paid. */
export const paidFeePaymentOf = (db: Executor, refundSn: number) =>
  db
    .select({ oid: payment.oid, amount: payment.amount })
    .from(payment)
    .where(
      and(
        eq(payment.refundSn, refundSn),
        inArray(payment.status, [PAYMENT_STATUS.paid, PAYMENT_STATUS.partRefunded, PAYMENT_STATUS.refunded]),
      ),
    )
    .orderBy(desc(payment.approvedAt))
    .then((rows) => rows[0] ?? null);

/** The card payment of a return's fee the return's detail shows: the approved one, else the latest. */
export const latestFeePaymentOf = (db: Executor, refundSn: number) =>
  db
    .select()
    .from(payment)
    .where(eq(payment.refundSn, refundSn))
    // An approved one first (a replaced start may be as recent), then the newest.
    .orderBy(sql`${payment.approvedAt} desc nulls last`, desc(payment.createdAt), desc(payment.oid))
    .then((rows) => rows[0] ?? null);

// A returned order's stock and choice (decisions 029 and 030)

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
