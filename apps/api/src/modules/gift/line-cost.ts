import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/*
 * What an order line costs the platform, fixed on the line when it is made (decision 037): the vendor's unit supply
 * price with the chosen option values' supply extras (null when the product has no supply price), and the product's
 * shipping fee. Every statement that inserts estimate_item selects these, so a later price change never rewrites a
 * month's bill or statement.
 */

/** The unit supply price of prodSn with the option values in optCds (comma-separated codes). */
export const lineSupplyPriceSql = (prodSn: SQL, optCds: SQL): SQL => sql`(
  select p.supply_price + coalesce((select sum(po.add_supply_price)::int from product_option po
    where po.prod_sn = p.prod_sn and po.opt_cd = any(string_to_array(${optCds}, ','))), 0)
  from product p where p.prod_sn = ${prodSn})`;

/** The shipping fee of one line of prodSn. */
export const lineShipFeeSql = (prodSn: SQL): SQL =>
  sql`(select p.ship_fee from product p where p.prod_sn = ${prodSn})`;

/**
 * A line made while its product had no supply price carries none, and a vendor's month cannot be confirmed with it
 * (decision 037). When the product gets one, its lines still waiting for a statement take it (with their option
 * values' extras as they are now); lines on a confirmed statement are never rewritten. The goods save calls this in
 * its transaction; the product's history records the supply price change itself.
 */
export async function fillUnsettledSupplyPrices(db: Executor, prodSn: number): Promise<number> {
  const rows = await queryRows<{ estiItemSn: number }>(
    db,
    sql`update estimate_item i set supply_price = ${lineSupplyPriceSql(sql`i.prod_sn`, sql`i.opt_cds`)}
      where i.prod_sn = ${prodSn} and i.supply_price is null
        and not exists (select 1 from vendor_settlement_line l where l.line_kind = 'DELIVERY' and l.src_sn = i.esti_item_sn)
      returning i.esti_item_sn as "estiItemSn"`,
  );
  return rows.length;
}
