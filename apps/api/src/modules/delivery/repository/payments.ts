import { PAYMENT_STATUS } from '@pcs/domain';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payment } from '../../../db/schema/index';

/**
 * Card payments a cancel or a return refunds.
 */

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
