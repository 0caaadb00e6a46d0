import { and, asc, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import {
  appUser,
  company,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  giftOrder,
  product,
} from '../../../db/schema/index';

/**
 * The managed delivery list (/delivery/managed): its rows, a line and its history, the filter options.
 */

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
