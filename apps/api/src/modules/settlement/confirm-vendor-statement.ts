import {
  hasMonthEnded,
  SETTLEMENT_TEXT,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT,
  type VendorStlConfirmReply,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { vendorShardKeySql } from './close-shards';
import { freezeVendorMonths } from './freeze-vendor-months';
import { confirmingVendor } from './vendor-statement-access';
import { vendorName } from './vendor-statement-lines';

/**
 * POST .../settlement/vendor/confirm.json (decision 037): the vendor agrees to its month and the statement is frozen.
 * Only the vendor itself (30, 35), for its own month: an operator cannot agree on its behalf. Refused (409, nothing
 * changed) while the month runs, while an earlier month is open, when there is nothing to confirm, when a line has
 * no supply price, and when the month (or a later one) is already confirmed: under a per-vendor advisory lock, and
 * the unique indexes catch anything that slips past.
 */
export async function confirmVendorStatement(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { vendorSn: number; yyyymm: string },
): Promise<VendorStlConfirmReply> {
  const vendorSn = confirmingVendor(user, input.vendorSn);
  const { yyyymm } = input;
  const now = deps.now();
  try {
    return await deps.db.transaction((tx) => freezeVendorMonth(tx, vendorSn, yyyymm, user.unqUserId, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}

/**
 * The confirm's work inside a transaction: under the vendor's advisory lock, refuse a month already confirmed (or a
 * later one) and a month not ended, then freezeVendorMonths (the one owner of what a vendor confirm writes) for this
 * vendor, whose refusal (an earlier month open, nothing to confirm, a line without a supply price) is the 409.
 */
export async function freezeVendorMonth(
  tx: Executor,
  vendorSn: number,
  yyyymm: string,
  confirmedBy: string,
  now: Date,
): Promise<VendorStlConfirmReply> {
  // Shared: waits for the month-end close's part that holds the vendor (exclusive), while vendors' own confirms run
  // side by side.
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${LOCK_CLASS.vendorStatementMonths}, ${vendorShardKeySql(sql`${vendorSn}::int`)})`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.vendorStatement}, ${vendorSn})`);
  if ((await vendorName(tx, vendorSn)) === null) throw notFound(VENDOR_STATEMENT_TEXT.vendorNotFound);
  const done = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vendor_settlement where vendor_sn = ${vendorSn} and yyyymm >= ${yyyymm}`,
  );
  if ((done[0]?.n ?? 0) > 0) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
  if (!hasMonthEnded(yyyymm, now)) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  const { frozen, refused } = await freezeVendorMonths(tx, {
    yyyymm,
    vendors: [{ vendorSn, confirmedBy }],
    now,
  });
  const stl = frozen[0];
  if (stl === undefined) throw conflict(refused[0]?.reason ?? SETTLEMENT_TEXT.emptyMonth);
  return {
    stlSn: stl.stlSn,
    stat: VENDOR_STL_STAT.vendorConfirmed,
    lineCnt: stl.lineCnt,
    payableAmt: stl.payableAmt,
  };
}
