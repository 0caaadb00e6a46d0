import {
  SETTLEMENT_TEXT,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT,
  type VendorStlConfirmReply,
  vendorStatementTotals,
} from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { vendorSettlement } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { vendorFactsSql } from './vendor-facts';
import { confirmingVendor } from './vendor-statement-access';
import { confirmRefusal, linesRefusal } from './vendor-statement-confirmable';
import { vendorName } from './vendor-statement-lines';

/** One line kind of the month's facts (sums come back from PostgreSQL as bigint text). */
type KindSums = {
  stlSn: number;
  lineKind: string;
  lineCnt: number;
  supplyAmt: string;
  shipAmt: string;
  returnShipAmt: string;
  payableAmt: string;
  unpriced: string[];
};

/**
 * POST .../settlement/vendor/confirm.json (decision 037): the vendor agrees to its month and the statement is frozen.
 * Only the vendor itself (30, 35), for its own month: an operator cannot agree on its behalf. Refused (409, nothing
 * changed) while the month runs, while an earlier month is open, when there is nothing to confirm, when a line has
 * no supply price, and when the month (or a later one) is already confirmed: under a per-vendor advisory lock, and
 * the unique indexes catch anything that slips past.
 */
export async function confirmVendorStatement(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { vendorSn: number; yyyymm: string },
): Promise<VendorStlConfirmReply> {
  const vendorSn = confirmingVendor(user, input.vendorSn);
  const { yyyymm } = input;
  const now = deps.now();
  try {
    return await deps.db.transaction((tx) => freezeVendorMonth(tx, vendorSn, yyyymm, user.unqUserId, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}

/**
 * The confirm's work inside a transaction: under the vendor's advisory lock, refuse what confirmRefusal refuses and a
 * month already confirmed (or a later one), then copy the draft's lines and their sums. Also the demo seed's way to
 * confirm its vendors' earlier months.
 */
export async function freezeVendorMonth(
  tx: Executor,
  vendorSn: number,
  yyyymm: string,
  confirmedBy: string,
  now: Date,
): Promise<VendorStlConfirmReply> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.vendorStatement}, ${vendorSn})`);
  if ((await vendorName(tx, vendorSn)) === null) throw notFound(VENDOR_STATEMENT_TEXT.vendorNotFound);
  const done = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vendor_settlement where vendor_sn = ${vendorSn} and yyyymm >= ${yyyymm}`,
  );
  if ((done[0]?.n ?? 0) > 0) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
  // Refused before any line is read: the month runs, or an earlier month is open (no lines needed to say so).
  const early = await confirmRefusal(tx, vendorSn, yyyymm, null, now);
  if (early !== null) throw conflict(early);
  // One statement over one snapshot: the draft's facts (read before the statement exists: a confirmed month has no
  // draft), the statement, its lines copied in the database (a busy month's lines never cross to the API and back),
  // and their sums per line kind with the products that have no supply price; the amounts are written after.
  const kinds = await queryRows<KindSums>(
    tx,
    sql`with f as materialized (${vendorFactsSql(yyyymm, vendorSn)}),
      stl as (
        insert into vendor_settlement (vendor_sn, yyyymm, stat, supply_amt, ship_amt, return_amt, return_ship_amt,
          payable_amt, payable_supply_amt, payable_vat_amt, line_cnt, confirmed_by, confirmed_at)
        values (${vendorSn}, ${yyyymm}, ${VENDOR_STL_STAT.vendorConfirmed}, 0, 0, 0, 0, 0, 0, 0, 0, ${confirmedBy},
          ${now})
        returning stl_sn
      ),
      copied as (
        insert into vendor_settlement_line (stl_sn, line_kind, src_sn, esti_item_sn, refund_sn, event_sn, cmpy_cd,
          prod_sn, fact_at, fact_yyyymm, adjustment_yn, quantity, unit_supply_price, supply_amt, ship_amt,
          return_ship_amt, payable_amt)
        select stl.stl_sn, f."lineKind", f."srcSn", f."estiItemSn", f."refundSn", f."eventSn", f."cmpyCd", f."prodSn",
          f."factAt", f."factYyyymm",
          case when f."adjustsStlSn" is not null or f."factYyyymm" < ${yyyymm} then 'Y' else 'N' end, f.quantity,
          -- A line without a supply price refuses the confirm below (the transaction rolls back): 0 only fills the row.
          coalesce(f."unitSupplyPrice", 0), f."supplyAmt", f."shipAmt", f."returnShipAmt", f."payableAmt"
        from f cross join stl order by f."factAt", f."lineKind", f."srcSn"
      )
      select (select stl_sn from stl) as "stlSn", f."lineKind" as "lineKind", count(*)::int as "lineCnt",
        sum(f."supplyAmt")::bigint as "supplyAmt", sum(f."shipAmt")::bigint as "shipAmt",
        sum(f."returnShipAmt")::bigint as "returnShipAmt", sum(f."payableAmt")::bigint as "payableAmt",
        array_remove(array_agg(distinct case when f."unitSupplyPrice" is null then p.prod_nm end), null)
          as "unpriced"
      from f join product p on p.prod_sn = f."prodSn"
      group by f."lineKind"`,
  );
  const lineCnt = kinds.reduce((n, k) => n + k.lineCnt, 0);
  const stlSn = kinds[0]?.stlSn;
  const refusal = linesRefusal({ lineCnt, unpriced: [...new Set(kinds.flatMap((k) => k.unpriced))] });
  if (refusal !== null || stlSn === undefined) throw conflict(refusal ?? SETTLEMENT_TEXT.emptyMonth);
  // The domain's sums over the kinds' sums (each is a sum of lines, and the totals add them up).
  const totals = {
    ...vendorStatementTotals(
      kinds.map((k) => ({
        lineKind: k.lineKind,
        supplyAmt: Number(k.supplyAmt),
        shipAmt: Number(k.shipAmt),
        returnShipAmt: Number(k.returnShipAmt),
        payableAmt: Number(k.payableAmt),
      })),
    ),
    lineCnt,
  };
  await tx
    .update(vendorSettlement)
    .set({
      supplyAmt: totals.supplyAmt,
      shipAmt: totals.shipAmt,
      returnAmt: totals.returnAmt,
      returnShipAmt: totals.returnShipAmt,
      payableAmt: totals.payableAmt,
      payableSupplyAmt: totals.payableSupplyAmt,
      payableVatAmt: totals.payableVatAmt,
      lineCnt,
    })
    .where(eq(vendorSettlement.stlSn, stlSn));
  return {
    stlSn,
    stat: VENDOR_STL_STAT.vendorConfirmed,
    lineCnt: totals.lineCnt,
    payableAmt: totals.payableAmt,
  };
}
