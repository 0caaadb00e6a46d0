import { hasMonthEnded, SETTLEMENT_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/errors';
import { CLOSE_WORK_MEM } from './close-work-mem';
import { type FrozenVendorMonth, freezeVendorMonths, type RefusedVendorMonth } from './freeze-vendor-months';

/**
 * Decision 037: the month `yyyymm` of many vendors frozen at once, in one transaction, each on the agreement of its
 * own user (`confirmedBy`): an operator never agrees for a vendor, so this serves callers that carry each vendor's
 * agreement (the demo seed, bench:settlement), not a screen. Refused vendors are reported and stay drafts; run again,
 * it freezes only what is still a draft. The exclusive lock makes a vendor's own confirm wait for it.
 */
export async function freezeEveryVendorMonth(
  deps: { db: Db; now: () => Date },
  input: { yyyymm: string; vendors: readonly { vendorSn: number; confirmedBy: string }[] },
): Promise<{ yyyymm: string; frozen: FrozenVendorMonth[]; refused: RefusedVendorMonth[] }> {
  const now = deps.now();
  if (!hasMonthEnded(input.yyyymm, now)) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  try {
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.vendorStatementMonths})`);
      await tx.execute(sql.raw(CLOSE_WORK_MEM));
      return freezeVendorMonths(tx, { yyyymm: input.yyyymm, vendors: input.vendors, now });
    });
    return { yyyymm: input.yyyymm, ...result };
  } catch (error) {
    // The locks order every confirm; the unique indexes are the last guard, and then nothing is written.
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}
