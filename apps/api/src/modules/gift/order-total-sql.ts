import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL twin of the domain's order rule (`orderGoodsAmt`, `orderTotal`, `orderBudgetPart`), for the reads that sum
 * orders at scale. The gift module owns gift_order; order-total-agreement.test.ts holds every surface equal to the
 * domain rule, on PGlite and PostgreSQL.
 */

/** The parts of an order's amount as SQL expressions (columns of any alias, or bound values). */
export type OrderAmountParts = { unitPrice: SQL; quantity: SQL; extrasAmt: SQL };

/** The columns of a gift_order row under `alias`. */
export const orderColumnsSql = (alias: string): OrderAmountParts & { payAmt: SQL } => {
  const a = sql.identifier(alias);
  return {
    unitPrice: sql`${a}.unit_price`,
    quantity: sql`${a}.quantity`,
    extrasAmt: sql`${a}.extras_amt`,
    payAmt: sql`${a}.pay_amt`,
  };
};

/** unit price x quantity (the extras left out): `orderGoodsAmt`. */
export const orderGoodsSql = (p: Pick<OrderAmountParts, 'unitPrice' | 'quantity'>): SQL =>
  sql`(${p.unitPrice} * ${p.quantity})`;

/** unit price x quantity + extras: `orderTotal`. */
export const orderTotalSql = (p: OrderAmountParts): SQL =>
  sql`(${p.unitPrice} * ${p.quantity} + ${p.extrasAmt})`;

/** The order's total less the recipient's card payment, what the budget carries: `orderBudgetPart`. */
export const orderBudgetSql = (p: OrderAmountParts & { payAmt: SQL }): SQL =>
  sql`(${orderTotalSql(p)} - ${p.payAmt})`;
