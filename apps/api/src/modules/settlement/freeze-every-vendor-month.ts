import { hasMonthEnded, SETTLEMENT_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/errors';
import { CLOSE_SHARDS, closeShards, settleShards, shardKeys } from './close-shards';
import { CLOSE_WORK_MEM } from './close-work-mem';
import { type FrozenVendorMonth, freezeVendorMonths, type RefusedVendorMonth } from './freeze-vendor-months';

/**
 * Decision 037: the month `yyyymm` of many vendors frozen at once, each on the agreement of its own user
 * (`confirmedBy`): an operator never agrees for a vendor, so this serves callers that carry each vendor's agreement
 * (the demo seed, bench:settlement), not a screen. The vendors are cut into `shards` parts (close-shards.ts), each
 * frozen in its own transaction side by side under its shards' exclusive locks, so a vendor's own confirm waits for
 * the part that holds it. Refused vendors are reported and stay drafts; run again, it freezes only what is still a
 * draft.
 */
export async function freezeEveryVendorMonth(
  deps: { db: Db; now: () => Date },
  input: {
    yyyymm: string;
    vendors: readonly { vendorSn: number; confirmedBy: string }[];
    shards?: number;
  },
): Promise<{ yyyymm: string; frozen: FrozenVendorMonth[]; refused: RefusedVendorMonth[] }> {
  const now = deps.now();
  const { yyyymm } = input;
  if (!hasMonthEnded(yyyymm, now)) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  const parts = await settleShards(
    closeShards(input.shards ?? CLOSE_SHARDS).map((shard) =>
      deps.db.transaction(async (tx) => {
        const keys = shardKeys(shard);
        for (const key of keys) {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.vendorStatementMonths}, ${key})`);
        }
        await tx.execute(sql.raw(CLOSE_WORK_MEM));
        const vendors = input.vendors.filter((v) => keys.includes(v.vendorSn % CLOSE_SHARDS));
        return freezeVendorMonths(tx, { yyyymm, vendors, now, ...(shard.count === 1 ? {} : { shard }) });
      }),
    ),
    // The locks order every confirm; the unique indexes are the last guard, and then the part writes nothing.
    (error) => (isUniqueViolation(error) ? conflict(SETTLEMENT_TEXT.alreadyConfirmed) : error),
  );
  return {
    yyyymm,
    frozen: parts.flatMap((p) => p.frozen).sort((a, b) => a.vendorSn - b.vendorSn),
    refused: parts.flatMap((p) => p.refused).sort((a, b) => a.vendorSn - b.vendorSn),
  };
}
