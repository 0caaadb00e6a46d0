import {
  checkGiftQuantity,
  GIFT_MESSAGES,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  type selectRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
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
  const gift = await eventGift(deps.db, input.eventSn, input.prodSn);
  if (gift?.useYn !== 'Y') throw notFound(NOT_FOUND_TEXT.product);
  if (gift.stockQty <= 0) throw conflict(undefined, { code: MESSAGE_CODE.soldOut });

  const refusal = checkGiftQuantity(event, input.quantity, gift.stockQty);
  if (refusal === 'singleChoice') throw badRequest(GIFT_MESSAGES.quantityInvalid);
  if (refusal === 'overRemaining') throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
  if (refusal === 'overStock')
    throw conflict(GIFT_MESSAGES.quantityOverStock, { code: MESSAGE_CODE.soldOut });

  const picked = pickOptions(await loadOptionChoices(deps.db, input.prodSn), input.optCdList, input.quantity);

  const ordSn = await insertDraftOrder(deps.db, {
    eventSn: input.eventSn,
    cmpyCd: event.cmpyCd,
    unqUserId: user.unqUserId,
    ordStatCd: ORDER_STATUS.draft,
    prodSn: input.prodSn,
    optCds: picked.optCds,
    optNm: picked.optNm,
    quantity: input.quantity,
    // The options' extra prices are part of what the gift costs: the budget, the card charge and the bills follow.
    unitPrice: gift.price + picked.addPrice,
  });
  return { ordSn, eventSn: input.eventSn };
}
