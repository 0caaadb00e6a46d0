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

/** Where a list's months are found for one scope: its stored months, its first fact, and a draft month's facts. */
type MonthSources = {
  /** `max(yyyymm) as ym` of the stored months not after `upTo`. */
  storedUpTo: (upTo: string) => SQL;
  /** `min(...) as at`: the scope's first order or delivery, before which no draft holds anything. */
  firstFactAt: SQL;
  /** The draft's facts of a month. */
  draft: (yyyymm: string) => SQL;
};

/**
 * The months a list opens on when none are asked for (`settlementDefaultMonths`): the latest month, this month or
 * earlier, that shows anything, which is a month newer than the last stored one whose draft holds a fact (asked month
 * by month, newest first, each an `exists` over the draft's own query), else the last stored month. Months before the
 * scope's first fact are not asked; neither are those past the pickers'.
 */
async function defaultMonths(db: Executor, now: Date, sources: MonthSources): Promise<Months> {
  const [row] = await queryRows<{ ym: string | null }>(db, sources.storedUpTo(kstYyyymm(now)));
  const stored = row?.ym ?? null;
  let latest = stored;
  let floor: string | null = null;
  for (let i = 0, ym = kstYyyymm(now); i < SETTLEMENT_MONTH_CHOICES; i++, ym = addMonths(ym, -1)) {
    if (stored !== null && ym <= stored) break;
    // This month usually answers at once; only a quiet scope reads where its facts begin.
    if (i === 1) {
      const at = (await queryRows<{ at: Date | string | null }>(db, sources.firstFactAt))[0]?.at ?? null;
      if (at === null) break;
      floor = kstYyyymm(new Date(at));
    }
    if (floor !== null && ym < floor) break;
    const [hit] = await queryRows<{ ok: boolean }>(db, sql`select exists (${sources.draft(ym)}) as ok`);
    if (hit?.ok) {
      latest = ym;
      break;
    }
  }
  return settlementDefaultMonths(latest, now);
}

/**
 * The months of the client bill list: those asked for, or (none asked) the latest month with a bill or a draft fact of
 * the company (null: every company) and the month before it.
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
  return defaultMonths(db, now, {
    storedUpTo: (upTo) => sql`select max(yyyymm) as ym from client_bill where yyyymm <= ${upTo} ${company}`,
    firstFactAt: sql`select min(applied_at) as at from gift_order
      where ord_stat_cd = ${ORDER_STATUS.applied} ${company}`,
    draft: (ym) => sql`select 1 from (${clientFactsSql(ym, cmpyCd)}) f`,
  });
}

/**
 * The months of the vendor statement list: those asked for, or (none asked) the latest month with a statement or a
 * draft fact of the vendor (null: every vendor) and the month before it.
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
  return defaultMonths(db, now, {
    storedUpTo: (upTo) =>
      sql`select max(yyyymm) as ym from vendor_settlement where yyyymm <= ${upTo} ${ofVendor}`,
    firstFactAt: sql`select min(delivered_at) as at from estimate_item where delivered_at is not null ${ofVendor}`,
    draft: (ym) => sql`select 1 from (${vendorFactsSql(ym, vendorSn)}) f`,
  });
}
