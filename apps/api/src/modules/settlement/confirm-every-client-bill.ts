import { hasMonthEnded, SETTLEMENT_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator } from './client-bill-view';
import { CLOSE_WORK_MEM } from './close-work-mem';
import {
  type ConfirmedClientBill,
  confirmClientMonths,
  type RefusedClientMonth,
} from './confirm-client-months';

/**
 * Decision 037: an operator confirms the ended month `yyyymm` of every company at once (the month-end close), in one
 * transaction: each company with facts and no earlier open month gets its bill, as one company's confirm would give
 * it; the others are reported with the reason and left as drafts. Run again, it bills only what is still unbilled
 * (companies confirmed since are skipped), so nothing is billed twice; the exclusive lock makes one company's confirm
 * wait for it rather than race it.
 */
export async function confirmEveryClientBill(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { yyyymm: string },
): Promise<{ yyyymm: string; confirmed: ConfirmedClientBill[]; refused: RefusedClientMonth[] }> {
  assertBillOperator(user);
  const { yyyymm } = input;
  if (!hasMonthEnded(yyyymm, deps.now())) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  try {
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.clientBillMonths})`);
      await tx.execute(sql.raw(CLOSE_WORK_MEM));
      return confirmClientMonths(tx, { yyyymm, cmpyCd: null, confirmedBy: user.unqUserId, now: deps.now() });
    });
    return { yyyymm, ...result };
  } catch (error) {
    // The locks order every confirm; the unique indexes are the last guard, and then nothing is written.
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}
