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
 */
export async function applyGift(
  deps: Deps,
  user: AuthUser,
  input: { ordSn: number } & DeliveryAddress,
): Promise<ApplyReply> {
  const now = deps.now();
  const { ordSn, ...address } = input;
  return deps.db.transaction(async (tx) => {
    const order = await repo.markApplied(tx, ordSn, user.unqUserId, address, now);
    if (!order) return replayOrReject(tx, user, ordSn);
    const estiSn = await fulfilOrder(tx, order, now, 0);
    return { ordSn, estiSn, eventSn: order.eventSn };
  });
}

/**
 * Takes the recipient's allowance and the event stock for an order just marked applied, checks the part paid by
 * card against what is left of the budget, and writes the estimate, its item and the first delivery history row.
 * Every step is a conditional UPDATE that locks its row (the recipient row first, so the budget sum read after it is
 * serialized per recipient); any refusal throws and the caller's transaction rolls everything back. Used by apply
 * (payAmt 0) and by an approved card payment (payAmt = the approved amount).
 */
export async function fulfilOrder(tx: Tx, order: Order, now: Date, payAmt: number): Promise<number> {
  const event = await loadRecipientEvent(tx, order.unqUserId, order.eventSn, now);
  if (!isEventOpen(event, now)) throw conflict(MESSAGE_CODE.eventNotOpen);
  if (!(await repo.takeAllowance(tx, order.eventSn, order.unqUserId, order.quantity))) {
    throw conflict(MESSAGE_CODE.selectLimitExceeded);
  }
  const budget = await repo.recipientBudget(tx, order.eventSn, order.unqUserId, order.ordSn);
  const due = amountAboveBudget({
    orderTotal: order.unitPrice * order.quantity,
    budgetAmt: budget.budgetAmt,
    usedBudgetAmt: budget.usedBudgetAmt,
    overPayYn: budget.overPayYn,
  });
  if (!due.allowed) throw conflict(MESSAGE_CODE.conflict, PAYMENT_TEXTS.overBudgetNotAllowed);
  if (due.remainPayAmount !== payAmt) throw conflict(MESSAGE_CODE.conflict, PAYMENT_TEXTS.amountMismatch);
  if (!(await repo.takeStock(tx, order.eventSn, order.prodSn, order.quantity))) {
    throw conflict(MESSAGE_CODE.soldOut);
  }
  if (payAmt > 0) await repo.setPayAmt(tx, order.ordSn, payAmt);
  // An ordered gift leaves the recipient's cart (spec §3 Cart).
  await repo.removeCartLine(tx, order);
  const gift = await repo.eventGift(tx, order.eventSn, order.prodSn);
  const estiSn = await repo.insertEstimate(tx, {
    ordSn: order.ordSn,
    cmpyCd: order.cmpyCd,
    eventSn: order.eventSn,
    totalPrice: order.unitPrice * order.quantity,
  });
  const estiItemSn = await repo.insertEstimateItem(tx, {
    estiSn,
    prodSn: order.prodSn,
    vendorSn: gift?.vendorSn ?? null,
    optCds: order.optCds,
    optNm: order.optNm,
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    deliStatCd: DELIVERY_STATUS.received,
  });
  await repo.insertDeliveryHistory(tx, {
    estiItemSn,
    deliStatCd: DELIVERY_STATUS.received,
    changedBy: order.unqUserId,
    changedAt: now,
  });
  return estiSn;
}

type Order = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

async function replayOrReject(tx: Parameters<typeof repo.findOrder>[0], user: AuthUser, ordSn: number) {
  const existing = await repo.findOrder(tx, ordSn);
  if (!existing || existing.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const estiSn = existing.ordStatCd === ORDER_STATUS.applied ? await repo.estimateOfOrder(tx, ordSn) : null;
  if (estiSn === null) throw conflict(MESSAGE_CODE.conflict);
  return { ordSn, estiSn, eventSn: existing.eventSn };
}
