import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { clientFactsSql } from './client-facts';
import { vendorFactsSql } from './vendor-facts';
import { wonOf } from './won';

/**
 * A month's money in and out over every company and vendor (the operator dashboard): what the companies are billed
 * (the drafts' facts plus the bills confirmed for the month) and what the vendors are owed (likewise). Two aggregate
 * queries over the month's facts: the dashboard keeps the result per summary round rather than asking each time.
 */
export async function settlementMonthTotals(
  db: Executor,
  yyyymm: string,
): Promise<{ billingAmt: number; vendorPayableAmt: number }> {
  const [row] = await queryRows<{ billing: unknown; payable: unknown }>(
    db,
    sql`
      select
        ((select coalesce(sum(f."chargeAmt"), 0) from (${clientFactsSql(yyyymm, null)}) f)
          + (select coalesce(sum(b.charge_amt), 0) from client_bill b where b.yyyymm = ${yyyymm}))::bigint as billing,
        ((select coalesce(sum(f."payableAmt"), 0) from (${vendorFactsSql(yyyymm, null)}) f)
          + (select coalesce(sum(s.payable_amt), 0) from vendor_settlement s where s.yyyymm = ${yyyymm}))::bigint
          as payable`,
  );
  return { billingAmt: wonOf(row?.billing ?? 0), vendorPayableAmt: wonOf(row?.payable ?? 0) };
}
