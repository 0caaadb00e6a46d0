import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { clientFactsSql } from './client-facts';
import { vendorFactsSql } from './vendor-facts';
import { wonOf } from './won';

/**
 * A month's money in and out (the operator dashboard): what the companies are billed (the drafts' facts plus the bills
 * confirmed for the month) and what the vendors are owed (likewise). Two aggregate queries over the month's facts: the
 * dashboard keeps the result per summary round rather than asking each time.
 *
 * `cmpyCds` narrows both to a selection of companies: their bills, and of the vendors' statements the lines of their
 * orders (every fact of a statement names the company whose order it is). A vendor's statement mixes the orders of
 * many companies, so the second figure is a part of the statements, what those companies' gifts cost, not any one
 * statement's total. Null: every company and vendor.
 */
export async function settlementMonthTotals(
  db: Executor,
  yyyymm: string,
  cmpyCds: readonly string[] | null = null,
): Promise<{ billingAmt: number; vendorPayableAmt: number }> {
  const inScope = (column: SQL): SQL =>
    cmpyCds === null
      ? sql`true`
      : cmpyCds.length === 0
        ? sql`false`
        : sql`${column} in (${sql.join(
            cmpyCds.map((c) => sql`${c}`),
            sql`, `,
          )})`;
  // The selection's confirmed part of a vendor month is summed from its lines; every company's from the month rows.
  const confirmedPayable =
    cmpyCds === null
      ? sql`select coalesce(sum(s.payable_amt), 0) from vendor_settlement s where s.yyyymm = ${yyyymm}`
      : sql`select coalesce(sum(l.payable_amt), 0) from vendor_settlement_line l
          join vendor_settlement s on s.stl_sn = l.stl_sn where s.yyyymm = ${yyyymm} and ${inScope(sql`l.cmpy_cd`)}`;
  const [row] = await queryRows<{ billing: unknown; payable: unknown }>(
    db,
    sql`
      select
        ((select coalesce(sum(f."chargeAmt"), 0) from (${clientFactsSql(yyyymm, null)}) f
            where ${inScope(sql`f."cmpyCd"`)})
          + (select coalesce(sum(b.charge_amt), 0) from client_bill b
            where b.yyyymm = ${yyyymm} and ${inScope(sql`b.cmpy_cd`)}))::bigint as billing,
        ((select coalesce(sum(f."payableAmt"), 0) from (${vendorFactsSql(yyyymm, null)}) f
            where ${inScope(sql`f."cmpyCd"`)})
          + (${confirmedPayable}))::bigint as payable`,
  );
  return { billingAmt: wonOf(row?.billing ?? 0), vendorPayableAmt: wonOf(row?.payable ?? 0) };
}
