import { SETTLEMENT_TEXT, VENDOR_STL_STAT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';

/**
 * POST .../settlement/vendor/paid.json (decision 037, operators; the route's guard): records the transfer of a month
 * the vendor confirmed: the day, the memo, who and when. One conditional update on the state, so a second call (or
 * two operators at once) answers 409 and changes nothing.
 */
export async function payVendorStatement(
  deps: { db: Executor; now: () => Date },
  user: Pick<AuthUser, 'unqUserId'>,
  input: { vendorSn: number; yyyymm: string; paidDt: string; transferMemo: string },
): Promise<{ stlSn: number; stat: typeof VENDOR_STL_STAT.paid }> {
  const updated = await queryRows<{ stlSn: number }>(
    deps.db,
    sql`
      update vendor_settlement set stat = ${VENDOR_STL_STAT.paid}, paid_by = ${user.unqUserId},
        paid_at = ${deps.now()}::timestamptz, paid_dt = ${input.paidDt}, transfer_memo = ${input.transferMemo}
      where vendor_sn = ${input.vendorSn} and yyyymm = ${input.yyyymm} and stat = ${VENDOR_STL_STAT.vendorConfirmed}
      returning stl_sn as "stlSn"`,
  );
  if (updated[0]) return { stlSn: updated[0].stlSn, stat: VENDOR_STL_STAT.paid };
  const now = await queryRows<{ stat: string }>(
    deps.db,
    sql`select stat from vendor_settlement where vendor_sn = ${input.vendorSn} and yyyymm = ${input.yyyymm}`,
  );
  throw conflict(
    now[0]?.stat === VENDOR_STL_STAT.paid ? SETTLEMENT_TEXT.alreadyPaid : SETTLEMENT_TEXT.notVendorConfirmed,
  );
}
