import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  appUser,
  giftOrder,
  payment,
  paymentHistory,
  paymentRefund,
  product,
  refund,
} from '../../db/schema/index';

export type PaymentRow = typeof payment.$inferSelect;

export const insertPayment = (db: Executor, row: typeof payment.$inferInsert) =>
  db
    .insert(payment)
    .values(row)
    .returning()
    .then((rows) => rows[0]!);

export const findPayment = (db: Executor, oid: string) =>
  db
    .select()
    .from(payment)
    .where(eq(payment.oid, oid))
    .then((rows) => rows[0] ?? null);

/**
 * Locks the payment row for the rest of the transaction (refunds are serialized per payment). NO KEY UPDATE: history
 * and refund rows referring to it are still inserted meanwhile (decision 024).
 */
export const lockPayment = (db: Executor, oid: string) =>
  db
    .select()
    .from(payment)
    .where(eq(payment.oid, oid))
    .for('no key update')
    .then((rows) => rows[0] ?? null);

/** Whether a payment of ours holds this provider transaction id (then it is never cancelled on a callback's word). */
export const tidOnFile = (db: Executor, tid: string) =>
  db
    .select({ oid: payment.oid })
    .from(payment)
    .where(eq(payment.tid, tid))
    .limit(1)
    .then((rows) => rows.length > 0);

/**
 * Moves a payment only from one of the `from` states (the state machine's conditional update): null when another
 * request moved it first, so a replayed callback changes nothing.
 */
export const movePayment = (
  db: Executor,
  oid: string,
  from: string[],
  patch: Partial<typeof payment.$inferInsert>,
  now: Date,
) =>
  db
    .update(payment)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(payment.oid, oid), inArray(payment.status, from)))
    .returning()
    .then((rows) => rows[0] ?? null);

export async function addHistory(
  db: Executor,
  row: { oid: string; kind: string; resultCode?: string | null; resultMsg?: string | null },
): Promise<void> {
  await db.insert(paymentHistory).values({
    oid: row.oid,
    kind: row.kind,
    resultCode: row.resultCode?.slice(0, 10) ?? null,
    resultMsg: row.resultMsg?.slice(0, 200) ?? null,
  });
}

/** The gift's own payments of an order (not its return fees'), newest first. */
export const paymentsOfOrder = (db: Executor, ordSn: number) =>
  db
    .select()
    .from(payment)
    .where(and(eq(payment.ordSn, ordSn), isNull(payment.refundSn)))
    .orderBy(desc(payment.createdAt), desc(payment.oid));

export const findRefund = (db: Executor, oid: string, refundKey: string) =>
  db
    .select()
    .from(paymentRefund)
    .where(and(eq(paymentRefund.oid, oid), eq(paymentRefund.refundKey, refundKey)))
    .then((rows) => rows[0] ?? null);

export const refundsOfPayments = (db: Executor, oids: string[]) =>
  oids.length === 0
    ? Promise.resolve([])
    : db.select().from(paymentRefund).where(inArray(paymentRefund.oid, oids)).orderBy(paymentRefund.id);

export const historyOfPayments = (db: Executor, oids: string[]) =>
  oids.length === 0
    ? Promise.resolve([])
    : db.select().from(paymentHistory).where(inArray(paymentHistory.oid, oids)).orderBy(paymentHistory.id);

/** The draft order with what the payment form needs about the buyer and the gift. Personal data: never logged. */
export const orderForPayment = (db: Executor, ordSn: number) =>
  db
    .select({
      order: giftOrder,
      prodNm: product.prodNm,
      userNm: appUser.userNm,
      telNo: appUser.telNo,
      email: appUser.email,
    })
    .from(giftOrder)
    .innerJoin(product, eq(product.prodSn, giftOrder.prodSn))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .where(eq(giftOrder.ordSn, ordSn))
    .then((rows) => rows[0] ?? null);

/** Saves the delivery address and the chosen extras on the user's draft (the payment's approval applies it). */
export const saveDraftAddress = (
  db: Executor,
  ordSn: number,
  unqUserId: string,
  address: Pick<
    typeof giftOrder.$inferInsert,
    | 'receiverNm'
    | 'receiverTelNo'
    | 'zipCd'
    | 'addr'
    | 'addrDtl'
    | 'deliveryMemo'
    | 'packageYn'
    | 'cardYn'
    | 'cardMsg'
    | 'extrasAmt'
  >,
) =>
  db
    .update(giftOrder)
    .set(address)
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.unqUserId, unqUserId), eq(giftOrder.ordStatCd, '00')))
    .returning({ ordSn: giftOrder.ordSn })
    .then((rows) => rows[0] ?? null);

/** Marks a paid draft applied; null when it is no longer a draft. */
export const markDraftApplied = (db: Executor, ordSn: number, now: Date) =>
  db
    .update(giftOrder)
    .set({ ordStatCd: '01', appliedAt: now })
    .where(and(eq(giftOrder.ordSn, ordSn), eq(giftOrder.ordStatCd, '00')))
    .returning()
    .then((rows) => rows[0] ?? null);

/** Cancels the order's other open payments: every start resets the panel (spec §4). */
export const cancelOpenPayments = (db: Executor, ordSn: number, now: Date) =>
  db
    .update(payment)
    .set({ status: 'CANCELED', resultMsg: '새 결제 요청으로 대체됨', updatedAt: now })
    .where(and(eq(payment.ordSn, ordSn), isNull(payment.refundSn), eq(payment.status, 'READY')))
    .returning({ oid: payment.oid });

/** Cancels a return fee's open payments: a new start replaces the panel, as for the gift's. */
export const cancelOpenFeePayments = (db: Executor, refundSn: number, now: Date) =>
  db
    .update(payment)
    .set({ status: 'CANCELED', resultMsg: '새 결제 요청으로 대체됨', updatedAt: now })
    .where(and(eq(payment.refundSn, refundSn), eq(payment.status, 'READY')))
    .returning({ oid: payment.oid });

/** The return request a fee payment was for, with its order keys (where the buyer goes after the callback). */
export const returnOfPayment = (db: Executor, oid: string) =>
  db
    .select({ refundSn: refund.refundSn, estiSn: refund.estiSn, estiItemSn: refund.estiItemSn })
    .from(payment)
    .innerJoin(refund, eq(refund.refundSn, payment.refundSn))
    .where(eq(payment.oid, oid))
    .then((rows) => rows[0] ?? null);

export const paidSum = sql<number>`coalesce(sum(${payment.amount}), 0)::int`;

/** What the payment form needs of the buyer. Personal data: never logged. */
export const buyerOf = (db: Executor, unqUserId: string) =>
  db
    .select({ userNm: appUser.userNm, telNo: appUser.telNo, email: appUser.email })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId))
    .then((rows) => rows[0] ?? null);
