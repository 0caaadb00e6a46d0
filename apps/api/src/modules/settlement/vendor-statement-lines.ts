import { VENDOR_STL_STAT, type VendorStlLine, type VendorStlStat } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { vendorFactsSql } from './vendor-facts';
import { wonOf } from './won';

/*
 * The lines of one vendor's month as every reader shows them (detail, documents): a confirmed month from its frozen
 * lines, a draft from the facts (vendor-facts.ts), each with the names of its event, company and goods.
 */

export type StoredStatement = {
  stlSn: number;
  stat: VendorStlStat;
  lineCnt: number;
  supplyAmt: number;
  shipAmt: number;
  returnAmt: number;
  returnShipAmt: number;
  payableAmt: number;
  payableSupplyAmt: number;
  payableVatAmt: number;
  confirmedBy: string;
  confirmedByNm: string | null;
  confirmedAt: Date | string;
  paidBy: string | null;
  paidByNm: string | null;
  paidAt: Date | string | null;
  paidDt: string | null;
  transferMemo: string | null;
};

/** vendor_settlement's bigint totals: raw SQL gives them as strings or bigints, wonOf reads them. */
type StlMoney =
  | 'supplyAmt'
  | 'shipAmt'
  | 'returnAmt'
  | 'returnShipAmt'
  | 'payableAmt'
  | 'payableSupplyAmt'
  | 'payableVatAmt';

export type StatementMonth = {
  vendorNm: string;
  stat: VendorStlStat;
  stored: StoredStatement | null;
  lines: VendorStlLine[];
};

type LineRow = Omit<VendorStlLine, 'factAt'> & { factAt: Date | string };

export const isoOf = (v: Date | string): string => new Date(v).toISOString();

const NAMES = sql`
  e.event_nm as "eventNm", c.cmpy_nm as "cmpyNm", p.prod_nm as "prodNm", i.opt_nm as "optNm", x.ord_sn as "ordSn"`;

/** The vendor's name, or null when there is no such vendor. */
export async function vendorName(db: Executor, vendorSn: number): Promise<string | null> {
  const rows = await queryRows<{ vendorNm: string }>(
    db,
    sql`select vendor_nm as "vendorNm" from vendor where vendor_sn = ${vendorSn}`,
  );
  return rows[0]?.vendorNm ?? null;
}

export async function storedStatement(
  db: Executor,
  vendorSn: number,
  yyyymm: string,
): Promise<StoredStatement | null> {
  const rows = await queryRows<Omit<StoredStatement, StlMoney> & Record<StlMoney, unknown>>(
    db,
    sql`
      select s.stl_sn as "stlSn", s.stat, s.line_cnt as "lineCnt", s.supply_amt as "supplyAmt", s.ship_amt as "shipAmt",
        s.return_amt as "returnAmt", s.return_ship_amt as "returnShipAmt", s.payable_amt as "payableAmt",
        s.payable_supply_amt as "payableSupplyAmt", s.payable_vat_amt as "payableVatAmt",
        s.confirmed_by as "confirmedBy", cu.user_nm as "confirmedByNm", s.confirmed_at as "confirmedAt",
        s.paid_by as "paidBy", pu.user_nm as "paidByNm", s.paid_at as "paidAt", s.paid_dt as "paidDt",
        s.transfer_memo as "transferMemo"
      from vendor_settlement s
        left join app_user cu on cu.unq_user_id = s.confirmed_by
        left join app_user pu on pu.unq_user_id = s.paid_by
      where s.vendor_sn = ${vendorSn} and s.yyyymm = ${yyyymm}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    supplyAmt: wonOf(r.supplyAmt),
    shipAmt: wonOf(r.shipAmt),
    returnAmt: wonOf(r.returnAmt),
    returnShipAmt: wonOf(r.returnShipAmt),
    payableAmt: wonOf(r.payableAmt),
    payableSupplyAmt: wonOf(r.payableSupplyAmt),
    payableVatAmt: wonOf(r.payableVatAmt),
  };
}

/** The draft's lines: the month's unbilled facts, oldest first. */
export async function draftLines(db: Executor, vendorSn: number, yyyymm: string): Promise<VendorStlLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`
      select f."lineKind", f."srcSn", f."estiItemSn", f."refundSn", f."eventSn", f."cmpyCd", f."prodSn", f."factAt",
        f."factYyyymm", f.quantity, f."unitSupplyPrice", f."supplyAmt", f."shipAmt", f."returnShipAmt",
        f."payableAmt",
        case when f."adjustsStlSn" is not null or f."factYyyymm" < ${yyyymm} then 'Y' else 'N' end as "adjustmentYn",
        ${NAMES}
      from (${vendorFactsSql(yyyymm, vendorSn)}) f
        join estimate_item i on i.esti_item_sn = f."estiItemSn"
        join estimate x on x.esti_sn = i.esti_sn
        join event e on e.event_sn = f."eventSn"
        join company c on c.cmpy_cd = f."cmpyCd"
        join product p on p.prod_sn = f."prodSn"
      order by f."factAt", f."lineKind", f."srcSn"`,
  );
  return rows.map((r) => ({ ...r, factAt: isoOf(r.factAt) }));
}

/** A confirmed statement's frozen lines, in the order they were listed. */
export async function storedLines(db: Executor, stlSn: number): Promise<VendorStlLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`
      select l.line_kind as "lineKind", l.src_sn as "srcSn", l.esti_item_sn as "estiItemSn", l.refund_sn as "refundSn",
        l.event_sn as "eventSn", l.cmpy_cd as "cmpyCd", l.prod_sn as "prodSn", l.fact_at as "factAt",
        l.fact_yyyymm as "factYyyymm", l.quantity, l.unit_supply_price as "unitSupplyPrice",
        l.supply_amt as "supplyAmt", l.ship_amt as "shipAmt", l.return_ship_amt as "returnShipAmt",
        l.payable_amt as "payableAmt", l.adjustment_yn as "adjustmentYn", ${NAMES}
      from vendor_settlement_line l
        join estimate_item i on i.esti_item_sn = l.esti_item_sn
        join estimate x on x.esti_sn = i.esti_sn
        join event e on e.event_sn = l.event_sn
        join company c on c.cmpy_cd = l.cmpy_cd
        join product p on p.prod_sn = l.prod_sn
      where l.stl_sn = ${stlSn}
      order by l.fact_at, l.line_kind, l.src_sn`,
  );
  return rows.map((r) => ({ ...r, factAt: isoOf(r.factAt) }));
}

/** One vendor's month with its lines; null when the vendor does not exist. */
export async function statementMonth(
  db: Executor,
  vendorSn: number,
  yyyymm: string,
): Promise<StatementMonth | null> {
  const vendorNm = await vendorName(db, vendorSn);
  if (vendorNm === null) return null;
  const stored = await storedStatement(db, vendorSn, yyyymm);
  if (stored) return { vendorNm, stat: stored.stat, stored, lines: await storedLines(db, stored.stlSn) };
  return {
    vendorNm,
    stat: VENDOR_STL_STAT.draft,
    stored: null,
    lines: await draftLines(db, vendorSn, yyyymm),
  };
}
