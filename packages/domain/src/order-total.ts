/*
 * The amount of a gift order (decision 028), written once: the gift at its event price with the chosen options,
 * times the quantity, plus the extras (packaging, card). The budget sums, the estimate, the card charge, the screens
 * and documents, the bills and the margins all read it from here, or from its SQL twin `orderTotalSql` in the API's
 * gift module (a test holds every surface equal to it).
 */

import { DELIVERY_STATUS, ORDER_STATUS } from './constants';
import { REFUND_GBN, RETURN_DONE_STATES } from './delivery-lifecycle';

/** An amount in won must stay an exact integer: past 2^53 a double no longer counts single won. */
function exactWon(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is not an exact won amount: ${n}`);
  return n;
}

/** The goods part of an order: unit price (options included) x quantity, the extras left out. */
export const orderGoodsAmt = (o: { unitPrice: number; quantity: number }): number =>
  exactWon(o.unitPrice * o.quantity, 'order goods amount');

/** The order's total: unit price x quantity + extras. What the budget and the card pay between them. */
export const orderTotal = (o: { unitPrice: number; quantity: number; extrasAmt: number }): number =>
  exactWon(orderGoodsAmt(o) + o.extrasAmt, 'order total');

/** What the chosen option values add to the gift's unit price. */
export const optionPrice = (values: readonly { addPrice: number }[]): number =>
  exactWon(
    values.reduce((n, v) => n + v.addPrice, 0),
    'option price',
  );

/** The chosen options as the order records and shows them: `색상: 빨강 / 크기: L`; null without options. */
export const optionLabel = (values: readonly { title: string; name: string }[]): string | null =>
  values.length > 0 ? values.map((v) => `${v.title}: ${v.name}`).join(' / ') : null;

/**
 * What the event's budget carries of an order: its total less what the recipient paid by card above the budget
 * (decision 015). The budget sums and the operator's payment detail (`예산 부담`) are this.
 */
export const orderBudgetPart = (o: {
  unitPrice: number;
  quantity: number;
  extrasAmt: number;
  payAmt: number;
}): number => exactWon(orderTotal(o) - o.payAmt, 'order budget part');

/**
 * Whether an order counts in what was applied for and billed (decision 037): applied, its gift not cancelled, and not
 * given back by a completed return (환불대기 or 반품완료). The bills net every other order to nothing (a sale cancelled
 * before its bill is never billed; a cancel or a return after it reverses the whole line), so the dashboards' counts
 * and amounts, the margins and the bills all count the same orders.
 */
export const orderCounts = (o: {
  ordStatCd: string;
  /** The delivery state of the order's line. */
  deliStatCd: string;
  /** The return and exchange requests of the order's line. */
  requests: readonly { refundGbn: string; refundStatCd: string }[];
}): boolean =>
  o.ordStatCd === ORDER_STATUS.applied &&
  o.deliStatCd !== DELIVERY_STATUS.cancelled &&
  !o.requests.some(isCompletedReturn);

/** A return (not an exchange) whose goods came back: the refund is waiting or done. */
export const isCompletedReturn = (r: { refundGbn: string; refundStatCd: string }): boolean =>
  r.refundGbn === REFUND_GBN.return && (RETURN_DONE_STATES as readonly string[]).includes(r.refundStatCd);

/** What an order adds to a sum of applied amounts: its total when it counts, nothing otherwise. */
export const countedOrderTotal = (
  o: Parameters<typeof orderCounts>[0] & { unitPrice: number; quantity: number; extrasAmt: number },
): number => (orderCounts(o) ? orderTotal(o) : 0);
