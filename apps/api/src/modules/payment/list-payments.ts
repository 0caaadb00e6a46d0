import {
  maskName,
  NOT_FOUND_TEXT,
  orderBudgetPart,
  orderGoodsAmt,
  orderTotal,
  PAYMENT_STATUS,
  PAYMENT_STATUS_LABEL,
  type PaymentDetail,
  type PaymentListReply,
  type PaymentRow,
  type PaymentStatus,
  type paymentListRequestSchema,
  paymentPurposeNm,
} from '@pcs/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { appUser, company, estimate, event, giftOrder, payment, product } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { kstRange, type ListOrExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import * as repo from './repository';

type Filter = Omit<z.infer<typeof paymentListRequestSchema>, 'page' | 'pageSize' | 'requestType'>;

const PAID_STATES = [PAYMENT_STATUS.paid, PAYMENT_STATUS.partRefunded, PAYMENT_STATUS.refunded];

function conditions(f: Filter): SQL | undefined {
  const range = kstRange(f.payDtStart, f.payDtEnd);
  return and(
    range.from ? gte(payment.createdAt, range.from) : undefined,
    range.to ? lt(payment.createdAt, range.to) : undefined,
    f.cmpyCd ? eq(giftOrder.cmpyCd, f.cmpyCd) : undefined,
    f.eventSn ? eq(giftOrder.eventSn, f.eventSn) : undefined,
    f.status ? eq(payment.status, f.status) : undefined,
    f.payMethod
      ? inArray(
          payment.payMethod,
          f.payMethod === 'Card'
            ? ['Card', 'CARD']
            : f.payMethod === 'DirectBank'
              ? ['DirectBank', 'BANK']
              : [f.payMethod],
        )
      : undefined,
    f.buyerNm ? ilike(appUser.userNm, containsPattern(f.buyerNm)) : undefined,
  );
}

const rowSelect = {
  p: payment,
  estiSn: estimate.estiSn,
  cmpyCd: giftOrder.cmpyCd,
  cmpyNm: company.cmpyNm,
  eventSn: giftOrder.eventSn,
  eventNm: event.eventNm,
  userNm: appUser.userNm,
};

const baseQuery = (db: Executor) =>
  db
    .select(rowSelect)
    .from(payment)
    .innerJoin(giftOrder, eq(giftOrder.ordSn, payment.ordSn))
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .innerJoin(company, eq(company.cmpyCd, giftOrder.cmpyCd))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .leftJoin(estimate, eq(estimate.ordSn, giftOrder.ordSn));

type DbRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRow(r: DbRow): PaymentRow {
  const p = r.p;
  return {
    oid: p.oid,
    ordSn: p.ordSn,
    refundSn: p.refundSn,
    purposeNm: paymentPurposeNm(p.refundSn),
    estiSn: r.estiSn,
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    eventSn: r.eventSn,
    eventNm: r.eventNm,
    buyerNm: maskName(r.userNm),
    goodName: p.goodName,
    provider: p.provider,
    wmGbn: p.wmGbn,
    payMethod: p.payMethod,
    amount: p.amount,
    refundedAmount: p.refundedAmount,
    status: p.status,
    statusNm: PAYMENT_STATUS_LABEL[p.status as PaymentStatus] ?? p.status,
    tid: p.tid,
    applNum: p.applNum,
    resultMsg: p.failText ?? p.resultMsg,
    createdAt: ymdHmsKst(p.createdAt),
    approvedAt: p.approvedAt ? ymdHmsKst(p.approvedAt) : null,
  };
}

/**
 * POST /v1/ebmp/pcs/payment/list.json (and excel.json with requestType EXPORT): every card payment with filters
 * (period, company, event, status, method, buyer), totals of the filtered rows, the provider's transaction id and
 * approval number. Buyer names are masked.
 */
export async function listPayments(
  deps: { db: Db },
  input: Filter & ListOrExport,
): Promise<PaymentListReply> {
  const where = conditions(input);
  const from = (db: Executor) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        paid: sql<number>`coalesce(sum(case when ${inArray(payment.status, PAID_STATES)} then ${payment.amount} else 0 end), 0)::int`,
        refunded: sql<number>`coalesce(sum(${payment.refundedAmount}), 0)::int`,
      })
      .from(payment)
      .innerJoin(giftOrder, eq(giftOrder.ordSn, payment.ordSn))
      .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
      .where(where)
      .then((rows) => rows[0] ?? { count: 0, paid: 0, refunded: 0 });
  const totals = await from(deps.db);
  const sortCol = input.sortField === 'amount' ? payment.amount : payment.createdAt;
  const page = await listPage(
    input,
    async () => totals.count,
    (offset, limit) =>
      baseQuery(deps.db)
        .where(where)
        .orderBy(input.sortOrder === 'asc' ? asc(sortCol) : desc(sortCol), desc(payment.oid))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(toRow)),
  );
  return {
    ...page,
    totals: { paidAmount: totals.paid, refundedAmount: totals.refunded, count: totals.count },
  };
}

/** POST /v1/ebmp/pcs/payment/detail.json: the order of an estimate, its card results and their history, refunds. */
export async function paymentDetail(deps: { db: Db }, estiSn: number): Promise<PaymentDetail> {
  const head = await deps.db
    .select({
      estiSn: estimate.estiSn,
      order: giftOrder,
      cmpyNm: company.cmpyNm,
      eventNm: event.eventNm,
      userNm: appUser.userNm,
      prodNm: product.prodNm,
    })
    .from(estimate)
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .innerJoin(company, eq(company.cmpyCd, giftOrder.cmpyCd))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .innerJoin(product, eq(product.prodSn, giftOrder.prodSn))
    .where(eq(estimate.estiSn, estiSn))
    .then((rows) => rows[0] ?? null);
  if (!head) throw notFound(NOT_FOUND_TEXT.order);
  const rows = await baseQuery(deps.db)
    .where(eq(payment.ordSn, head.order.ordSn))
    .orderBy(desc(payment.createdAt));
  const payments = rows.map(toRow);
  const oids = payments.map((p) => p.oid);
  const history = await repo.historyOfPayments(deps.db, oids);
  const refunds = await repo.refundsOfPayments(deps.db, oids);
  // The operator's refund goes to the gift's payment; a return fee is refunded with its return (decision 028).
  const paid = rows.find((r) => r.p.refundSn === null && PAID_STATES.includes(r.p.status as never))?.p;
  return {
    estiSn: head.estiSn,
    ordSn: head.order.ordSn,
    cmpyNm: head.cmpyNm,
    eventNm: head.eventNm,
    buyerNm: maskName(head.userNm),
    prodNm: head.prodNm,
    optNm: head.order.optNm,
    quantity: head.order.quantity,
    // The extras are part of the order and of what the budget carried (decision 028): one rule with the bills.
    goodsAmt: orderGoodsAmt(head.order),
    extrasAmt: head.order.extrasAmt,
    orderTotal: orderTotal(head.order),
    budgetPart: orderBudgetPart(head.order),
    payments,
    history: history.map((h) => ({
      oid: h.oid,
      kind: h.kind,
      resultCode: h.resultCode,
      resultMsg: h.resultMsg,
      createdAt: ymdHmsKst(h.createdAt),
    })),
    refunds: refunds.map((r) => ({
      refundKey: r.refundKey,
      oid: r.oid,
      amount: r.amount,
      status: r.status,
      resultCode: r.resultCode,
      resultMsg: r.resultMsg,
      reason: r.reason,
      requestedBy: r.requestedBy,
      createdAt: ymdHmsKst(r.createdAt),
    })),
    refundableAmount: paid ? paid.amount - paid.refundedAmount : 0,
  };
}

/** Companies and events that have payments (the list's filters). */
export async function paymentFilterOptions(deps: { db: Db }) {
  const rows = await deps.db
    .selectDistinct({
      cmpyCd: company.cmpyCd,
      cmpyNm: company.cmpyNm,
      eventSn: event.eventSn,
      eventNm: event.eventNm,
    })
    .from(payment)
    .innerJoin(giftOrder, eq(giftOrder.ordSn, payment.ordSn))
    .innerJoin(event, eq(event.eventSn, giftOrder.eventSn))
    .innerJoin(company, eq(company.cmpyCd, giftOrder.cmpyCd));
  const companies = new Map(rows.map((r) => [r.cmpyCd, r.cmpyNm]));
  return {
    companyList: [...companies].map(([cmpyCd, cmpyNm]) => ({ cmpyCd, cmpyNm })),
    eventList: rows.map((r) => ({ eventSn: r.eventSn, eventNm: r.eventNm, cmpyCd: r.cmpyCd })),
  };
}
