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
import { clientFactsOf, earlierOpenClientMonth } from './client-facts';

const AMOUNTS = ['goodsAmt', 'extrasAmt', 'shipAmt', 'recipientPaidAmt', 'chargeAmt'] as const;

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
      const facts = await clientFactsOf(tx, cmpyCd, yyyymm);
      if (facts.length === 0) throw conflict(SETTLEMENT_TEXT.emptyMonth);
      const sums = sumFields(facts, AMOUNTS);
      const groups = billVatGroups(facts);
      const [bill] = await queryRows<{ billSn: number }>(
        tx,
        sql`insert into client_bill (cmpy_cd, yyyymm, stat, goods_amt, extras_amt, ship_amt, recipient_paid_amt,
            charge_amt, supply_amt, vat_amt, adjustment_amt, line_cnt, confirmed_by, confirmed_at)
          values (${cmpyCd}, ${yyyymm}, ${CLIENT_BILL_STAT.confirmed}, ${sums.goodsAmt}, ${sums.extrasAmt},
            ${sums.shipAmt}, ${sums.recipientPaidAmt}, ${sums.chargeAmt},
            ${groups.reduce((s, g) => s + g.supplyAmt, 0)}, ${groups.reduce((s, g) => s + g.vatAmt, 0)},
            ${groups.filter((g) => g.adjustsBillSn !== null).reduce((s, g) => s + g.chargeAmt, 0)},
            ${facts.length}, ${user.unqUserId}, ${deps.now()})
          returning bill_sn as "billSn"`,
      );
      const billSn = bill!.billSn;
      // In chunks: a busy company's month has thousands of lines, and one statement has a parameter limit.
      for (let i = 0; i < facts.length; i += 500) {
        const chunk = facts.slice(i, i + 500);
        await tx.execute(sql`insert into client_bill_line (bill_sn, line_kind, src_sn, ord_sn, refund_sn, event_sn,
            prod_sn, fact_at, fact_yyyymm, adjustment_yn, quantity, unit_price, goods_amt, extras_amt, ship_amt,
            recipient_paid_amt, charge_amt)
          values ${sql.join(
            chunk.map(
              (
                f,
              ) => sql`(${billSn}, ${f.lineKind}, ${f.srcSn}, ${f.ordSn}, ${f.refundSn}, ${f.eventSn}, ${f.prodSn},
                ${new Date(f.factAt)}, ${f.factYyyymm}, ${f.adjustsBillSn === null ? 'N' : 'Y'}, ${f.quantity},
                ${f.unitPrice}, ${f.goodsAmt}, ${f.extrasAmt}, ${f.shipAmt}, ${f.recipientPaidAmt}, ${f.chargeAmt})`,
            ),
            sql`, `,
          )}`);
      }
      // The month's tax ledger is final with its bill (decision 051): integrators' payroll runs start from this.
      await queueWebhookEvent(tx, {
        cmpyCd,
        type: 'tax.month_confirmed',
        data: {
          year: Number(yyyymm.slice(0, 4)),
          month: Number(yyyymm.slice(4)),
          billId: billSn,
          lineCount: facts.length,
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
