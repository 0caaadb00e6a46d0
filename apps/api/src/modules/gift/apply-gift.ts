import {
  type ApplyReply,
  amountAboveBudget,
  DELIVERY_STATUS,
  type DeliveryAddress,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  PAYMENT_TEXTS,
} from '@pcs/domain';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { isEventOpen, loadRecipientEvent } from './gift-access';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/gift/apply.json: completes the caller's draft with the delivery address in ONE transaction:
 * the draft row, the recipient's allowance and the event stock are each changed by a conditional UPDATE that
 * locks its row, so concurrent applies can never oversell or exceed selectCnt; any failure rolls everything back.
 * Applying an order that is already applied returns the first result (a repeated submit changes nothing).
 *
 * Two statements between BEGIN and COMMIT (issue 16: the burst was bound by round trips, not by the database): the
 * first marks the draft, reads the event and takes the allowance; the last takes the stock and writes the estimate,
 * so the event's hot stock row is locked only for that statement and the commit.
 */
export async function applyGift(
  deps: Deps,
  user: AuthUser,
  input: { ordSn: number } & DeliveryAddress,
): Promise<ApplyReply> {
  const now = deps.now();
  const { ordSn, ...address } = input;
  return deps.db.transaction(async (tx) => {
    const marked = await repo.markAppliedTakingAllowance(tx, ordSn, user.unqUserId, address, now);
    if (!marked) return replayOrReject(tx, user, ordSn);
    const { order, event } = marked;
    if (!event) throw notFound(NOT_FOUND_TEXT.event);
    if (!isEventOpen(event, now)) throw conflict(MESSAGE_CODE.eventNotOpen);
    if (!marked.allowanceTaken) throw conflict(MESSAGE_CODE.selectLimitExceeded);
    const estiSn = await completeWithinBudget(tx, order, event, now, 0);
    return { ordSn, estiSn, eventSn: order.eventSn };
  });
}

/**
 * Takes the recipient's allowance and the event stock for an order just marked applied, checks the part paid by
 * card against what is left of the budget, and writes the estimate, its item and the first delivery history row.
 * Every step is a conditional UPDATE that locks its row (the recipient row first, so the budget sum read after it is
 * serialized per recipient); any refusal throws and the caller's transaction rolls everything back. Used by an
 * approved card payment (payAmt = the approved amount); apply does the same in fewer statements (above).
 */
export async function fulfilOrder(
  tx: Tx,
  order: repo.ApplyingOrder,
  now: Date,
  payAmt: number,
): Promise<number> {
  const event = await loadRecipientEvent(tx, order.unqUserId, order.eventSn, now);
  if (!isEventOpen(event, now)) throw conflict(MESSAGE_CODE.eventNotOpen);
  if (!(await repo.takeAllowance(tx, order.eventSn, order.unqUserId, order.quantity))) {
    throw conflict(MESSAGE_CODE.selectLimitExceeded);
  }
  const budget = await repo.recipientBudget(tx, order.eventSn, order.unqUserId, order.ordSn);
  return completeWithinBudget(tx, order, budget, now, payAmt);
}

/**
 * The last step of both: one statement takes the stock and writes the estimate (repo.completeOrder), then the budget
 * rule decides; a refusal throws, so the stock taken and the rows written roll back with the transaction. Refusals
 * keep their order: over budget, then an amount that does not match, then sold out.
 */
async function completeWithinBudget(
  tx: Tx,
  order: repo.ApplyingOrder,
  budget: { budgetAmt: number | null; overPayYn: string },
  now: Date,
  payAmt: number,
): Promise<number> {
  const done = await repo.completeOrder(tx, order, payAmt, DELIVERY_STATUS.received, now);
  const due = amountAboveBudget({
    orderTotal: order.unitPrice * order.quantity,
    budgetAmt: budget.budgetAmt,
    usedBudgetAmt: done.usedBudgetAmt,
    overPayYn: budget.overPayYn,
  });
  if (!due.allowed) throw conflict(MESSAGE_CODE.conflict, PAYMENT_TEXTS.overBudgetNotAllowed);
  if (due.remainPayAmount !== payAmt) throw conflict(MESSAGE_CODE.conflict, PAYMENT_TEXTS.amountMismatch);
  if (done.estiSn === null) throw conflict(MESSAGE_CODE.soldOut);
  return done.estiSn;
}

async function replayOrReject(tx: Parameters<typeof repo.findOrder>[0], user: AuthUser, ordSn: number) {
  const existing = await repo.findOrder(tx, ordSn);
  if (!existing || existing.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const estiSn = existing.ordStatCd === ORDER_STATUS.applied ? await repo.estimateOfOrder(tx, ordSn) : null;
  if (estiSn === null) throw conflict(MESSAGE_CODE.conflict);
  return { ordSn, estiSn, eventSn: existing.eventSn };
}
