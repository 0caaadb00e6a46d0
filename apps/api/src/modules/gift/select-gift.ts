import {
  checkGiftQuantity,
  GIFT_MESSAGES,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  type RecipientEvent,
  type selectRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isEventOpen, loadRecipientEvent } from './gift-access';
import { loadOptionChoices, pickOptions } from './gift-detail';
import { eventGift, insertDraftOrder } from './repository';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/gift/select.json: checks the choice (event open, gift in the event and in stock, one value per
 * option title and none sold out, quantity within what is left of the gift and of each tracked value) and records
 * it as a draft order. Stock is taken only on apply.
 */
export async function selectGift(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof selectRequestSchema>,
): Promise<{ ordSn: number; eventSn: number }> {
  const now = deps.now();
  const event = await loadRecipientEvent(deps.db, user.unqUserId, input.eventSn, now);
  if (!isEventOpen(event, now)) throw conflict(undefined, { code: MESSAGE_CODE.eventNotOpen });
  const choice = await checkChoice(deps.db, event, input);
  const ordSn = await insertDraftOrder(deps.db, {
    eventSn: input.eventSn,
    cmpyCd: event.cmpyCd,
    unqUserId: user.unqUserId,
    ordStatCd: ORDER_STATUS.draft,
    prodSn: input.prodSn,
    optCds: choice.optCds,
    optNm: choice.optNm,
    quantity: input.quantity,
    unitPrice: choice.unitPrice,
  });
  return { ordSn, eventSn: input.eventSn };
}

/**
 * The choice rules of select.json, on an event the caller has loaded (and found open, unless it walks the event in
 * test mode): the gift in the event and in stock, the quantity within what is left of the gift and of the event's
 * choices (one for a single choice), one value per option title, none sold out. Returns what the draft records.
 */
export async function checkChoice(
  db: Executor,
  event: RecipientEvent,
  input: { prodSn: number; quantity: number; optCdList: readonly string[] },
): Promise<{ optCds: string; optNm: string | null; unitPrice: number }> {
  const gift = await eventGift(db, event.eventSn, input.prodSn);
  if (gift?.useYn !== 'Y') throw notFound(NOT_FOUND_TEXT.product);
  if (gift.stockQty <= 0) throw conflict(undefined, { code: MESSAGE_CODE.soldOut });

  const refusal = checkGiftQuantity(event, input.quantity, gift.stockQty);
  if (refusal === 'singleChoice') throw badRequest(GIFT_MESSAGES.quantityInvalid);
  if (refusal === 'overRemaining') throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
  if (refusal === 'overStock')
    throw conflict(GIFT_MESSAGES.quantityOverStock, { code: MESSAGE_CODE.soldOut });

  const picked = pickOptions(await loadOptionChoices(db, input.prodSn), input.optCdList, input.quantity);
  // The options' extra prices are part of what the gift costs: the budget, the card charge and the bills follow.
  return { optCds: picked.optCds, optNm: picked.optNm, unitPrice: gift.price + picked.addPrice };
}
