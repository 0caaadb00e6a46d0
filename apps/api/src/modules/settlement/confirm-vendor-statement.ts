import {
  SETTLEMENT_TEXT,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT,
  type VendorStlConfirmReply,
  vendorStatementTotals,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { vendorSettlement, vendorSettlementLine } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { confirmingVendor } from './vendor-statement-access';
import { confirmRefusal } from './vendor-statement-confirmable';
import { draftLines, vendorName } from './vendor-statement-lines';

const LINE_BATCH = 500;

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
  const lines = await draftLines(tx, vendorSn, yyyymm);
  const refusal = await confirmRefusal(tx, vendorSn, yyyymm, lines, now);
  if (refusal !== null) throw conflict(refusal);
  const totals = vendorStatementTotals(lines);
  const [stl] = await tx
    .insert(vendorSettlement)
    .values({
      vendorSn,
      yyyymm,
      stat: VENDOR_STL_STAT.vendorConfirmed,
      ...totals,
      confirmedBy: confirmedBy,
      confirmedAt: now,
    })
    .returning({ stlSn: vendorSettlement.stlSn });
  const stlSn = stl!.stlSn;
  for (let i = 0; i < lines.length; i += LINE_BATCH)
    await tx.insert(vendorSettlementLine).values(
      lines.slice(i, i + LINE_BATCH).map((l) => ({
        stlSn,
        lineKind: l.lineKind,
        srcSn: l.srcSn,
        estiItemSn: l.estiItemSn,
        refundSn: l.refundSn,
        eventSn: l.eventSn,
        cmpyCd: l.cmpyCd,
        prodSn: l.prodSn,
        factAt: new Date(l.factAt),
        factYyyymm: l.factYyyymm,
        adjustmentYn: l.adjustmentYn,
        quantity: l.quantity,
        // Checked above: no line without a supply price gets here.
        unitSupplyPrice: l.unitSupplyPrice ?? 0,
        supplyAmt: l.supplyAmt,
        shipAmt: l.shipAmt,
        returnShipAmt: l.returnShipAmt,
        payableAmt: l.payableAmt,
      })),
    );
  return {
    stlSn,
    stat: VENDOR_STL_STAT.vendorConfirmed,
    lineCnt: totals.lineCnt,
    payableAmt: totals.payableAmt,
  };
}
