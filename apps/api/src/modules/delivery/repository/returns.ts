import { RETURN_STATE } from '@pcs/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import {
  appUser,
  company,
  estimate,
  estimateItem,
  event,
  giftOrder,
  product,
  refund,
  vendor,
} from '../../../db/schema/index';
import { type LineFilter, lineColumns, lineConditions, packer } from './line-query';

/**
 * Returns and exchanges: the list, one return, its moves and new requests, and the returns waiting on a refund
 * already made.
 */

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
