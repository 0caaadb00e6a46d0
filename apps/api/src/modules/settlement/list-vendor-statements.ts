import {
  addMonths,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  splitVat,
  VENDOR_LINE_KIND,
  VENDOR_STL_STAT,
  type VendorStlListReply,
  type VendorStlRow,
  type VendorStlStat,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { isExport, type ListOrExport } from '../../lib/list-page';
import { vendorStatementMonths } from './settlement-default-months';
import { vendorFactsSql } from './vendor-facts';
import { vendorListScope } from './vendor-statement-access';
import { wonOf } from './won';

export type VendorStlListInput = ListOrExport & {
  /** Neither month: the default months (vendorStatementMonths). */
  fromYm?: string | null | undefined;
  toYm?: string | null | undefined;
  vendorSn?: number | null | undefined;
  stat?: VendorStlStat | null | undefined;
  sortField?: 'yyyymm' | 'vendorNm' | 'payableAmt' | null | undefined;
  sortOrder?: 'asc' | 'desc';
};

/** Money columns are bigint (month totals): the drivers give them as strings or bigints, wonOf reads them. */
type StlMoney = 'supplyAmt' | 'shipAmt' | 'returnAmt' | 'returnShipAmt' | 'payableAmt';
type Row = Omit<VendorStlRow, 'confirmedAt' | 'paidAt' | 'payableSupplyAmt' | 'payableVatAmt' | StlMoney> &
  Record<StlMoney, unknown> & {
    payableSupplyAmt: unknown;
    payableVatAmt: unknown;
    confirmedAt: Date | string | null;
    paidAt: Date | string | null;
  };

export function monthsOf(fromYm: string, toYm: string): string[] {
  const out: string[] = [];
  for (let ym = fromYm; ym <= toYm; ym = addMonths(ym, 1)) out.push(ym);
  return out;
}

const D = VENDOR_LINE_KIND.delivery;

/** Every vendor's draft of one month as one aggregate over its facts (vendors with no fact have no row). */
const draftsOf = (ym: string, vendorSn: number | null): SQL => sql`
  select f."vendorSn" as vendor_sn, ${ym}::varchar as yyyymm, ${VENDOR_STL_STAT.draft}::varchar as stat,
    null::int as stl_sn, count(*)::int as line_cnt,
    coalesce(sum(case when f."lineKind" = ${D} then f."supplyAmt" else 0 end), 0)::bigint as supply_amt,
    coalesce(sum(case when f."lineKind" = ${D} then f."shipAmt" else 0 end), 0)::bigint as ship_amt,
    coalesce(sum(case when f."lineKind" = ${D} then 0 else f."supplyAmt" + f."shipAmt" end), 0)::bigint as return_amt,
    coalesce(sum(f."returnShipAmt"), 0)::bigint as return_ship_amt, coalesce(sum(f."payableAmt"), 0)::bigint as payable_amt,
    null::bigint as payable_supply_amt, null::bigint as payable_vat_amt,
    null::timestamptz as confirmed_at, null::timestamptz as paid_at, null::varchar as paid_dt
  from (${vendorFactsSql(ym, vendorSn)}) f group by f."vendorSn"`;

/**
 * POST .../settlement/vendor/list.json and excel.json (decision 037): a row per (vendor, month) of the month range:
 * confirmed and paid months from vendor_settlement, drafts computed for every vendor with one aggregate query per
 * month. Operators every vendor (or one); a vendor its own. Rows are aggregates (at most vendors x 12), so the
 * filtered set is read once and sorted, summed and paged here; a draft's supply/VAT split is the domain's, once.
 * Without months asked, the latest month with anything in the scope and the one before it; the reply says which.
 */
export async function listVendorStatements(
  ctx: { db: Executor; now: () => Date },
  user: AuthUser,
  input: VendorStlListInput,
): Promise<VendorStlListReply> {
  const { db } = ctx;
  const vendorSn = vendorListScope(user, input.vendorSn);
  const range = await vendorStatementMonths(db, vendorSn, input, ctx.now());
  const stat = input.stat ?? null;
  const parts: SQL[] = [];
  if (stat === null || stat !== VENDOR_STL_STAT.draft)
    parts.push(sql`
      select s.vendor_sn, s.yyyymm, s.stat, s.stl_sn, s.line_cnt, s.supply_amt, s.ship_amt, s.return_amt,
        s.return_ship_amt, s.payable_amt, s.payable_supply_amt, s.payable_vat_amt, s.confirmed_at, s.paid_at, s.paid_dt
      from vendor_settlement s
      where s.yyyymm between ${range.fromYm} and ${range.toYm}
        ${vendorSn === null ? sql`` : sql`and s.vendor_sn = ${vendorSn}`}
        ${stat === null ? sql`` : sql`and s.stat = ${stat}`}`);
  if (stat === null || stat === VENDOR_STL_STAT.draft)
    for (const ym of monthsOf(range.fromYm, range.toYm)) parts.push(draftsOf(ym, vendorSn));
  const rows = await queryRows<Row>(
    db,
    sql`
      select r.vendor_sn as "vendorSn", v.vendor_nm as "vendorNm", r.yyyymm, r.stat, r.stl_sn as "stlSn",
        r.line_cnt as "lineCnt", r.supply_amt as "supplyAmt", r.ship_amt as "shipAmt", r.return_amt as "returnAmt",
        r.return_ship_amt as "returnShipAmt", r.payable_amt as "payableAmt",
        r.payable_supply_amt as "payableSupplyAmt", r.payable_vat_amt as "payableVatAmt",
        r.confirmed_at as "confirmedAt", r.paid_at as "paidAt", r.paid_dt as "paidDt"
      from (${sql.join(parts, sql` union all `)}) r join vendor v on v.vendor_sn = r.vendor_sn`,
  );
  const all: VendorStlRow[] = rows.map((r) => {
    const payableAmt = wonOf(r.payableAmt);
    const split =
      r.payableSupplyAmt === null || r.payableVatAmt === null
        ? splitVat(payableAmt)
        : { supplyAmt: wonOf(r.payableSupplyAmt), vatAmt: wonOf(r.payableVatAmt) };
    return {
      ...r,
      supplyAmt: wonOf(r.supplyAmt),
      shipAmt: wonOf(r.shipAmt),
      returnAmt: wonOf(r.returnAmt),
      returnShipAmt: wonOf(r.returnShipAmt),
      payableAmt,
      payableSupplyAmt: split.supplyAmt,
      payableVatAmt: split.vatAmt,
      confirmedAt: r.confirmedAt ? new Date(r.confirmedAt).toISOString() : null,
      paidAt: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    };
  });
  const dir = input.sortOrder === 'asc' ? 1 : -1;
  const field = input.sortField ?? 'yyyymm';
  all.sort((a, b) => {
    const primary =
      field === 'vendorNm'
        ? a.vendorNm.localeCompare(b.vendorNm, 'ko')
        : field === 'payableAmt'
          ? a.payableAmt - b.payableAmt
          : a.yyyymm.localeCompare(b.yyyymm);
    return dir * primary || a.vendorNm.localeCompare(b.vendorNm, 'ko') || a.vendorSn - b.vendorSn;
  });
  const totals = {
    lineCnt: 0,
    supplyAmt: 0,
    shipAmt: 0,
    returnAmt: 0,
    returnShipAmt: 0,
    payableAmt: 0,
    payableSupplyAmt: 0,
    payableVatAmt: 0,
  };
  for (const r of all) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
  if (isExport(input)) {
    if (all.length > EXCEL_LIMITS.exportMaxRows) throw badRequest(EXCEL_MESSAGES.exportTooMany);
    return { ...range, list: all, totalCount: all.length, page: 0, pageSize: all.length, totals };
  }
  const pageSize = input.pageSize ?? 15;
  const lastPage = Math.max(0, Math.ceil(all.length / pageSize) - 1);
  const page = Math.min(input.page ?? 0, lastPage);
  return {
    ...range,
    list: all.slice(page * pageSize, (page + 1) * pageSize),
    totalCount: all.length,
    page,
    pageSize,
    totals,
  };
}
