import {
  addMonths,
  CLIENT_LINE_KIND,
  DELIVERY_STATUS,
  kstMonthRange,
  ORDER_STATUS,
  REFUND_GBN,
  RETURN_STATE,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orderColumnsSql, orderGoodsSql } from '../gift';
import { type CloseShard, companyShardKeySql, inShardSql } from './close-shards';

/*
 * The facts of a client company's bill (decision 037), as SQL so that one company's draft, every company's month and
 * the bench read the same rows. Amounts follow the domain's clientLineAmounts (a test holds them equal).
 */

/** One unbilled fact, as the draft lists it and the confirm copies it into client_bill_line. */
export type ClientFactRow = {
  lineKind: string;
  srcSn: number;
  ordSn: number;
  refundSn: number | null;
  cmpyCd: string;
  eventSn: number;
  prodSn: number;
  factAt: Date | string;
  factYyyymm: string;
  quantity: number;
  unitPrice: number;
  goodsAmt: number;
  extrasAmt: number;
  shipAmt: number;
  recipientPaidAmt: number;
  chargeAmt: number;
  /** A reversal of a sale on a confirmed bill: that bill (its 수정세금계산서 group); null otherwise. */
  adjustsBillSn: number | null;
};

const RETURN_DONE = [RETURN_STATE.refundWaiting, RETURN_STATE.refunded];

/** Whose facts: one company, a shard of the companies (the month-end close), or every company (null). */
export type CompanyScope = string | CloseShard | null;

/** The scope as a condition on a company code column (after a where clause); empty for every company. */
export const companyScopeSql = (col: SQL, scope: CompanyScope): SQL =>
  scope === null
    ? sql``
    : typeof scope === 'string'
      ? sql`and ${col} = ${scope}`
      : sql`and ${inShardSql(companyShardKeySql(col), scope)}`;
/** One company's code, for the filters that narrow its own rows by index; null for a shard or every company. */
const oneCompany = (scope: CompanyScope): string | null => (typeof scope === 'string' ? scope : null);

/** KST 'YYYYMM' of a timestamp column, in SQL. */
export const kstYyyymmSql = (col: SQL): SQL => sql`to_char(${col} at time zone 'Asia/Seoul', 'YYYYMM')`;

/** KST midnight starting the month 'YYYYMM' held in a SQL expression, as a timestamptz. */
export const kstMonthStartSql = (ym: SQL): SQL =>
  sql`(to_date(${ym}, 'YYYYMM')::timestamp at time zone 'Asia/Seoul')`;
/** The month after or before 'YYYYMM' held in a SQL expression. */
const shiftMonthSql = (ym: SQL, months: number): SQL =>
  sql`to_char(to_date(${ym}, 'YYYYMM') + ${`${months} month`}::interval, 'YYYYMM')`;

/**
 * Each company's draft months among `fromYm`..`toYm` (decision 037), as windows: `first_ym` the first of them (the
 * month after its last confirmed one, or `fromYm`), `from_at` where its facts start (the month before `first_ym` when
 * that one is its last confirmed month: its late facts are carried into this draft), `to_at` the end of `toYm`. A
 * company with a month confirmed at or after `toYm` has no window. One month (`fromYm` = `toYm`) is one draft.
 * `cmpyCd` null: every company.
 */
function windowsSql(fromYm: string, toYm: string, cmpyCd: CompanyScope): SQL {
  return sql`
    select c.cmpy_cd, d.first_ym,
      case when lb.last = ${shiftMonthSql(sql`d.first_ym`, -1)} then ${kstMonthStartSql(sql`lb.last`)}
        else ${kstMonthStartSql(sql`d.first_ym`)} end as from_at,
      ${kstMonthRange(toYm).to}::timestamptz as to_at
    from company c
      cross join lateral (select max(b.yyyymm) as last from client_bill b where b.cmpy_cd = c.cmpy_cd) lb
      cross join lateral (
        select greatest(${fromYm}::varchar, ${shiftMonthSql(sql`lb.last`, 1)}) as first_ym
      ) d
    where d.first_ym <= ${toYm}
      -- An API sandbox (decision 044) is never billed: whatever its test keys did cost no one anything.
      and c.sandbox_of is null
      ${companyScopeSql(sql`c.cmpy_cd`, cmpyCd)}`;
}

/**
 * Every unbilled fact of the draft month `yyyymm` (of one company, or of every company whose month is not confirmed),
 * with its amounts. A company whose month or a later one is confirmed has no draft of it: no rows.
 */
export const clientFactsSql = (yyyymm: string, cmpyCd: CompanyScope): SQL =>
  factsInWindowsSql(
    windowsSql(yyyymm, yyyymm, cmpyCd),
    oneCompany(cmpyCd),
    kstMonthRange(addMonths(yyyymm, -1)).from,
    kstMonthRange(yyyymm).to,
  );

/**
 * The facts of every draft month from `fromYm` to `toYm` at once (the tax ledger's year): the rows clientFactsSql
 * gives month by month, each with the draft it is on (`draftYyyymm`: its own month, or the company's first draft
 * for a late fact of the last confirmed month), in one pass over the orders instead of one per month.
 */
export function clientDraftFactsSql(fromYm: string, toYm: string, cmpyCd: string | null): SQL {
  const windows = windowsSql(fromYm, toYm, cmpyCd);
  return sql`
    select f.*, greatest(f."factYyyymm", dw.first_ym) as "draftYyyymm"
    from (${factsInWindowsSql(windows, cmpyCd, kstMonthRange(addMonths(fromYm, -1)).from, kstMonthRange(toYm).to)}) f
      join (${windows}) dw on dw.cmpy_cd = f."cmpyCd"`;
}

/**
 * The unbilled facts dated inside each company's window (a CTE of cmpy_cd, from_at, to_at); sales are first narrowed
 * to [salesFrom, to) so that the (cmpy_cd, applied_at) index does the work.
 */
function factsInWindowsSql(windows: SQL, cmpyCd: string | null, salesFrom: Date | null, to: Date): SQL {
  return sql`
    with w as (${windows}),
    sale as (
      -- One line per order (every apply makes one estimate with one item): joined, not aggregated.
      select ${CLIENT_LINE_KIND.sale}::varchar as line_kind, o.ord_sn as src_sn, o.ord_sn, null::int as refund_sn,
        o.cmpy_cd, o.event_sn, o.prod_sn, o.applied_at as fact_at, o.quantity, o.unit_price,
        ${orderGoodsSql(orderColumnsSql('o'))} as goods_amt, o.extras_amt, i.ship_fee as ship_amt, o.pay_amt as recipient_paid_amt,
        null::int as adjusts_bill_sn
      from gift_order o
        join w on w.cmpy_cd = o.cmpy_cd
        join event e on e.event_sn = o.event_sn and e.test_yn = 'N'
        join estimate x on x.ord_sn = o.ord_sn
        join estimate_item i on i.esti_sn = x.esti_sn
      where o.ord_stat_cd = ${ORDER_STATUS.applied} and i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled}
        ${salesFrom === null ? sql`` : sql`and o.applied_at >= ${salesFrom}::timestamptz`}
        and o.applied_at < ${to}::timestamptz and o.applied_at >= w.from_at
        ${cmpyCd === null ? sql`` : sql`and o.cmpy_cd = ${cmpyCd}`}
        and not exists (select 1 from client_bill_line b where b.line_kind = ${CLIENT_LINE_KIND.sale} and b.src_sn = o.ord_sn)
    ),
    cancel as (
      -- From the cancelled lines (indexed by state, few) to the sales already billed: a cancel reverses what was billed.
      select ${CLIENT_LINE_KIND.cancel}::varchar as line_kind, b.src_sn, b.ord_sn, null::int as refund_sn,
        x.cmpy_cd, b.event_sn, b.prod_sn, coalesce(h.at, i.updated_at) as fact_at, b.quantity, b.unit_price,
        -b.goods_amt as goods_amt, -b.extras_amt as extras_amt, -b.ship_amt as ship_amt,
        -b.recipient_paid_amt as recipient_paid_amt, b.bill_sn as adjusts_bill_sn
      from estimate_item i
        join estimate x on x.esti_sn = i.esti_sn
        join w on w.cmpy_cd = x.cmpy_cd
        join client_bill_line b on b.line_kind = ${CLIENT_LINE_KIND.sale} and b.src_sn = x.ord_sn
        left join lateral (
          select max(h.changed_at) as at from delivery_history h
          where h.esti_item_sn = i.esti_item_sn and h.deli_stat_cd = ${DELIVERY_STATUS.cancelled}
        ) h on true
      where i.deli_stat_cd = ${DELIVERY_STATUS.cancelled}
        and coalesce(h.at, i.updated_at) >= w.from_at and coalesce(h.at, i.updated_at) < w.to_at
        ${cmpyCd === null ? sql`` : sql`and x.cmpy_cd = ${cmpyCd}`}
        and not exists (select 1 from client_bill_line c where c.line_kind = ${CLIENT_LINE_KIND.cancel} and c.src_sn = b.src_sn)
    ),
    ret as (
      select ${CLIENT_LINE_KIND.return}::varchar as line_kind, r.refund_sn as src_sn, o.ord_sn, r.refund_sn,
        o.cmpy_cd, o.event_sn, o.prod_sn, coalesce(h.at, r.updated_at) as fact_at, o.quantity, o.unit_price,
        -coalesce(b.goods_amt, ${orderGoodsSql(orderColumnsSql('o'))}) as goods_amt, -coalesce(b.extras_amt, o.extras_amt) as extras_amt,
        -coalesce(b.ship_amt, i.ship_fee) as ship_amt, -coalesce(b.recipient_paid_amt, o.pay_amt) as recipient_paid_amt,
        b.bill_sn as adjusts_bill_sn
      from refund r
        join estimate_item i on i.esti_item_sn = r.esti_item_sn
        join estimate x on x.esti_sn = i.esti_sn
        join gift_order o on o.ord_sn = x.ord_sn
        join w on w.cmpy_cd = x.cmpy_cd
        join event e on e.event_sn = o.event_sn and e.test_yn = 'N'
        left join client_bill_line b on b.line_kind = ${CLIENT_LINE_KIND.sale} and b.src_sn = o.ord_sn
        left join lateral (
          select min(h.changed_at) as at from delivery_history h
          where h.refund_sn = r.refund_sn and h.refund_stat_cd in (${sql.join(RETURN_DONE, sql`, `)})
        ) h on true
      where r.refund_gbn = ${REFUND_GBN.return} and r.refund_stat_cd in (${sql.join(RETURN_DONE, sql`, `)})
        and coalesce(h.at, r.updated_at) >= w.from_at and coalesce(h.at, r.updated_at) < w.to_at
        ${cmpyCd === null ? sql`` : sql`and x.cmpy_cd = ${cmpyCd}`}
        and not exists (select 1 from client_bill_line c where c.line_kind = ${CLIENT_LINE_KIND.return} and c.src_sn = r.refund_sn)
    ),
    fact as (
      select * from sale
      union all select * from cancel
      union all select * from ret
    )
    select f.line_kind as "lineKind", f.src_sn as "srcSn", f.ord_sn as "ordSn", f.refund_sn as "refundSn",
      f.cmpy_cd as "cmpyCd", f.event_sn as "eventSn", f.prod_sn as "prodSn", f.fact_at as "factAt",
      ${kstYyyymmSql(sql`f.fact_at`)} as "factYyyymm", f.quantity, f.unit_price as "unitPrice",
      f.goods_amt as "goodsAmt", f.extras_amt as "extrasAmt", f.ship_amt as "shipAmt",
      f.recipient_paid_amt as "recipientPaidAmt",
      (f.goods_amt + f.extras_amt + f.ship_amt - f.recipient_paid_amt) as "chargeAmt",
      f.adjusts_bill_sn as "adjustsBillSn"
    from fact f`;
}

/** The unbilled facts of one company's draft month, oldest first. */
export const clientFactsOf = (db: Executor, cmpyCd: string, yyyymm: string) =>
  queryRows<ClientFactRow>(
    db,
    sql`select * from (${clientFactsSql(yyyymm, cmpyCd)}) f order by f."factAt", f."lineKind", f."srcSn"`,
  );

/**
 * The earliest month before the draft of `yyyymm` that still holds unbilled facts, per company (decision 037: months
 * are confirmed in order, and a later confirm would strand them), for one company or every company. A company with
 * none (or whose last confirmed month is the one before, whose late facts this draft carries) is not in the map.
 */
export async function earlierOpenClientMonths(
  db: Executor,
  yyyymm: string,
  cmpyCd: CompanyScope,
): Promise<Map<string, string>> {
  // Each company's window from its last confirmed month (its late facts count: they belong to the month after it,
  // which is earlier than this one) or from the beginning, to this month.
  const windows = sql`
    select c.cmpy_cd, coalesce(${kstMonthStartSql(sql`lb.last`)}, '-infinity'::timestamptz) as from_at,
      ${kstMonthRange(yyyymm).from}::timestamptz as to_at
    from company c
      cross join lateral (select max(b.yyyymm) as last from client_bill b where b.cmpy_cd = c.cmpy_cd) lb
    where (lb.last is null or lb.last < ${addMonths(yyyymm, -1)})
      ${companyScopeSql(sql`c.cmpy_cd`, cmpyCd)}`;
  const rows = await queryRows<{ cmpyCd: string; ym: string; last: string | null }>(
    db,
    sql`select f."cmpyCd" as "cmpyCd", min(f."factYyyymm") as ym,
        (select max(b.yyyymm) from client_bill b where b.cmpy_cd = f."cmpyCd") as last
      from (${factsInWindowsSql(windows, oneCompany(cmpyCd), null, kstMonthRange(yyyymm).from)}) f group by f."cmpyCd"`,
  );
  return new Map(
    rows.map((r) => [r.cmpyCd, r.last !== null && r.ym <= r.last ? addMonths(r.last, 1) : r.ym]),
  );
}

/** earlierOpenClientMonths of one company: that month, or null when the month may be confirmed. */
export async function earlierOpenClientMonth(
  db: Executor,
  cmpyCd: string,
  yyyymm: string,
): Promise<string | null> {
  return (await earlierOpenClientMonths(db, yyyymm, cmpyCd)).get(cmpyCd) ?? null;
}
