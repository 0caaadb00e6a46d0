import {
  type ApplyReply,
  amountAboveBudget,
  DELIVERY_STATUS,
  type DeliveryAddress,
  GIFT_MESSAGES,
  giftExtrasAmount,
  kstStamp,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  orderTotal,
  PAYMENT_TEXTS,
} from '@pcs/domain';
import type { Db, Tx } from '../../db/client';
import { retryOnConflict } from '../../db/retry-conflict';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { takeAllowance } from '../stock';
import { giftAppliedData, queueWebhookEvent } from '../webhooks';
import { isEventOpen, loadRecipientEvent } from './gift-access';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/gift/apply.json: completes the caller's draft with the delivery address, all or nothing: the
 * draft, the recipient's allowance, the event stock and the stock of each tracked option value chosen (decision 029)
 * are checked and changed by conditional updates that re-check each row under its lock, and the estimate is written
 * only when all were taken, so concurrent applies can never oversell or exceed selectCnt. Applying an order that is
 * already applied returns the first result (a repeated submit changes nothing).
 *
 * it is one statement with no transaction around it (repo.applyAtOnce), so a connection and the event's
 * hot stock row are held for one round trip. On an event with a budget the recipient's row is locked first in a
 * transaction and the statement runs after it, so the budget sum sees every other apply of theirs.
 */
export async function applyGift(
  deps: Deps,
  user: AuthUser,
  input: { ordSn: number } & DeliveryAddress & ExtrasInput,
): Promise<ApplyReply> {
  const now = deps.now();
  const { ordSn, packageYn, cardYn, cardMsg, ...address } = input;
  const extras = await chosenExtras(deps.db, user.unqUserId, ordSn, { packageYn, cardYn, cardMsg });
  const statement = {
    extras,
    ordSn,
    unqUserId: user.unqUserId,
    address,
    now,
    stamp: kstStamp(now),
    deliStatCd: DELIVERY_STATUS.received,
    recipientLocked: false,
  };
  // One statement is its own transaction: a deadlock rolled it back whole, so it may run once more.
  let outcome = await retryOnConflict(() => repo.applyAtOnce(deps.db, statement));
  if (outcome.kind === 'needsLock') {
    outcome = await deps.db
      .transaction(async (tx) => {
        await repo.lockRecipientOfOrder(tx, ordSn);
        const locked = await repo.applyAtOnce(tx, { ...statement, recipientLocked: true });
        // A lost race aborted the transaction: throw, so it is rolled back explicitly rather than by a COMMIT.
        if (locked.kind === 'lostRace') throw new LostRace(locked);
        return locked;
      })
      .catch((error: unknown) => {
        if (error instanceof LostRace) return error.outcome;
        throw error;
      });
  }
  switch (outcome.kind) {
    case 'applied':
      return { ordSn, estiSn: outcome.estiSn, eventSn: outcome.eventSn };
    case 'notDraft':
      return replayOrReject(deps.db, user, ordSn);
    case 'noEvent':
      throw notFound(NOT_FOUND_TEXT.event);
    case 'lostRace':
      if (outcome.reason === 'allowance')
        throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
      if (outcome.reason === 'option') throw optionSoldOut();
      throw conflict(undefined, { code: MESSAGE_CODE.soldOut });
    case 'refused': {
      // Refusals keep their order: closed, allowance used up, over budget, sold out, an option value sold out.
      if (!outcome.open) throw conflict(undefined, { code: MESSAGE_CODE.eventNotOpen });
      if (!outcome.allowanceOk) throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
      checkBudget(outcome.order, outcome.event, outcome.usedBudgetAmt, 0);
      if (!outcome.stockOk) throw conflict(undefined, { code: MESSAGE_CODE.soldOut });
      if (!outcome.optionOk) throw optionSoldOut();
      // Every check held as read, so the statement wrote; reaching here is a fault, not a refusal.
      throw new Error('apply: every check held but nothing was written');
    }
    case 'needsLock':
      throw new Error('apply: the budget still needs the recipient lock after taking it');
  }
}

/** The extras as the apply page sends them (giftExtrasShape). */
export type ExtrasInput = { packageYn: string; cardYn: string; cardMsg: string };

/**
 * The extras a recipient chose, priced by their event's offer (giftExtrasAmount, decision 028). The event is read
 * only when an extra was chosen, so a plain apply keeps its one round trip; a running event's extras and prices
 * cannot change (save-event keeps them), so the price read here is the one the statement writes. An extra the event
 * does not offer is refused.
 */
export async function chosenExtras(
  db: Parameters<typeof repo.extrasOfferOfDraft>[0],
  unqUserId: string,
  ordSn: number,
  choice: ExtrasInput,
): Promise<repo.ChosenExtras> {
  if (choice.packageYn !== 'Y' && choice.cardYn !== 'Y') return repo.NO_EXTRAS;
  const offer = await repo.extrasOfferOfDraft(db, ordSn, unqUserId);
  if (!offer) throw notFound(NOT_FOUND_TEXT.order);
  const priced = giftExtrasAmount(offer, choice, offer.quantity);
  if (priced.refusal) throw badRequest(priced.refusal);
  return {
    packageYn: choice.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: choice.cardYn === 'Y' ? 'Y' : 'N',
    cardMsg: choice.cardYn === 'Y' ? choice.cardMsg : null,
    extrasAmt: priced.amount,
  };
}

/** A chosen option value ran out or was marked sold out after the choice (decision 029): select.json's words. */
const optionSoldOut = () => conflict(GIFT_MESSAGES.optionSoldOut, { code: MESSAGE_CODE.soldOut });

class LostRace extends Error {
  constructor(readonly outcome: repo.ApplyOutcome) {
    super('apply: lost race');
  }
}

/**
 * Takes the recipient's allowance, the event stock and the chosen option values' stock for an order just marked
 * applied, checks the part paid by card against what is left of the budget, and writes the estimate, its item and
 * the first delivery history row.
 * Every step is a conditional UPDATE that locks its row (the recipient row first, so the budget sum read after it is
 * serialized per recipient); any refusal throws and the caller's transaction rolls everything back. Used by an
 * approved card payment (payAmt = the approved amount); apply does the same in one statement (above).
 */
export async function fulfilOrder(
  tx: Tx,
  order: repo.ApplyingOrder,
  now: Date,
  payAmt: number,
): Promise<number> {
  const event = await loadRecipientEvent(tx, order.unqUserId, order.eventSn, now);
  if (!isEventOpen(event, now)) throw conflict(undefined, { code: MESSAGE_CODE.eventNotOpen });
  if (!(await takeAllowance(tx, order.eventSn, order.unqUserId, order.quantity))) {
    throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
  }
  const budget = await repo.recipientBudget(tx, order.eventSn, order.unqUserId, order.ordSn);
  return completeWithinBudget(tx, order, budget, now, payAmt);
}

/**
 * The last step of a card payment: one statement takes the stock and writes the estimate (repo.completeOrder), then
 * the budget rule decides; a refusal throws, so the stock taken and the rows written roll back with the transaction.
 * Refusals keep their order: over budget, then an amount that does not match, then sold out, then an option value
 * sold out.
 */
async function completeWithinBudget(
  tx: Tx,
  order: repo.ApplyingOrder,
  budget: { budgetAmt: number | null; overPayYn: string },
  now: Date,
  payAmt: number,
): Promise<number> {
  const done = await repo.completeOrder(tx, order, payAmt, DELIVERY_STATUS.received, now);
  checkBudget(order, budget, done.usedBudgetAmt, payAmt);
  if (done.estiSn === null) throw conflict(undefined, { code: MESSAGE_CODE.soldOut });
  if (!done.optionOk) throw optionSoldOut();
  // The same report as the one-statement apply's, in this (the payment's) transaction (decision 038).
  await queueWebhookEvent(tx, {
    cmpyCd: order.cmpyCd,
    type: 'gift.applied',
    data: giftAppliedData(order),
    now,
  });
  return done.estiSn;
}

/** The budget rule: over budget without card payment allowed, or a card part that does not match, throws. */
function checkBudget(
  order: repo.ApplyingOrder,
  budget: { budgetAmt: number | null; overPayYn: string },
  usedBudgetAmt: number,
  payAmt: number,
): void {
  const due = amountAboveBudget({
    orderTotal: orderTotal(order),
    budgetAmt: budget.budgetAmt,
    usedBudgetAmt,
    overPayYn: budget.overPayYn,
  });
  if (!due.allowed) throw conflict(PAYMENT_TEXTS.overBudgetNotAllowed);
  if (due.remainPayAmount !== payAmt) throw conflict(PAYMENT_TEXTS.amountMismatch);
}

async function replayOrReject(tx: Parameters<typeof repo.findOrder>[0], user: AuthUser, ordSn: number) {
  const existing = await repo.findOrder(tx, ordSn);
  if (!existing || existing.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const estiSn = existing.ordStatCd === ORDER_STATUS.applied ? await repo.estimateOfOrder(tx, ordSn) : null;
  if (estiSn === null) throw conflict();
  return { ordSn, estiSn, eventSn: existing.eventSn };
}
