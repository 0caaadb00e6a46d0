import { SETTLEMENT_TEXT, VENDOR_STL_STAT, vendorStatementTotals } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { CloseShard } from './close-shards';
import { earlierOpenVendorMonths, type VendorScope, vendorFactsSql } from './vendor-facts';
import { linesRefusal } from './vendor-statement-confirmable';

/** One line kind of one vendor's facts, or (stlSn null) a vendor refused for lines without a supply price. */
type KindSums = {
  stlSn: number | null;
  vendorSn: number;
  lineKind: string | null;
  lineCnt: number;
  supplyAmt: string | number;
  shipAmt: string | number;
  returnShipAmt: string | number;
  payableAmt: string | number;
  unpriced: string[] | null;
};

export type FrozenVendorMonth = { vendorSn: number; stlSn: number; lineCnt: number; payableAmt: number };
export type RefusedVendorMonth = { vendorSn: number; reason: string };

/**
 * Decision 037: the statements of `yyyymm` of the vendors given (each with the user who agreed for it: a vendor's
 * month is frozen on its own agreement), in the caller's transaction, which holds the locks (freezeVendorMonth,
 * freezeEveryVendorMonth). The one owner of what a vendor confirm writes: a vendor with an earlier month open, or
 * with a line lacking its supply price, is refused and reported; every other vendor with facts gets its statement and
 * lines in one statement over one snapshot, then the amounts from the domain's totals. A vendor whose month (or a
 * later one) is confirmed has no draft and is skipped; unique vendor + month and kind + source keep anything from
 * being settled twice. A vendor without facts is refused as an empty month.
 */
export async function freezeVendorMonths(
  tx: Executor,
  input: {
    yyyymm: string;
    vendors: readonly { vendorSn: number; confirmedBy: string }[];
    now: Date;
    /** The close's part that holds every vendor given (their facts are read for that part only). */
    shard?: CloseShard;
  },
): Promise<{ frozen: FrozenVendorMonth[]; refused: RefusedVendorMonth[] }> {
  const { yyyymm, vendors, now } = input;
  if (vendors.length === 0) return { frozen: [], refused: [] };
  const scope: VendorScope = vendors.length === 1 ? (vendors[0]?.vendorSn ?? null) : (input.shard ?? null);
  const earlier = await earlierOpenVendorMonths(tx, yyyymm, scope);
  const asked = vendors.filter((v) => !earlier.has(v.vendorSn));
  const refused: RefusedVendorMonth[] = vendors.flatMap((v) => {
    const ym = earlier.get(v.vendorSn);
    return ym === undefined ? [] : [{ vendorSn: v.vendorSn, reason: SETTLEMENT_TEXT.earlierMonthOpen(ym) }];
  });
  const confirmers = JSON.stringify(
    asked.map((v) => ({ vendor_sn: v.vendorSn, confirmed_by: v.confirmedBy })),
  );
  const kinds =
    asked.length === 0
      ? []
      : await queryRows<KindSums>(
          tx,
          sql`with c as (
          select * from jsonb_to_recordset(${confirmers}::jsonb) as c(vendor_sn int, confirmed_by varchar)
        ),
        f as materialized (
          select f0.* from (${vendorFactsSql(yyyymm, scope)}) f0 join c on c.vendor_sn = f0."vendorSn"
        ),
        -- A line without a supply price refuses its vendor's month: nothing of that vendor is written.
        unpriced as (
          select f."vendorSn" as vendor_sn, array_agg(distinct p.prod_nm order by p.prod_nm) as names
          from f join product p on p.prod_sn = f."prodSn" where f."unitSupplyPrice" is null group by f."vendorSn"
        ),
        stl as (
          insert into vendor_settlement (vendor_sn, yyyymm, stat, supply_amt, ship_amt, return_amt, return_ship_amt,
            payable_amt, payable_supply_amt, payable_vat_amt, line_cnt, confirmed_by, confirmed_at)
          select c.vendor_sn, ${yyyymm}, ${VENDOR_STL_STAT.vendorConfirmed}, 0, 0, 0, 0, 0, 0, 0, 0, c.confirmed_by,
            ${now}
          from c
          where exists (select 1 from f where f."vendorSn" = c.vendor_sn)
            and not exists (select 1 from unpriced u where u.vendor_sn = c.vendor_sn)
          order by c.vendor_sn
          returning stl_sn, vendor_sn
        ),
        copied as (
          insert into vendor_settlement_line (stl_sn, line_kind, src_sn, esti_item_sn, refund_sn, event_sn, cmpy_cd,
            prod_sn, fact_at, fact_yyyymm, adjustment_yn, quantity, unit_supply_price, supply_amt, ship_amt,
            return_ship_amt, payable_amt)
          select stl.stl_sn, f."lineKind", f."srcSn", f."estiItemSn", f."refundSn", f."eventSn", f."cmpyCd",
            f."prodSn", f."factAt", f."factYyyymm",
            case when f."adjustsStlSn" is not null or f."factYyyymm" < ${yyyymm} then 'Y' else 'N' end, f.quantity,
            f."unitSupplyPrice", f."supplyAmt", f."shipAmt", f."returnShipAmt", f."payableAmt"
          from f join stl on stl.vendor_sn = f."vendorSn" order by stl.stl_sn, f."factAt", f."lineKind", f."srcSn"
        )
        select stl.stl_sn as "stlSn", stl.vendor_sn as "vendorSn", g."lineKind", g."lineCnt", g."supplyAmt",
          g."shipAmt", g."returnShipAmt", g."payableAmt", null::varchar[] as unpriced
        from (
          select f."vendorSn", f."lineKind" as "lineKind", count(*)::int as "lineCnt",
            sum(f."supplyAmt")::bigint as "supplyAmt", sum(f."shipAmt")::bigint as "shipAmt",
            sum(f."returnShipAmt")::bigint as "returnShipAmt", sum(f."payableAmt")::bigint as "payableAmt"
          from f group by f."vendorSn", f."lineKind"
        ) g join stl on stl.vendor_sn = g."vendorSn"
        union all
        select null, u.vendor_sn, null, 0, 0, 0, 0, 0, u.names from unpriced u`,
        );
  const byStl = new Map<number, { vendorSn: number; kinds: KindSums[] }>();
  for (const k of kinds) {
    if (k.stlSn === null) {
      refused.push({
        vendorSn: k.vendorSn,
        reason: linesRefusal({ lineCnt: 1, unpriced: k.unpriced ?? [] }) ?? SETTLEMENT_TEXT.emptyMonth,
      });
      continue;
    }
    const entry = byStl.get(k.stlSn) ?? { vendorSn: k.vendorSn, kinds: [] };
    entry.kinds.push(k);
    byStl.set(k.stlSn, entry);
  }
  const headers = [...byStl].map(([stlSn, { vendorSn, kinds: ks }]) => {
    // The domain's sums over the kinds' sums (each is a sum of lines, and the totals add them up).
    const totals = vendorStatementTotals(
      ks.map((k) => ({
        lineKind: k.lineKind ?? '',
        supplyAmt: Number(k.supplyAmt),
        shipAmt: Number(k.shipAmt),
        returnShipAmt: Number(k.returnShipAmt),
        payableAmt: Number(k.payableAmt),
      })),
    );
    return {
      vendorSn,
      stl_sn: stlSn,
      supply_amt: totals.supplyAmt,
      ship_amt: totals.shipAmt,
      return_amt: totals.returnAmt,
      return_ship_amt: totals.returnShipAmt,
      payable_amt: totals.payableAmt,
      payable_supply_amt: totals.payableSupplyAmt,
      payable_vat_amt: totals.payableVatAmt,
      line_cnt: ks.reduce((n, k) => n + k.lineCnt, 0),
    };
  });
  if (headers.length > 0) {
    await tx.execute(sql`update vendor_settlement s set supply_amt = v.supply_amt, ship_amt = v.ship_amt,
        return_amt = v.return_amt, return_ship_amt = v.return_ship_amt, payable_amt = v.payable_amt,
        payable_supply_amt = v.payable_supply_amt, payable_vat_amt = v.payable_vat_amt, line_cnt = v.line_cnt
      from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb) as v(stl_sn int, supply_amt bigint, ship_amt bigint,
        return_amt bigint, return_ship_amt bigint, payable_amt bigint, payable_supply_amt bigint,
        payable_vat_amt bigint, line_cnt int)
      where s.stl_sn = v.stl_sn`);
  }
  const answered = new Set([...headers.map((h) => h.vendorSn), ...refused.map((r) => r.vendorSn)]);
  const open = asked.filter((v) => !answered.has(v.vendorSn)).map((v) => v.vendorSn);
  if (open.length > 0) {
    // Nothing to freeze: an empty month, unless the month (or a later one) is confirmed already (skipped).
    const done = new Set(
      (
        await queryRows<{ vendorSn: number }>(
          tx,
          sql`select distinct vendor_sn as "vendorSn" from vendor_settlement
            where yyyymm >= ${yyyymm} and vendor_sn in (${sql.join(
              open.map((v) => sql`${v}`),
              sql`, `,
            )})`,
        )
      ).map((r) => r.vendorSn),
    );
    for (const v of open) if (!done.has(v)) refused.push({ vendorSn: v, reason: SETTLEMENT_TEXT.emptyMonth });
  }
  return {
    frozen: headers.map((h) => ({
      vendorSn: h.vendorSn,
      stlSn: h.stl_sn,
      lineCnt: h.line_cnt,
      payableAmt: h.payable_amt,
    })),
    refused,
  };
}
