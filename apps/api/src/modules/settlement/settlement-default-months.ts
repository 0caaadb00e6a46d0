import {
  addMonths,
  kstYyyymm,
  ORDER_STATUS,
  SETTLEMENT_MONTH_CHOICES,
  settlementDefaultMonths,
  settlementMonthsAsked,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { clientFactsSql } from './client-facts';
import { vendorFactsSql } from './vendor-facts';

type Months = { fromYm: string; toYm: string };

/**
 * The latest month, this month or earlier, that a list shows anything for: a month newer than the last stored one
 * whose draft holds a fact (asked month by month, newest first, each an `exists` over the draft's own query), else
 * the last stored month. Months before the scope's first fact are not asked; neither are those past the pickers'.
 */
async function latestMonthWithRows(
  now: Date,
  stored: string | null,
  firstFactAt: () => Promise<Date | string | null>,
  draftHasFacts: (yyyymm: string) => Promise<boolean>,
): Promise<string | null> {
  let floor: string | null = null;
  for (let i = 0, ym = kstYyyymm(now); i < SETTLEMENT_MONTH_CHOICES; i++, ym = addMonths(ym, -1)) {
    if (stored !== null && ym <= stored) return stored;
    // This month usually answers at once; only a quiet scope reads where its facts begin.
    if (i === 1) {
      const at = await firstFactAt();
      if (at === null) return stored;
      floor = kstYyyymm(new Date(at));
    }
    if (floor !== null && ym < floor) return stored;
    if (await draftHasFacts(ym)) return ym;
  }
  return stored;
}

const exists = async (db: Executor, query: SQL) =>
  (await queryRows<{ ok: boolean }>(db, sql`select exists (${query}) as ok`))[0]?.ok ?? false;

/**
 * The months of the client bill list: those asked for, or (none asked) the latest month with a bill or a draft fact of
 * the company (null: every company) and the month before it (`settlementDefaultMonths`).
 */
export async function clientBillMonths(
  db: Executor,
  cmpyCd: string | null,
  asked: { yyyymmStart?: string | null | undefined; yyyymmEnd?: string | null | undefined },
  now: Date,
): Promise<Months> {
  const range = settlementMonthsAsked({ fromYm: asked.yyyymmStart, toYm: asked.yyyymmEnd });
  if (range) return range;
  const company = cmpyCd === null ? sql`` : sql`and cmpy_cd = ${cmpyCd}`;
  const [stored] = await queryRows<{ ym: string | null }>(
    db,
    sql`select max(yyyymm) as ym from client_bill where yyyymm <= ${kstYyyymm(now)} ${company}`,
  );
  const latest = await latestMonthWithRows(
    now,
    stored?.ym ?? null,
    async () =>
      (
        await queryRows<{ at: Date | string | null }>(
          db,
          sql`select min(applied_at) as at from gift_order where ord_stat_cd = ${ORDER_STATUS.applied} ${company}`,
        )
      )[0]?.at ?? null,
    (ym) => exists(db, sql`select 1 from (${clientFactsSql(ym, cmpyCd)}) f`),
  );
  return settlementDefaultMonths(latest, now);
}

/**
 * The months of the vendor statement list: those asked for, or (none asked) the latest month with a statement or a
 * draft fact of the vendor (null: every vendor) and the month before it (`settlementDefaultMonths`).
 */
export async function vendorStatementMonths(
  db: Executor,
  vendorSn: number | null,
  asked: { fromYm?: string | null | undefined; toYm?: string | null | undefined },
  now: Date,
): Promise<Months> {
  const range = settlementMonthsAsked(asked);
  if (range) return range;
  const ofVendor = vendorSn === null ? sql`` : sql`and vendor_sn = ${vendorSn}`;
  const [stored] = await queryRows<{ ym: string | null }>(
    db,
    sql`select max(yyyymm) as ym from vendor_settlement where yyyymm <= ${kstYyyymm(now)} ${ofVendor}`,
  );
  const latest = await latestMonthWithRows(
    now,
    stored?.ym ?? null,
    async () =>
      (
        await queryRows<{ at: Date | string | null }>(
          db,
          sql`select min(delivered_at) as at from estimate_item where delivered_at is not null ${ofVendor}`,
        )
      )[0]?.at ?? null,
    (ym) => exists(db, sql`select 1 from (${vendorFactsSql(ym, vendorSn)}) f`),
  );
  return settlementDefaultMonths(latest, now);
}
