import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { estimate, estimateItem, giftOrder, product, refund } from '../../../db/schema/index';

/**
 * The recipient's own orders and returns.
 */

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
