import {
  type ApplyReply,
  DELIVERY_STATUS,
  type DeliveryAddress,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
} from '@pcs/domain';
import type { Db } from '../../db/client';
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

    const event = await loadRecipientEvent(tx, user.unqUserId, order.eventSn, now);
    if (!isEventOpen(event, now)) throw conflict(MESSAGE_CODE.eventNotOpen);
    if (!(await repo.takeAllowance(tx, order.eventSn, user.unqUserId, order.quantity))) {
      throw conflict(MESSAGE_CODE.selectLimitExceeded);
    }
    if (!(await repo.takeStock(tx, order.eventSn, order.prodSn, order.quantity))) {
      throw conflict(MESSAGE_CODE.soldOut);
    }
    const gift = await repo.eventGift(tx, order.eventSn, order.prodSn);
    const estiSn = await repo.insertEstimate(tx, {
      ordSn,
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
      changedBy: user.unqUserId,
      changedAt: now,
    });
    return { ordSn, estiSn, eventSn: order.eventSn };
  });
}

async function replayOrReject(tx: Parameters<typeof repo.findOrder>[0], user: AuthUser, ordSn: number) {
  const existing = await repo.findOrder(tx, ordSn);
  if (!existing || existing.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  const estiSn = existing.ordStatCd === ORDER_STATUS.applied ? await repo.estimateOfOrder(tx, ordSn) : null;
  if (estiSn === null) throw conflict(MESSAGE_CODE.conflict);
  return { ordSn, estiSn, eventSn: existing.eventSn };
}
