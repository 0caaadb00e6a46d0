import {
  billVatGroups,
  CLIENT_BILL_STAT,
  type ClientBillActionReply,
  type ClientBillKey,
  hasMonthEnded,
  SETTLEMENT_TEXT,
  sumFields,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { queueWebhookEvent } from '../webhooks';
import { assertBillOperator, billCompany, findBill } from './client-bill-view';
import { clientFactsSql, earlierOpenClientMonth } from './client-facts';

const AMOUNTS = ['goodsAmt', 'extrasAmt', 'shipAmt', 'recipientPaidAmt', 'chargeAmt'] as const;
/** One 수정세금계산서 group of the month's facts (sums come back from PostgreSQL as bigint text). */
type GroupSums = { billSn: number; adjustsBillSn: number | null; lineCnt: number } & Record<
  (typeof AMOUNTS)[number],
  string
>;

/**
 * Decision 037: an operator confirms a company's ended month. In one transaction under the company's advisory lock:
 * the earlier months with unbilled facts must be confirmed first, the month must hold facts, and its bill and lines
 * are inserted (unique company + month, unique kind + source), so a second confirm, at once or later, answers 409
 * and no fact is ever billed twice. Reversals of sales on earlier bills are the bill's adjustments.
 */
export async function confirmClientBill(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  key: ClientBillKey,
): Promise<ClientBillActionReply> {
  assertBillOperator(user);
  const { cmpyCd, yyyymm } = key;
  await billCompany(deps.db, cmpyCd);
  if (!hasMonthEnded(yyyymm, deps.now())) throw conflict(SETTLEMENT_TEXT.monthNotEnded);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.clientBill}, hashtext(${cmpyCd}))`);
      if (await findBill(tx, cmpyCd, yyyymm)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
      const earlier = await earlierOpenClientMonth(tx, cmpyCd, yyyymm);
      if (earlier !== null) throw conflict(SETTLEMENT_TEXT.earlierMonthOpen(earlier));
      // One statement over one snapshot: the draft's facts (read before the bill exists: a confirmed month has no
      // draft), the bill, its lines copied in the database (a busy month's lines never cross to the API and back),
      // and their sums per 수정세금계산서 group; the bill's amounts are written once the groups are known.
      const groupSums = await queryRows<GroupSums>(
        tx,
        sql`with f as materialized (${clientFactsSql(yyyymm, cmpyCd)}),
          bill as (
            insert into client_bill (cmpy_cd, yyyymm, stat, goods_amt, extras_amt, ship_amt, recipient_paid_amt,
              charge_amt, supply_amt, vat_amt, adjustment_amt, line_cnt, confirmed_by, confirmed_at)
            values (${cmpyCd}, ${yyyymm}, ${CLIENT_BILL_STAT.confirmed}, 0, 0, 0, 0, 0, 0, 0, 0, 0,
              ${user.unqUserId}, ${deps.now()})
            returning bill_sn
          ),
          copied as (
            insert into client_bill_line (bill_sn, line_kind, src_sn, ord_sn, refund_sn, event_sn, prod_sn, fact_at,
              fact_yyyymm, adjustment_yn, quantity, unit_price, goods_amt, extras_amt, ship_amt, recipient_paid_amt,
              charge_amt)
            select bill.bill_sn, f."lineKind", f."srcSn", f."ordSn", f."refundSn", f."eventSn", f."prodSn",
              f."factAt", f."factYyyymm", case when f."adjustsBillSn" is null then 'N' else 'Y' end, f.quantity,
              f."unitPrice", f."goodsAmt", f."extrasAmt", f."shipAmt", f."recipientPaidAmt", f."chargeAmt"
            from f cross join bill order by f."factAt", f."lineKind", f."srcSn"
          )
          select (select bill_sn from bill) as "billSn", f."adjustsBillSn" as "adjustsBillSn",
            count(*)::int as "lineCnt", sum(f."goodsAmt")::bigint as "goodsAmt",
            sum(f."extrasAmt")::bigint as "extrasAmt", sum(f."shipAmt")::bigint as "shipAmt",
            sum(f."recipientPaidAmt")::bigint as "recipientPaidAmt", sum(f."chargeAmt")::bigint as "chargeAmt"
          from f group by f."adjustsBillSn"`,
      );
      const groups = groupSums.map((g) => ({
        adjustsBillSn: g.adjustsBillSn,
        lineCnt: g.lineCnt,
        goodsAmt: Number(g.goodsAmt),
        extrasAmt: Number(g.extrasAmt),
        shipAmt: Number(g.shipAmt),
        recipientPaidAmt: Number(g.recipientPaidAmt),
        chargeAmt: Number(g.chargeAmt),
      }));
      const lineCnt = groups.reduce((n, g) => n + g.lineCnt, 0);
      // The transaction rolls back the empty bill.
      const billSn = groupSums[0]?.billSn;
      if (billSn === undefined || lineCnt === 0) throw conflict(SETTLEMENT_TEXT.emptyMonth);
      const sums = sumFields(groups, AMOUNTS);
      const vat = billVatGroups(groups);
      await tx.execute(sql`update client_bill set goods_amt = ${sums.goodsAmt}, extras_amt = ${sums.extrasAmt},
          ship_amt = ${sums.shipAmt}, recipient_paid_amt = ${sums.recipientPaidAmt}, charge_amt = ${sums.chargeAmt},
          supply_amt = ${vat.reduce((s, g) => s + g.supplyAmt, 0)}, vat_amt = ${vat.reduce((s, g) => s + g.vatAmt, 0)},
          adjustment_amt = ${vat.filter((g) => g.adjustsBillSn !== null).reduce((s, g) => s + g.chargeAmt, 0)},
          line_cnt = ${lineCnt}
        where bill_sn = ${billSn}`);
      // The month's tax ledger is final with its bill (decision 051): integrators' payroll runs start from this.
      await queueWebhookEvent(tx, {
        cmpyCd,
        type: 'tax.month_confirmed',
        data: {
          year: Number(yyyymm.slice(0, 4)),
          month: Number(yyyymm.slice(4)),
          billId: billSn,
          lineCount: lineCnt,
          chargeAmount: sums.chargeAmt,
        },
        now: deps.now(),
      });
      return { billSn, stat: CLIENT_BILL_STAT.confirmed };
    });
  } catch (error) {
    // A racing confirm of the same month (or of a fact on another month's bill) that the lock did not order.
    if (isUniqueViolation(error)) throw conflict(SETTLEMENT_TEXT.alreadyConfirmed);
    throw error;
  }
}
