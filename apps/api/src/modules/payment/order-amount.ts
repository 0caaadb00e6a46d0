import { amountAboveBudget, NOT_FOUND_TEXT, type OrderAmount, orderTotal } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { chosenExtras, findOrder, recipientBudget } from '../gift';

/**
 * POST /v1/ebmp/pcs/payment/orderAmount.json: what the caller's order costs beyond the budget (spec §3
 * remainPayAmount), with the extras being chosen priced in (decision 028). The apply screen shows it and, when above
 * 0, starts a card payment instead of applying.
 */
export async function orderAmount(
  deps: { db: Db },
  user: AuthUser,
  input: { ordSn: number; packageYn: string; cardYn: string },
): Promise<OrderAmount> {
  const { ordSn } = input;
  const order = await findOrder(deps.db, ordSn);
  if (!order || order.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const draft = order.ordStatCd === '00';
  // A draft is priced with the extras asked about; an applied order with those it was applied with.
  const extrasAmt = draft
    ? (await chosenExtras(deps.db, user.unqUserId, ordSn, { ...input, cardMsg: '' })).extrasAmt
    : order.extrasAmt;
  const budget = await recipientBudget(deps.db, order.eventSn, order.unqUserId, order.ordSn);
  const total = orderTotal({ ...order, extrasAmt });
  const due = amountAboveBudget({ orderTotal: total, ...budget });
  return {
    ordSn,
    orderTotal: total,
    extrasAmt,
    budgetAmt: budget.budgetAmt,
    budgetLeft: budget.budgetAmt === null ? null : Math.max(0, budget.budgetAmt - budget.usedBudgetAmt),
    // An applied order shows what it was paid; a draft what it would cost now.
    remainPayAmount: draft ? due.remainPayAmount : order.payAmt,
    payableYn: due.allowed ? 'Y' : 'N',
  };
}
