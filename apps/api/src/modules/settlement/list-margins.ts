import {
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  kstMonthRange,
  MARGIN_GROUP_BY,
  type MarginGroupBy,
  type MarginListReply,
  type MarginRow,
  marginRate,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { badRequest } from '../../http/errors';
import { isExport, type ListOrExport } from '../../lib/list-page';
import { orderCountsSql, orderTotalSql } from '../gift';
import { kstYyyymmSql } from './client-facts';
import { wonOf } from './won';

export type MarginInput = ListOrExport & {
  fromYm: string;
  toYm: string;
  groupBy: MarginGroupBy;
  cmpyCd?: string | null | undefined;
  vendorSn?: number | null | undefined;
};

type Num = number | string;
type Raw = Omit<
  MarginRow,
  'marginRate' | 'lineCnt' | 'saleAmt' | 'supplyAmt' | 'marginAmt' | 'supplyMissingCnt'
> & {
  lineCnt: Num;
  saleAmt: Num;
  supplyAmt: Num;
  supplyMissingCnt: Num;
};

/** The grouping columns of each groupBy (the other name columns null). */
const GROUPS: Record<MarginGroupBy, { cols: SQL; by: SQL; order: SQL }> = {
  MONTH: {
    cols: sql`${kstYyyymmSql(sql`o.applied_at`)} as yyyymm, null::varchar as "cmpyCd", null::varchar as "cmpyNm",
      null::int as "eventSn", null::varchar as "eventNm", null::int as "vendorSn", null::varchar as "vendorNm"`,
    by: sql`1`,
    order: sql`1 desc`,
  },
  COMPANY: {
    cols: sql`null::varchar as yyyymm, o.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", null::int as "eventSn",
      null::varchar as "eventNm", null::int as "vendorSn", null::varchar as "vendorNm"`,
    by: sql`o.cmpy_cd, c.cmpy_nm`,
    order: sql`"saleAmt" desc, "cmpyCd"`,
  },
  EVENT: {
    cols: sql`null::varchar as yyyymm, o.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", o.event_sn as "eventSn",
      e.event_nm as "eventNm", null::int as "vendorSn", null::varchar as "vendorNm"`,
    by: sql`o.cmpy_cd, c.cmpy_nm, o.event_sn, e.event_nm`,
    order: sql`"saleAmt" desc, "eventSn"`,
  },
  VENDOR: {
    cols: sql`null::varchar as yyyymm, null::varchar as "cmpyCd", null::varchar as "cmpyNm", null::int as "eventSn",
      null::varchar as "eventNm", i.vendor_sn as "vendorSn", v.vendor_nm as "vendorNm"`,
    by: sql`i.vendor_sn, v.vendor_nm`,
    order: sql`"saleAmt" desc, "vendorSn"`,
  },
};

/**
 * POST .../settlement/margin/list.json and excel.json (operators; the route's guard): sale minus supply over the order
 * lines applied in the month range (Korean months), net of cancels and completed returns, grouped by month, company,
 * event or vendor. The rule of one line is the domain's marginOfLine (settlement-margin.ts); a test holds this SQL to
 * it. Groups are few (at most the events of the range), so they are summed and paged here.
 */
export async function listMargins(db: Executor, input: MarginInput): Promise<MarginListReply> {
  const g = GROUPS[input.groupBy] ?? GROUPS[MARGIN_GROUP_BY.month];
  const from = kstMonthRange(input.fromYm).from;
  const to = kstMonthRange(input.toYm).to;
  const raw = await queryRows<Raw>(
    db,
    sql`
      select ${g.cols}, count(*)::bigint as "lineCnt",
        coalesce(sum(${orderTotalSql({ unitPrice: sql`i.unit_price::bigint`, quantity: sql`i.quantity`, extrasAmt: sql`o.extras_amt` })}), 0)::bigint as "saleAmt",
        coalesce(sum(coalesce(i.supply_price, 0)::bigint * i.quantity), 0)::bigint as "supplyAmt",
        count(*) filter (where i.supply_price is null)::bigint as "supplyMissingCnt"
      from gift_order o
        join event e on e.event_sn = o.event_sn and e.test_yn = 'N'
        join company c on c.cmpy_cd = o.cmpy_cd
        join estimate x on x.ord_sn = o.ord_sn
        join estimate_item i on i.esti_sn = x.esti_sn
        left join vendor v on v.vendor_sn = i.vendor_sn
      where ${orderCountsSql('o', 'i')} and o.applied_at >= ${from}::timestamptz
        and o.applied_at < ${to}::timestamptz
        ${input.cmpyCd ? sql`and o.cmpy_cd = ${input.cmpyCd}` : sql``}
        ${input.vendorSn ? sql`and i.vendor_sn = ${input.vendorSn}` : sql``}
      group by ${g.by}
      order by ${g.order}`,
  );
  const rows: MarginRow[] = raw.map((r) => {
    const saleAmt = wonOf(r.saleAmt);
    const supplyAmt = wonOf(r.supplyAmt);
    return {
      ...r,
      lineCnt: Number(r.lineCnt),
      saleAmt,
      supplyAmt,
      marginAmt: saleAmt - supplyAmt,
      marginRate: marginRate(saleAmt - supplyAmt, saleAmt),
      supplyMissingCnt: Number(r.supplyMissingCnt),
    };
  });
  const sum = (k: 'lineCnt' | 'saleAmt' | 'supplyAmt' | 'supplyMissingCnt') =>
    rows.reduce((n, r) => n + r[k], 0);
  const saleAmt = sum('saleAmt');
  const supplyAmt = sum('supplyAmt');
  const totals = {
    lineCnt: sum('lineCnt'),
    saleAmt,
    supplyAmt,
    marginAmt: saleAmt - supplyAmt,
    marginRate: marginRate(saleAmt - supplyAmt, saleAmt),
    supplyMissingCnt: sum('supplyMissingCnt'),
  };
  if (isExport(input)) {
    if (rows.length > EXCEL_LIMITS.exportMaxRows) throw badRequest(EXCEL_MESSAGES.exportTooMany);
    return { list: rows, totalCount: rows.length, page: 0, pageSize: rows.length, totals };
  }
  const pageSize = input.pageSize ?? 15;
  const page = Math.min(input.page ?? 0, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  return {
    list: rows.slice(page * pageSize, (page + 1) * pageSize),
    totalCount: rows.length,
    page,
    pageSize,
    totals,
  };
}
