import {
  addMonths,
  DELIVERY_STATUS,
  kstMonthRange,
  REFUND_GBN,
  RETURN_STATE,
  VENDOR_LINE_KIND,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { kstMonthStartSql, kstYyyymmSql } from './client-facts';
import { type CloseShard, inShardSql, vendorShardKeySql } from './close-shards';

/*
 * The facts of a vendor's monthly statement (decision 037), as SQL: delivered lines and completed returns of them.
 * Amounts follow the domain's vendorLineAmounts (a test holds them equal).
 */

export type VendorFactRow = {
  lineKind: string;
  srcSn: number;
  estiItemSn: number;
  refundSn: number | null;
  vendorSn: number;
  cmpyCd: string;
  eventSn: number;
  prodSn: number;
  factAt: Date | string;
  factYyyymm: string;
  quantity: number;
  /** Null: the line has no supply price; the statement cannot be confirmed until it has one. */
  unitSupplyPrice: number | null;
  supplyAmt: number;
  shipAmt: number;
  returnShipAmt: number;
  payableAmt: number;
  /** A return of a line on a confirmed statement: that statement; null otherwise. */
  adjustsStlSn: number | null;
};

const RETURN_DONE = [RETURN_STATE.refundWaiting, RETURN_STATE.refunded];

/** Whose facts: one vendor, a shard of the vendors (the month-end close), or every vendor (null). */
export type VendorScope = number | CloseShard | null;

const vendorScopeSql = (col: SQL, scope: VendorScope): SQL =>
  scope === null
    ? sql``
    : typeof scope === 'number'
      ? sql`and ${col} = ${scope}`
      : sql`and ${inShardSql(vendorShardKeySql(col), scope)}`;
const oneVendor = (scope: VendorScope): number | null => (typeof scope === 'number' ? scope : null);

/** Each vendor's draft window of `yyyymm`: from the month, or from the month before when that one is its last confirmed. */
function windowsSql(yyyymm: string, vendorSn: VendorScope): SQL {
  const month = kstMonthRange(yyyymm);
  const prev = kstMonthRange(addMonths(yyyymm, -1));
  return sql`
    select v.vendor_sn,
      case when (select max(s.yyyymm) from vendor_settlement s where s.vendor_sn = v.vendor_sn) = ${addMonths(yyyymm, -1)}
        then ${prev.from}::timestamptz else ${month.from}::timestamptz end as from_at,
      ${month.to}::timestamptz as to_at
    from vendor v
    where not exists (select 1 from vendor_settlement s where s.vendor_sn = v.vendor_sn and s.yyyymm >= ${yyyymm})
      ${vendorScopeSql(sql`v.vendor_sn`, vendorSn)}`;
}

/** Every unbilled fact of the draft month `yyyymm` of one vendor, or of every vendor whose month is not confirmed. */
export const vendorFactsSql = (yyyymm: string, vendorSn: VendorScope): SQL =>
  factsInWindowsSql(
    windowsSql(yyyymm, vendorSn),
    oneVendor(vendorSn),
    kstMonthRange(addMonths(yyyymm, -1)).from,
    kstMonthRange(yyyymm).to,
  );

function factsInWindowsSql(windows: SQL, vendorSn: number | null, deliveredFrom: Date | null, to: Date): SQL {
  return sql`
    with w as (${windows}),
    delivery as (
      select ${VENDOR_LINE_KIND.delivery}::varchar as line_kind, i.esti_item_sn as src_sn, i.esti_item_sn,
        null::int as refund_sn, i.vendor_sn, x.cmpy_cd, x.event_sn, i.prod_sn, i.delivered_at as fact_at, i.quantity,
        i.supply_price as unit_supply_price, i.supply_price * i.quantity as supply_amt, i.ship_fee as ship_amt,
        0 as return_ship_amt, null::int as adjusts_stl_sn
      from estimate_item i
        join w on w.vendor_sn = i.vendor_sn
        join estimate x on x.esti_sn = i.esti_sn
        join event e on e.event_sn = x.event_sn and e.test_yn = 'N'
      where i.delivered_at is not null and i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled}
        ${deliveredFrom === null ? sql`` : sql`and i.delivered_at >= ${deliveredFrom}::timestamptz`}
        and i.delivered_at < ${to}::timestamptz and i.delivered_at >= w.from_at
        ${vendorSn === null ? sql`` : sql`and i.vendor_sn = ${vendorSn}`}
        and not exists (select 1 from vendor_settlement_line b
          where b.line_kind = ${VENDOR_LINE_KIND.delivery} and b.src_sn = i.esti_item_sn)
    ),
    ret as (
      select ${VENDOR_LINE_KIND.return}::varchar as line_kind, r.refund_sn as src_sn, i.esti_item_sn, r.refund_sn,
        i.vendor_sn, x.cmpy_cd, x.event_sn, i.prod_sn, coalesce(h.at, r.updated_at) as fact_at, i.quantity,
        coalesce(b.unit_supply_price, i.supply_price) as unit_supply_price,
        -coalesce(b.supply_amt, i.supply_price * i.quantity) as supply_amt, -coalesce(b.ship_amt, i.ship_fee) as ship_amt,
        case when r.fee_payer_cd = 'R' then r.ship_fee else 0 end as return_ship_amt, b.stl_sn as adjusts_stl_sn
      from refund r
        join estimate_item i on i.esti_item_sn = r.esti_item_sn
        join w on w.vendor_sn = i.vendor_sn
        join estimate x on x.esti_sn = i.esti_sn
        join event e on e.event_sn = x.event_sn and e.test_yn = 'N'
        left join vendor_settlement_line b on b.line_kind = ${VENDOR_LINE_KIND.delivery} and b.src_sn = i.esti_item_sn
        left join lateral (
          select min(h.changed_at) as at from delivery_history h
          where h.refund_sn = r.refund_sn and h.refund_stat_cd in (${sql.join(RETURN_DONE, sql`, `)})
        ) h on true
      where r.refund_gbn = ${REFUND_GBN.return} and r.refund_stat_cd in (${sql.join(RETURN_DONE, sql`, `)})
        and i.delivered_at is not null
        and coalesce(h.at, r.updated_at) >= w.from_at and coalesce(h.at, r.updated_at) < w.to_at
        ${vendorSn === null ? sql`` : sql`and i.vendor_sn = ${vendorSn}`}
        and not exists (select 1 from vendor_settlement_line c
          where c.line_kind = ${VENDOR_LINE_KIND.return} and c.src_sn = r.refund_sn)
    ),
    fact as (select * from delivery union all select * from ret)
    select f.line_kind as "lineKind", f.src_sn as "srcSn", f.esti_item_sn as "estiItemSn", f.refund_sn as "refundSn",
      f.vendor_sn as "vendorSn", f.cmpy_cd as "cmpyCd", f.event_sn as "eventSn", f.prod_sn as "prodSn",
      f.fact_at as "factAt", ${kstYyyymmSql(sql`f.fact_at`)} as "factYyyymm", f.quantity,
      f.unit_supply_price as "unitSupplyPrice", coalesce(f.supply_amt, 0)::int as "supplyAmt", f.ship_amt as "shipAmt",
      f.return_ship_amt as "returnShipAmt",
      (coalesce(f.supply_amt, 0) + f.ship_amt + f.return_ship_amt)::int as "payableAmt", f.adjusts_stl_sn as "adjustsStlSn"
    from fact f`;
}

/** The unbilled facts of one vendor's draft month, oldest first. */
export const vendorFactsOf = (db: Executor, vendorSn: number, yyyymm: string) =>
  queryRows<VendorFactRow>(
    db,
    sql`select * from (${vendorFactsSql(yyyymm, vendorSn)}) f order by f."factAt", f."lineKind", f."srcSn"`,
  );

/**
 * The earliest month before the draft of `yyyymm` that still holds unbilled facts, per vendor (months are confirmed
 * in order), for one vendor or every vendor. A vendor with none is not in the map.
 */
export async function earlierOpenVendorMonths(
  db: Executor,
  yyyymm: string,
  vendorSn: VendorScope,
): Promise<Map<number, string>> {
  // From the last confirmed month (its late facts belong to the month after it, earlier than this one) or from the
  // beginning, to this month; a vendor whose last confirmed month is the one before has nothing open.
  const windows = sql`
    select v.vendor_sn, coalesce(${kstMonthStartSql(sql`ls.last`)}, '-infinity'::timestamptz) as from_at,
      ${kstMonthRange(yyyymm).from}::timestamptz as to_at
    from vendor v
      cross join lateral (select max(s.yyyymm) as last from vendor_settlement s where s.vendor_sn = v.vendor_sn) ls
    where (ls.last is null or ls.last < ${addMonths(yyyymm, -1)})
      ${vendorScopeSql(sql`v.vendor_sn`, vendorSn)}`;
  const rows = await queryRows<{ vendorSn: number; ym: string; last: string | null }>(
    db,
    sql`select f."vendorSn" as "vendorSn", min(f."factYyyymm") as ym,
        (select max(s.yyyymm) from vendor_settlement s where s.vendor_sn = f."vendorSn") as last
      from (${factsInWindowsSql(windows, oneVendor(vendorSn), null, kstMonthRange(yyyymm).from)}) f group by f."vendorSn"`,
  );
  return new Map(
    rows.map((r) => [r.vendorSn, r.last !== null && r.ym <= r.last ? addMonths(r.last, 1) : r.ym]),
  );
}

/** earlierOpenVendorMonths of one vendor: that month, or null when none is open. */
export async function earlierOpenVendorMonth(
  db: Executor,
  vendorSn: number,
  yyyymm: string,
): Promise<string | null> {
  return (await earlierOpenVendorMonths(db, yyyymm, vendorSn)).get(vendorSn) ?? null;
}
