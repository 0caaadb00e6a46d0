import { DELIVERY_STATUS, ORDER_STATUS, REFUND_GBN, RETURN_DONE_STATES } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The SQL twin of the domain's order rule (`orderGoodsAmt`, `orderTotal`, `orderBudgetPart`, and `orderCounts`: which
 * orders count), for the reads that sum orders at scale. The gift module owns gift_order; order-total-agreement.test.ts
 * holds every surface equal to the domain rule, on PGlite and PostgreSQL.
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

/** The line `estiItemSn` came back by a return whose refund waits or is done: `isCompletedReturn`. */
export const completedReturnSql = (estiItemSn: SQL): SQL =>
  sql`exists (select 1 from refund f where f.esti_item_sn = ${estiItemSn} and f.refund_gbn = ${REFUND_GBN.return}
    and f.refund_stat_cd in (${sql.join(
      RETURN_DONE_STATES.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

/**
 * The order under `order`, with its line under `line` (every order has one estimate with one line), counts in what
 * was applied for and billed: `orderCounts`.
 */
export const orderCountsSql = (order: string, line: string): SQL => {
  const o = sql.identifier(order);
  const i = sql.identifier(line);
  return sql`(${o}.ord_stat_cd = ${ORDER_STATUS.applied} and ${i}.deli_stat_cd <> ${DELIVERY_STATUS.cancelled}
    and not ${completedReturnSql(sql`${i}.esti_item_sn`)})`;
};
