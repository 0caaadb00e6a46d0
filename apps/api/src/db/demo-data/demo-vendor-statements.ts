import { addMonths, kstMonthRange, kstYyyymm, SETTLEMENT_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { freezeVendorMonth, payVendorStatement } from '../../modules/settlement';
import type { Executor } from '../client';
import { queryRows } from '../query-rows';

const DAY_MS = 86_400_000;

/**
 * Vendor statements demo (decision 037): every vendor with a login has its months before last month confirmed (by
 * that login, on the 3rd of the next month) and paid (by the operator admin, on the 10th), in order, so on
 * `npm start` the vendor finds last month's draft waiting for its confirm and the history of the months before.
 * Deterministic: the days follow from `now`. A month the confirm refuses (a line without a supply price) stops that
 * vendor there, as it would stop the vendor itself.
 */
export async function seedDemoVendorStatements(tx: Executor, now: Date): Promise<void> {
  const last = addMonths(kstYyyymm(now), -1);
  const admin = (
    await queryRows<{ id: string }>(
      tx,
      sql`select unq_user_id as id from app_user where user_id = 'demo-admin'`,
    )
  )[0]?.id;
  if (!admin) return;
  const vendors = await queryRows<{ vendorSn: number; confirmer: string; firstYm: string | null }>(
    tx,
    sql`
      select u.vendor_sn as "vendorSn", min(u.unq_user_id) as confirmer,
        (select min(to_char(i.delivered_at at time zone 'Asia/Seoul', 'YYYYMM')) from estimate_item i
          where i.vendor_sn = u.vendor_sn and i.delivered_at is not null) as "firstYm"
      from app_user u where u.vendor_sn is not null and u.auth_cd = '30'
      group by u.vendor_sn order by u.vendor_sn`,
  );
  for (const v of vendors) {
    if (v.firstYm === null) continue;
    for (let ym = v.firstYm; ym < last; ym = addMonths(ym, 1)) {
      const monthEnd = kstMonthRange(ym).to.getTime();
      const confirmedAt = new Date(Math.min(now.getTime(), monthEnd + 2 * DAY_MS + 3_600_000));
      const paidAt = new Date(Math.min(now.getTime(), monthEnd + 9 * DAY_MS + 3_600_000));
      try {
        await freezeVendorMonth(tx, v.vendorSn, ym, v.confirmer, confirmedAt);
      } catch (error) {
        if (error instanceof AppError && error.message === SETTLEMENT_TEXT.emptyMonth) continue;
        if (error instanceof AppError) break;
        throw error;
      }
      await payVendorStatement(
        { db: tx, now: () => paidAt },
        { unqUserId: admin },
        { vendorSn: v.vendorSn, yyyymm: ym, paidDt: ymdKst(paidAt), transferMemo: `데모 정산 이체 ${ym}` },
      );
    }
  }
}
