import { billVatGroups, CLIENT_BILL_STAT, SETTLEMENT_TEXT, sumFields } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { queueWebhookEvents } from '../webhooks';
import { type CompanyScope, clientFactsSql, companyScopeSql, earlierOpenClientMonths } from './client-facts';

const AMOUNTS = ['goodsAmt', 'extrasAmt', 'shipAmt', 'recipientPaidAmt', 'chargeAmt'] as const;
/** One 수정세금계산서 group of one company's facts (sums come back from PostgreSQL as bigint text). */
type GroupSums = { billSn: number; cmpyCd: string; adjustsBillSn: number | null; lineCnt: number } & Record<
  (typeof AMOUNTS)[number],
  string | number
>;

export type ConfirmedClientBill = { cmpyCd: string; billSn: number; lineCnt: number; chargeAmt: number };
export type RefusedClientMonth = { cmpyCd: string; reason: string };

/**
 * Decision 037: the bills of `yyyymm` of one company, of a shard of the companies or of every company, in the caller's transaction (which holds
 * the locks: confirmClientBill, confirmEveryClientBill). The one owner of what a confirm writes: a company with an
 * earlier month open is refused (and reported), every other company with facts gets its bill and its lines in one
 * statement over one snapshot (the facts in a materialized CTE, the bills, the lines copied by `insert ... select`,
 * the sums per company and 수정세금계산서 group), then the bills' amounts from the domain's VAT split, and each bill's
 * `tax.month_confirmed` (decision 051: the month's tax ledger is final). A company whose month (or a later one) is
 * confirmed has no draft and is skipped; unique company + month and kind + source keep anything from being billed
 * twice. A company without facts is refused as an empty month.
 */
export async function confirmClientMonths(
  tx: Executor,
  input: { yyyymm: string; cmpyCd: CompanyScope; confirmedBy: string; now: Date },
): Promise<{ confirmed: ConfirmedClientBill[]; refused: RefusedClientMonth[] }> {
  const { yyyymm, cmpyCd, confirmedBy, now } = input;
  const earlier = await earlierOpenClientMonths(tx, yyyymm, cmpyCd);
  const refused: RefusedClientMonth[] = [...earlier].map(([c, ym]) => ({
    cmpyCd: c,
    reason: SETTLEMENT_TEXT.earlierMonthOpen(ym),
  }));
  const skip = [...earlier.keys()].map((c) => sql`${c}`);
  const groupSums = await queryRows<GroupSums>(
    tx,
    sql`with f as materialized (
        select * from (${clientFactsSql(yyyymm, cmpyCd)}) f0
        ${skip.length === 0 ? sql`` : sql`where f0."cmpyCd" not in (${sql.join(skip, sql`, `)})`}
      ),
      bill as (
        insert into client_bill (cmpy_cd, yyyymm, stat, goods_amt, extras_amt, ship_amt, recipient_paid_amt,
          charge_amt, supply_amt, vat_amt, adjustment_amt, line_cnt, confirmed_by, confirmed_at)
        select c.cmpy_cd, ${yyyymm}, ${CLIENT_BILL_STAT.confirmed}, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${confirmedBy}, ${now}
        from (select distinct f."cmpyCd" as cmpy_cd from f) c order by c.cmpy_cd
        returning bill_sn, cmpy_cd
      ),
      copied as (
        insert into client_bill_line (bill_sn, line_kind, src_sn, ord_sn, refund_sn, event_sn, prod_sn, fact_at,
          fact_yyyymm, adjustment_yn, quantity, unit_price, goods_amt, extras_amt, ship_amt, recipient_paid_amt,
          charge_amt)
        select bill.bill_sn, f."lineKind", f."srcSn", f."ordSn", f."refundSn", f."eventSn", f."prodSn",
          f."factAt", f."factYyyymm", case when f."adjustsBillSn" is null then 'N' else 'Y' end, f.quantity,
          f."unitPrice", f."goodsAmt", f."extrasAmt", f."shipAmt", f."recipientPaidAmt", f."chargeAmt"
        from f join bill on bill.cmpy_cd = f."cmpyCd" order by bill.bill_sn, f."factAt", f."lineKind", f."srcSn"
      )
      select bill.bill_sn as "billSn", bill.cmpy_cd as "cmpyCd", g."adjustsBillSn", g."lineCnt", g."goodsAmt",
        g."extrasAmt", g."shipAmt", g."recipientPaidAmt", g."chargeAmt"
      from (
        select f."cmpyCd", f."adjustsBillSn" as "adjustsBillSn", count(*)::int as "lineCnt",
          sum(f."goodsAmt")::bigint as "goodsAmt", sum(f."extrasAmt")::bigint as "extrasAmt",
          sum(f."shipAmt")::bigint as "shipAmt", sum(f."recipientPaidAmt")::bigint as "recipientPaidAmt",
          sum(f."chargeAmt")::bigint as "chargeAmt"
        from f group by f."cmpyCd", f."adjustsBillSn"
      ) g join bill on bill.cmpy_cd = g."cmpyCd"
      order by bill.bill_sn`,
  );
  const byBill = new Map<number, { cmpyCd: string; groups: GroupSums[] }>();
  for (const g of groupSums) {
    const entry = byBill.get(g.billSn) ?? { cmpyCd: g.cmpyCd, groups: [] };
    entry.groups.push(g);
    byBill.set(g.billSn, entry);
  }
  const headers = [...byBill].map(([billSn, { cmpyCd: c, groups: raw }]) => {
    const groups = raw.map((g) => ({
      adjustsBillSn: g.adjustsBillSn,
      lineCnt: g.lineCnt,
      goodsAmt: Number(g.goodsAmt),
      extrasAmt: Number(g.extrasAmt),
      shipAmt: Number(g.shipAmt),
      recipientPaidAmt: Number(g.recipientPaidAmt),
      chargeAmt: Number(g.chargeAmt),
    }));
    const sums = sumFields(groups, AMOUNTS);
    const vat = billVatGroups(groups);
    return {
      cmpyCd: c,
      bill_sn: billSn,
      goods_amt: sums.goodsAmt,
      extras_amt: sums.extrasAmt,
      ship_amt: sums.shipAmt,
      recipient_paid_amt: sums.recipientPaidAmt,
      charge_amt: sums.chargeAmt,
      supply_amt: vat.reduce((s, g) => s + g.supplyAmt, 0),
      vat_amt: vat.reduce((s, g) => s + g.vatAmt, 0),
      adjustment_amt: vat.filter((g) => g.adjustsBillSn !== null).reduce((s, g) => s + g.chargeAmt, 0),
      line_cnt: groups.reduce((n, g) => n + g.lineCnt, 0),
    };
  });
  if (headers.length > 0) {
    // Every bill's amounts in one statement: the rows travel as one JSON parameter.
    await tx.execute(sql`update client_bill b set goods_amt = v.goods_amt, extras_amt = v.extras_amt,
        ship_amt = v.ship_amt, recipient_paid_amt = v.recipient_paid_amt, charge_amt = v.charge_amt,
        supply_amt = v.supply_amt, vat_amt = v.vat_amt, adjustment_amt = v.adjustment_amt, line_cnt = v.line_cnt
      from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb) as v(bill_sn int, goods_amt bigint,
        extras_amt bigint, ship_amt bigint, recipient_paid_amt bigint, charge_amt bigint, supply_amt bigint,
        vat_amt bigint, adjustment_amt bigint, line_cnt int)
      where b.bill_sn = v.bill_sn`);
  }
  // The month's tax ledger is final with its bill (decision 051): integrators' payroll runs start from this.
  await queueWebhookEvents(tx, {
    type: 'tax.month_confirmed',
    now,
    events: headers.map((h) => ({
      cmpyCd: h.cmpyCd,
      data: {
        year: Number(yyyymm.slice(0, 4)),
        month: Number(yyyymm.slice(4)),
        billId: h.bill_sn,
        lineCount: h.line_cnt,
        chargeAmount: h.charge_amt,
      },
    })),
  });
  const billed = new Set(headers.map((h) => h.cmpyCd));
  const empty = await queryRows<{ cmpyCd: string }>(
    tx,
    sql`select c.cmpy_cd as "cmpyCd" from company c
      where c.sandbox_of is null ${companyScopeSql(sql`c.cmpy_cd`, cmpyCd)}
        and not exists (select 1 from client_bill b where b.cmpy_cd = c.cmpy_cd and b.yyyymm >= ${yyyymm})
      order by c.cmpy_cd`,
  );
  for (const { cmpyCd: c } of empty) {
    if (!billed.has(c) && !earlier.has(c)) refused.push({ cmpyCd: c, reason: SETTLEMENT_TEXT.emptyMonth });
  }
  return {
    confirmed: headers.map((h) => ({
      cmpyCd: h.cmpyCd,
      billSn: h.bill_sn,
      lineCnt: h.line_cnt,
      chargeAmt: h.charge_amt,
    })),
    refused,
  };
}
