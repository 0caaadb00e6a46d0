import {
  type ApplyReply,
  DEFAULT_PRODUCT_IMAGE_ID,
  type DeliveryAddress,
  GIFT_MESSAGES,
  type GiftDetail,
  type GiftListReply,
  type GiftListRequest,
  type GiftOrder,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  optionValueHolds,
  orderStatusName,
  orderTotal,
  type RecipientEvent,
  type selectRequestSchema,
} from '@pcs/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { eventTestOrder } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { checkChoice, eventGift, giftDetailOf, giftListOf, loadOptionChoices, productSummary } from '../gift';
import { loadEvent } from './event-access';
import { statusAt } from './event-status';

/**
 * Test mode (spec §2 test-mode gift screens): an operator walks an event's recipient journey, in any status, with the
 * gift journey's calls, replies and rules (options, single/multiple choice, remaining count, stock). Orders go to
 * event_test_order only; stock is read, never taken, and nothing is written to gift_order, event_recipient,
 * estimates or deliveries, so dashboards and lists never see a test.
 */
type Deps = { db: Db; now: () => Date };

const usedInTest = (db: Executor, eventSn: number, unqUserId: string) =>
  db
    .select({ n: sql<number>`coalesce(sum(${eventTestOrder.quantity}), 0)::int` })
    .from(eventTestOrder)
    .where(
      and(
        eq(eventTestOrder.eventSn, eventSn),
        eq(eventTestOrder.unqUserId, unqUserId),
        eq(eventTestOrder.ordStatCd, ORDER_STATUS.applied),
      ),
    )
    .then((rows) => rows[0]?.n ?? 0);

/** The event as the operator's test recipient sees it: always open, allowance = selectCnt, used = test orders. */
async function testEvent(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  eventSn: number,
): Promise<RecipientEvent> {
  const { event: e, cmpyNm } = await loadEvent(deps.db, user, eventSn);
  return {
    eventSn: e.eventSn,
    eventNm: e.eventNm,
    cmpyCd: e.cmpyCd,
    cmpyNm,
    startDt: e.startDt,
    endDt: e.endDt,
    startTm: e.startTm,
    endTm: e.endTm,
    eventStatCd: statusAt(e, deps.now()),
    selectCnt: e.selectCnt,
    selectType: e.selectType,
    usedCnt: await usedInTest(deps.db, eventSn, user.unqUserId),
    greeting: e.greeting,
    openYn: 'Y',
    // Test orders take nothing from the budget: the operator sees what a recipient who has chosen nothing sees.
    budgetAmt: e.budgetAmt,
    budgetUsedAmt: 0,
    overPayYn: e.overPayYn === 'Y' ? 'Y' : 'N',
  };
}

/** .../test/eventList.json: the one event under test. */
export async function testEventList(deps: Deps, user: AuthUser, eventSn: number) {
  return { eventList: [await testEvent(deps, user, eventSn)] };
}

/** .../test/giftList.json: the gift list of the real journey (same filters, sorts and paging). */
export async function testGiftList(
  deps: Deps,
  user: AuthUser,
  input: GiftListRequest,
): Promise<GiftListReply> {
  return giftListOf(deps.db, await testEvent(deps, user, input.eventSn), input);
}

/** .../test/giftDetail.json: a gift as the real journey shows it. */
export async function testGiftDetail(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; prodSn: number },
): Promise<GiftDetail> {
  return giftDetailOf(deps.db, await testEvent(deps, user, input.eventSn), input.prodSn);
}

/** .../test/select.json: the real choice rules; the draft goes to event_test_order. */
export async function testSelect(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof selectRequestSchema>,
): Promise<{ ordSn: number; eventSn: number }> {
  const choice = await checkChoice(deps.db, await testEvent(deps, user, input.eventSn), input);

  const [row] = await deps.db
    .insert(eventTestOrder)
    .values({
      eventSn: input.eventSn,
      unqUserId: user.unqUserId,
      prodSn: input.prodSn,
      optCds: choice.optCds,
      optNm: choice.optNm,
      quantity: input.quantity,
      unitPrice: choice.unitPrice,
    })
    .returning({ ordSn: eventTestOrder.ordSn });
  return { ordSn: row!.ordSn, eventSn: input.eventSn };
}

/**
 * .../test/apply.json: completes a test draft with the address after the real checks (remaining count, stock
 * left, the chosen option values on sale with enough left) — without taking any. A repeated submit returns the first result. estiSn is the test order's number.
 */
export async function testApply(
  deps: Deps,
  user: AuthUser,
  input: { ordSn: number } & DeliveryAddress,
): Promise<ApplyReply> {
  const { ordSn, ...address } = input;
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(eventTestOrder)
      .where(and(eq(eventTestOrder.ordSn, ordSn), eq(eventTestOrder.unqUserId, user.unqUserId)))
      .for('update');
    if (!order) throw notFound(NOT_FOUND_TEXT.order);
    if (order.ordStatCd === ORDER_STATUS.applied) return { ordSn, estiSn: ordSn, eventSn: order.eventSn };
    const event = await testEvent({ db: tx, now: deps.now }, user, order.eventSn);
    if (event.usedCnt + order.quantity > event.selectCnt)
      throw conflict(undefined, { code: MESSAGE_CODE.selectLimitExceeded });
    const gift = await eventGift(tx, order.eventSn, order.prodSn);
    if (!gift || gift.stockQty < order.quantity) throw conflict(undefined, { code: MESSAGE_CODE.soldOut });
    // The chosen option values as the real apply checks them (decision 029), read and never taken.
    const chosen = order.optCds ? order.optCds.split(',') : [];
    const values = (await loadOptionChoices(tx, order.prodSn)).flatMap((t) => t.optionDetailList);
    for (const optCd of chosen) {
      const v = values.find((x) => x.optCd === optCd);
      if (!v || !optionValueHolds(v, order.quantity))
        throw conflict(GIFT_MESSAGES.optionSoldOut, { code: MESSAGE_CODE.soldOut });
    }
    await tx
      .update(eventTestOrder)
      .set({ ...address, ordStatCd: ORDER_STATUS.applied, appliedAt: deps.now() })
      .where(eq(eventTestOrder.ordSn, ordSn));
    return { ordSn, estiSn: ordSn, eventSn: order.eventSn };
  });
}

async function toGiftOrders(
  deps: Deps,
  rows: (typeof eventTestOrder.$inferSelect)[],
  eventNm: string,
  selectType: string,
): Promise<GiftOrder[]> {
  const result: GiftOrder[] = [];
  for (const o of rows) {
    const prod = await productSummary(deps.db, o.prodSn);
    const applied = o.ordStatCd === ORDER_STATUS.applied;
    result.push({
      ordSn: o.ordSn,
      estiSn: applied ? o.ordSn : null,
      eventSn: o.eventSn,
      eventNm,
      ordStatCd: o.ordStatCd,
      ordStatNm: orderStatusName(o.ordStatCd),
      selectType,
      orderDt: ymdHmsKst(o.appliedAt ?? o.createdAt),
      receiverNm: o.receiverNm,
      receiverTelNo: o.receiverTelNo,
      zipCd: o.zipCd,
      addr: o.addr,
      addrDtl: o.addrDtl,
      deliveryMemo: o.deliveryMemo,
      addrNeededYn: 'N',
      // Test mode walks the choice and the address; extras are priced and kept on real orders only (none here).
      totalPrice: orderTotal({ ...o, extrasAmt: 0 }),
      // A rehearsal takes no card payment: the budget carries the whole gift.
      payAmt: 0,
      budgetAmt: orderTotal({ ...o, extrasAmt: 0 }),
      packageYn: 'N',
      cardYn: 'N',
      cardMsg: '',
      extrasAmt: 0,
      extrasOffer: null,
      items: prod
        ? [
            {
              estiItemSn: applied ? o.ordSn : 0,
              prodSn: prod.prodSn,
              prodNm: prod.prodNm,
              brandNm: prod.brandNm,
              mainImg: prod.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
              optNm: o.optNm,
              quantity: o.quantity,
              deliStatCd: '',
              deliStatNm: applied ? '테스트 신청' : '',
              carrierNm: null,
              invoiceNo: null,
            },
          ]
        : [],
    });
  }
  return result;
}

/** .../test/orderHistory.json: the operator's applied test orders of the event. */
export async function testOrderHistory(deps: Deps, user: AuthUser, eventSn: number) {
  const { event: e } = await loadEvent(deps.db, user, eventSn);
  const rows = await deps.db
    .select()
    .from(eventTestOrder)
    .where(
      and(
        eq(eventTestOrder.eventSn, eventSn),
        eq(eventTestOrder.unqUserId, user.unqUserId),
        eq(eventTestOrder.ordStatCd, ORDER_STATUS.applied),
      ),
    )
    .orderBy(desc(eventTestOrder.ordSn));
  return { orderList: await toGiftOrders(deps, rows, e.eventNm, e.selectType) };
}

/** .../test/orderDetail.json: one of the operator's test orders. */
export async function testOrderDetail(deps: Deps, user: AuthUser, ordSn: number): Promise<GiftOrder> {
  const [row] = await deps.db
    .select()
    .from(eventTestOrder)
    .where(and(eq(eventTestOrder.ordSn, ordSn), eq(eventTestOrder.unqUserId, user.unqUserId)));
  if (!row) throw notFound(NOT_FOUND_TEXT.order);
  const { event: e } = await loadEvent(deps.db, user, row.eventSn);
  const [order] = await toGiftOrders(deps, [row], e.eventNm, e.selectType);
  return order!;
}
