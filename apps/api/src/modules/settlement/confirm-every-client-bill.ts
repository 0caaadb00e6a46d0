import { hasMonthEnded, SETTLEMENT_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertBillOperator } from './client-bill-view';
import { CLOSE_SHARDS, closeShards, settleShards, shardKeys } from './close-shards';
import { CLOSE_WORK_MEM } from './close-work-mem';
import {
  type ConfirmedClientBill,
  confirmClientMonths,
  type RefusedClientMonth,
} from './confirm-client-months';

/**
 * Decision 037: an operator confirms the ended month `yyyymm` of every company at once (the month-end close): each
 * company with facts and no earlier open month gets its bill, as one company's confirm would give it; the others are
 * reported with the reason and left as drafts. The companies are cut into `shards` parts (close-shards.ts), each
 * confirmed in its own transaction side by side under its shards' exclusive locks, so one company's confirm waits
 * for the part that holds it rather than racing it. Run again, it bills only what is still unbilled (companies
 * confirmed since are skipped), so nothing is billed twice. A part that fails writes nothing and fails the call; the
 * parts that committed stay confirmed, and running the close again confirms the rest.
 */
export async function confirmEveryClientBill(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { yyyymm: string; shards?: number },
): Promise<{ yyyymm: string; confirmed: ConfirmedClientBill[]; refused: RefusedClientMonth[] }> {
  assertBillOperator(user);
  const { yyyymm } = input;
  const now = deps.now();
  if (!hasMonthEnded(yyyymm, now)) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  const parts = await settleShards(
    closeShards(input.shards ?? CLOSE_SHARDS).map((shard) =>
      deps.db.transaction(async (tx) => {
        for (const key of shardKeys(shard)) {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.clientBillMonths}, ${key})`);
        }
        await tx.execute(sql.raw(CLOSE_WORK_MEM));
        // A close in one part reads every company, as before the parts (no filter the planner has to guess).
        const cmpyCd = shard.count === 1 ? null : shard;
        return confirmClientMonths(tx, { yyyymm, cmpyCd, confirmedBy: user.unqUserId, now });
      }),
    ),
    // The locks order every confirm; the unique indexes are the last guard, and then the part writes nothing.
    (error) => (isUniqueViolation(error) ? conflict(SETTLEMENT_TEXT.alreadyConfirmed) : error),
  );
  const byCompany = <T extends { cmpyCd: string }>(a: T, b: T) => a.cmpyCd.localeCompare(b.cmpyCd);
  return {
    yyyymm,
    confirmed: parts.flatMap((p) => p.confirmed).sort(byCompany),
    refused: parts.flatMap((p) => p.refused).sort(byCompany),
  };
}
