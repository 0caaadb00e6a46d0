import { type SQL, sql } from 'drizzle-orm';

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
