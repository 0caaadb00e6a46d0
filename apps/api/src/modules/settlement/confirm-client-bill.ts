import {
  CLIENT_BILL_STAT,
  type ClientBillActionReply,
  type ClientBillKey,
  hasMonthEnded,
  SETTLEMENT_TEXT,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';
import { companyShardKeySql } from './close-shards';
import { confirmClientMonths } from './confirm-client-months';

/**
 * Decision 037: an operator confirms a company's ended month. In one transaction under the company's advisory lock:
 * the earlier months with unbilled facts must be confirmed first, the month must hold facts, and its bill and lines
 * are inserted by confirmClientMonths (unique company + month, unique kind + source), so a second confirm, at once or
 * later, answers 409 and no fact is ever billed twice. Reversals of sales on earlier bills are the bill's adjustments.
 */
export async function confirmClientBill(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  key: ClientBillKey,
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  const { cmpyCd, yyyymm } = key;
  await billCompany(deps.db, cmpyCd);
  if (!hasMonthEnded(yyyymm, deps.now())) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  try {
    return await deps.db.transaction(async (tx) => {
      // Shared: one company's confirm waits for the month-end close's part that holds the company (which takes its
      // shard exclusively) and then finds its bill; confirms of different companies run side by side.
      await tx.execute(
        sql`select pg_advisory_xact_lock_shared(${LOCK_CLASS.clientBillMonths}, ${companyShardKeySql(sql`${cmpyCd}::varchar`)})`,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.clientBill}, hashtext(${cmpyCd}))`);
      if (await findBill(tx, cmpyCd, yyyymm)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
      const { confirmed, refused } = await confirmClientMonths(tx, {
        yyyymm,
        cmpyCd,
        confirmedBy: user.unqUserId,
        now: deps.now(),
      });
      const billSn = confirmed[0]?.billSn;
      if (billSn === undefined) throw conflict(refused[0]?.reason ?? SETTLEMENT_TEXT.emptyMonth);
      return { billSn, stat: CLIENT_BILL_STAT.confirmed };
    });
  } catch (error) {
    // A racing confirm of the same month (or of a fact on another month's bill) that the lock did not order.
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}
