import {
  AUTH_CD,
  DELIVERY_FLOW_PATH as P,
  REOPEN_TEXT,
  RETURN_STATE_LABEL,
  type ReturnDetail,
} from '@pcs/domain';
import dayjs from 'dayjs';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryHistory,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  messageOutbox,
  refund,
} from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/**
 * Decision 030: a completed return gives the recipient their choice back while the event is open (by the event's
 * rule or an operator's action with a reason), once; the goods go back to the event's stock only when resellable;
 * the recipient's screens read the return's state.
 */

const URL = 'https://gift.pcs.test';
const clock = testClock();
const t = setupTestApp(clock, { PUBLIC_URL: URL });
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';

const ADDRESS = {
  receiverNm: '김민준',
  receiverTelNo: '01012345678',
  zipCd: '48058',
  addr: '부산광역시 해운대구 센텀중앙로 79',
  addrDtl: '101동 1001호',
};

let admin: string;
let vendorToken: string;
let cmpyCd: string;
let serial = 0;

type Gift = {
  eventSn: number;
  prodSn: number;
  ordSn: number;
  estiSn: number;
  estiItemSn: number;
  token: string;
  unqUserId: string;
};

/** A recipient with a phone, an event of one gift (stock 5) and their applied order. */
async function applied(overrides: Record<string, unknown> = {}): Promise<Gift> {
  const db = t.database.db;
  serial += 1;
  const user = await createUser(db, AUTH_CD.clientEmployee, {
    cmpyCd,
    userNm: '박지훈',
    telNo: `0107000${String(serial).padStart(4, '0')}`,
  });
  const prod = await createProduct(db, { prodNm: '텀블러 세트' });
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
    overrides: { eventNm: '창립 기념 선물', ...overrides },
  });
  const token = await loginAs(t.app, user.userId);
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: ev.eventSn, prodSn: prod.prodSn, quantity: 1 },
    token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const done = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
  expect(done.statusCode).toBe(200);
  const { estiSn } = done.body.resultData as { estiSn: number };
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, estiSn));
  return {
    eventSn: ev.eventSn,
    prodSn: prod.prodSn,
    ordSn,
    estiSn,
    estiItemSn: item!.estiItemSn,
    token,
    unqUserId: user.unqUserId,
  };
}

const lineAct = (g: Gift, action: string, extra: Record<string, unknown> = {}) =>
  post(t.app, P.lineAction, { estiSn: g.estiSn, estiItemSn: g.estiItemSn, action, ...extra }, admin);

/** Delivered, returned for damage, approved and collected: waiting for the refund step (04). */
async function collected(g: Gift) {
  expect((await lineAct(g, 'placeOrder')).statusCode).toBe(200);
  expect((await lineAct(g, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(200);
  expect((await lineAct(g, 'confirmDelivery')).statusCode).toBe(200);
  const requested = await post(
    t.app,
    P.myReturnRequest,
    {
      estiSn: g.estiSn,
      estiItemSn: g.estiItemSn,
      refundGbn: 'RETURN',
      reasonCd: '02',
      reason: '파손되어 왔습니다',
    },
    g.token,
  );
  expect(requested.statusCode).toBe(200);
  const key = {
    estiSn: g.estiSn,
    estiItemSn: g.estiItemSn,
    refundSn: (requested.body.resultData as { refundSn: number }).refundSn,
  };
  expect((await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin)).statusCode).toBe(200);
  expect((await post(t.app, P.returnAction, { ...key, action: 'collect' }, admin)).statusCode).toBe(200);
  return key;
}
type Key = Awaited<ReturnType<typeof collected>>;

const refundStep = (key: Key, resellableYn?: 'Y' | 'N') =>
  post(t.app, P.returnAction, { ...key, action: 'refund', ...(resellableYn ? { resellableYn } : {}) }, admin);
const reopen = (key: Key, reason: string, token = admin) =>
  post(t.app, P.returnReopen, { ...key, reason }, token);

const usedCnt = async (g: Gift) =>
  (
    await t.database.db
      .select({ n: eventRecipient.usedCnt })
      .from(eventRecipient)
      .where(and(eq(eventRecipient.eventSn, g.eventSn), eq(eventRecipient.unqUserId, g.unqUserId)))
  )[0]?.n;
const stockOf = async (g: Gift) =>
  (
    await t.database.db
      .select({ n: eventProduct.stockQty })
      .from(eventProduct)
      .where(and(eq(eventProduct.eventSn, g.eventSn), eq(eventProduct.prodSn, g.prodSn)))
  )[0]?.n;
const kindsTo = async (g: Gift) =>
  (
    await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.unqUserId, g.unqUserId))
      .orderBy(asc(messageOutbox.id))
  ).map((m) => m.templateCode);
const detailOf = async (key: Key) =>
  (await post(t.app, P.returnDetail, key, admin)).body.resultData as ReturnDetail;
/** The recipient's event on their gift list: how many choices are used and how much budget. */
const giftEvent = async (g: Gift) => {
  const res = await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, g.token);
  const list = (
    res.body.resultData as { eventList: { eventSn: number; usedCnt: number; budgetUsedAmt: number }[] }
  ).eventList;
  return list.find((e) => e.eventSn === g.eventSn)!;
};

/** The recipient chooses the same gift again (select, then apply). */
async function chooseAgain(g: Gift) {
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: g.eventSn, prodSn: g.prodSn, quantity: 1 },
    g.token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  return post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, g.token);
}

/** The event's period ended yesterday (the clock closes it whatever its stored status says). */
const closeEvent = (g: Gift) =>
  t.database.db
    .update(event)
    .set({ endDt: dayjs().subtract(1, 'day').format('YYYYMMDD') })
    .where(eq(event.eventSn, g.eventSn));

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  const a = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  admin = await loginAs(t.app, a.userId);
  const v = await createUser(db, AUTH_CD.vendor, { cmpyCd: opr.cmpyCd });
  vendorToken = await loginAs(t.app, v.userId);
  cmpyCd = (await createCompany(db, { cmpyNm: '한빛전자' })).cmpyCd;
});

describe('the refund step says what happens to the goods', () => {
  it('refuses a refund without the resellable choice; a damaged return stays out of stock', async () => {
    const g = await applied();
    const key = await collected(g);
    expect(await stockOf(g)).toBe(4);
    const missing = await refundStep(key);
    expect(missing.statusCode).toBe(409);
    expect(missing.body.resultStatus.messageText).toBe(REOPEN_TEXT.resellableRequired);
    expect((await refundStep(key, 'N')).body.resultData).toMatchObject({ refundStatCd: '06' });
    expect(await stockOf(g)).toBe(4);
    expect(await detailOf(key)).toMatchObject({ resellableYn: 'N', resellableNm: '파손 등 재판매 불가' });
  });

  it("puts a resellable return's quantity back into the event's stock, once", async () => {
    const g = await applied();
    const key = await collected(g);
    expect((await refundStep(key, 'Y')).statusCode).toBe(200);
    expect(await stockOf(g)).toBe(5);
    expect((await refundStep(key, 'Y')).statusCode).toBe(409);
    expect(await stockOf(g)).toBe(5);
    expect(await detailOf(key)).toMatchObject({ resellableYn: 'Y', resellableNm: '재판매 가능' });
  });
});

describe("an operator gives a completed return's choice back", () => {
  it('with a reason, while the event is open: the allowance comes back, the recipient is told, once', async () => {
    const g = await applied();
    const key = await collected(g);
    // Not complete yet: nothing to give back.
    const early = await reopen(key, '파손 상품 재선택');
    expect(early.statusCode).toBe(409);
    expect(early.body.resultStatus.messageText).toBe(REOPEN_TEXT.notReturned);
    await refundStep(key, 'N');
    expect(await usedCnt(g)).toBe(1);
    expect(await detailOf(key)).toMatchObject({
      reopenRefusal: null,
      reopenedAt: null,
      reopenOnReturnYn: 'N',
    });

    const blank = await reopen(key, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.resultStatus.messageText).toContain(REOPEN_TEXT.reasonRequired);
    expect((await reopen(key, '파손 상품 재선택', vendorToken)).statusCode).toBe(403);
    expect((await reopen(key, '파손 상품 재선택', g.token)).statusCode).toBe(403);

    const done = await reopen(key, '파손 상품 재선택');
    expect(done.statusCode).toBe(200);
    expect(done.body.resultData).toMatchObject({ usedCnt: 0 });
    expect(await usedCnt(g)).toBe(1 - 1);
    expect((await giftEvent(g)).usedCnt).toBe(0);

    const again = await reopen(key, '한 번 더');
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe(REOPEN_TEXT.already);
    expect(await usedCnt(g)).toBe(0);

    const d = await detailOf(key);
    expect(d.reopenReason).toBe('파손 상품 재선택');
    expect(d.reopenedAt).not.toBeNull();
    expect(d.reopenRefusal).toBe(REOPEN_TEXT.already);
    expect(d.history.map((h) => h.memo)).toContain(`${REOPEN_TEXT.title}: 파손 상품 재선택`);

    expect(await kindsTo(g)).toEqual([
      'PCS_ORDER_RELEASE',
      'PCS_ORDER_DELIVERED',
      'PCS_ORDER_RETURN_APPROVED',
      'PCS_ORDER_REFUNDED',
      'PCS_ORDER_CHOICE_REOPENED',
    ]);
    const [m] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.unqUserId, g.unqUserId),
          eq(messageOutbox.templateCode, 'PCS_ORDER_CHOICE_REOPENED'),
        ),
      );
    expect(m!.body).toContain('선물을 다시 선택하실 수 있습니다.');
    expect(m!.body).toMatch(/선택 마감: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    expect(m!.body).toContain(`선물 선택: ${URL}/m/gift/preview`);

    // The choice given back can be used: the recipient applies again.
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: g.eventSn, prodSn: g.prodSn, quantity: 1 },
      g.token,
    );
    expect(selected.statusCode).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    expect(
      (await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, g.token)).statusCode,
    ).toBe(200);
    expect(await usedCnt(g)).toBe(1);
  });

  it('gives the budget back with the choice', async () => {
    const g = await applied({ budgetAmt: 50_000 });
    expect((await giftEvent(g)).budgetUsedAmt).toBeGreaterThan(0);
    const key = await collected(g);
    await refundStep(key, 'N');
    expect((await reopen(key, '예산 반환 확인')).statusCode).toBe(200);
    expect(await giftEvent(g)).toMatchObject({ usedCnt: 0, budgetUsedAmt: 0 });
  });

  it('is refused with a clear message once the event is closed', async () => {
    const g = await applied();
    const key = await collected(g);
    await refundStep(key, 'N');
    await closeEvent(g);
    const res = await reopen(key, '마감 후 요청');
    expect(res.statusCode).toBe(409);
    expect(res.body.resultStatus.messageText).toBe(REOPEN_TEXT.eventClosed);
    expect(await usedCnt(g)).toBe(1);
    expect((await detailOf(key)).reopenRefusal).toBe(REOPEN_TEXT.eventClosed);
  });

  it('gives back exactly once under parallel requests', async () => {
    const g = await applied();
    const key = await collected(g);
    await refundStep(key, 'N');
    const before = t.database.conflictRetries.retries;
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => reopen(key, `동시 요청 ${i}`)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(7);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.body.resultStatus.messageText).toBe(REOPEN_TEXT.already);
    expect(await usedCnt(g)).toBe(0);
    expect((await kindsTo(g)).filter((k) => k === 'PCS_ORDER_CHOICE_REOPENED')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(deliveryHistory)
      .where(eq(deliveryHistory.estiItemSn, g.estiItemSn));
    expect(rows.filter((h) => h.memo?.startsWith(REOPEN_TEXT.title))).toHaveLength(1);
    if (onPostgres) expect(t.database.conflictRetries.retries - before).toBe(0);
  });
});

describe("the event's rule gives the choice back by itself", () => {
  it('is saved on a running event like the message toggles and shown on the detail', async () => {
    const g = await applied();
    const M = '/v1/ebmp/pcs/eventManage';
    const detail = await post(t.app, `${M}/detail.json`, { eventSn: g.eventSn }, admin);
    // biome-ignore lint/suspicious/noExplicitAny: the detail reply is sent back as the save body
    const d = detail.body.resultData as any;
    expect(d).toMatchObject({ eventStatCd: '02', reopenOnReturnYn: 'N' });
    const { products, tempNm: _t, cardNm: _c, cmpyNm: _n, eventStatCd: _s, eventStatNm: _m, ...rest } = d;
    const keep = Object.fromEntries(
      Object.entries(rest).filter(
        ([k]) => !['allowedEdits', 'stateCounts', 'recipientCount', 'closeSummary'].includes(k),
      ),
    );
    const saved = await post(
      t.app,
      `${M}/save.json`,
      {
        ...keep,
        reopenOnReturnYn: 'Y',
        products: products.map((p: { prodSn: number; stockQty: number; eventPrice: number | null }) => ({
          prodSn: p.prodSn,
          stockQty: p.stockQty,
          eventPrice: p.eventPrice,
        })),
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const after = await post(t.app, `${M}/detail.json`, { eventSn: g.eventSn }, admin);
    expect((after.body.resultData as { reopenOnReturnYn: string }).reopenOnReturnYn).toBe('Y');
    // The rule now applies to this event's returns.
    const key = await collected(g);
    await refundStep(key, 'N');
    expect(await usedCnt(g)).toBe(0);
  });

  it('on 반품완료 while the event is open, told once; an operator then has nothing to give', async () => {
    const g = await applied({ reopenOnReturnYn: 'Y' });
    const key = await collected(g);
    await refundStep(key, 'Y');
    expect(await usedCnt(g)).toBe(0);
    expect(await stockOf(g)).toBe(5);
    expect((await kindsTo(g)).at(-1)).toBe('PCS_ORDER_CHOICE_REOPENED');
    const d = await detailOf(key);
    expect(d).toMatchObject({ reopenOnReturnYn: 'Y', reopenReason: REOPEN_TEXT.byRule });
    expect(d.history.map((h) => h.memo)).toContain(`${REOPEN_TEXT.title}: ${REOPEN_TEXT.byRule}`);
    expect((await reopen(key, '중복')).body.resultStatus.messageText).toBe(REOPEN_TEXT.already);
    expect(await usedCnt(g)).toBe(0);
  });

  it('does nothing for a closed event', async () => {
    const g = await applied({ reopenOnReturnYn: 'Y' });
    const key = await collected(g);
    await closeEvent(g);
    await refundStep(key, 'N');
    expect(await usedCnt(g)).toBe(1);
    expect(await kindsTo(g)).not.toContain('PCS_ORDER_CHOICE_REOPENED');
  });

  it('an event that turned the message off still gives the choice back, silently', async () => {
    const g = await applied({ reopenOnReturnYn: 'Y', noticeOff: ['CHOICE_REOPENED'] });
    const key = await collected(g);
    await refundStep(key, 'N');
    expect(await usedCnt(g)).toBe(0);
    expect(await kindsTo(g)).not.toContain('PCS_ORDER_CHOICE_REOPENED');
    expect(await kindsTo(g)).toContain('PCS_ORDER_REFUNDED');
  });
});

describe("the recipient's screens follow the return", () => {
  it('read 반품완료 instead of 배송완료 on the order list, detail, gift history and the event recipients', async () => {
    const g = await applied();
    const key = await collected(g);
    await refundStep(key, 'N');
    const done = RETURN_STATE_LABEL['06'];

    const list = await post(t.app, P.myList, { page: 1, pageSize: 10 }, g.token);
    const row = (list.body.resultData as { list: { estiSn: number; deliStatNm: string }[] }).list.find(
      (r) => r.estiSn === g.estiSn,
    );
    expect(row?.deliStatNm).toBe(done);
    const detail = await post(t.app, P.myDetail, { estiSn: g.estiSn }, g.token);
    expect((detail.body.resultData as { lines: { deliStatNm: string }[] }).lines[0]?.deliStatNm).toBe(done);
    const history = await post(t.app, '/v1/ebmp/pcs/gift/orderHistory.json', { eventSn: g.eventSn }, g.token);
    const orders = (history.body.resultData as { orderList: { items: { deliStatNm: string }[] }[] })
      .orderList;
    expect(orders[0]?.items[0]?.deliStatNm).toBe(done);

    const recipients = async () =>
      (
        (
          await post(
            t.app,
            '/v1/ebmp/pcs/eventManage/recipient/list.json',
            { eventSn: g.eventSn, page: 1, pageSize: 10 },
            admin,
          )
        ).body.resultData as { list: { stateCd: string; stateNm: string }[] }
      ).list[0];
    expect(await recipients()).toMatchObject({ stateCd: '06', stateNm: done });

    // Chosen again after the choice came back: the new order's state.
    await reopen(key, '재선택');
    expect((await chooseAgain(g)).statusCode).toBe(200);
    expect(await recipients()).toMatchObject({ stateCd: '03' });
    const [o] = await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, g.ordSn));
    expect(o?.reopenedAt).not.toBeNull();
    const [r] = await t.database.db.select().from(refund).where(eq(refund.refundSn, key.refundSn));
    expect(r?.resellableYn).toBe('N');
  });
});

describe('after a completed return', () => {
  it('the line cannot be returned or exchanged again, so its stock comes back only once', async () => {
    const g = await applied();
    const key = await collected(g);
    expect((await refundStep(key, 'Y')).statusCode).toBe(200);
    expect(await stockOf(g)).toBe(5);
    const again = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: g.estiSn, estiItemSn: g.estiItemSn, refundGbn: 'EXCHANGE', reasonCd: '02' },
      g.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('이미 반품이 완료된 상품입니다.');
    const mine = await post(t.app, P.myDetail, { estiSn: g.estiSn }, g.token);
    expect(
      (mine.body.resultData as { lines: { canReturn: boolean; returnRefusal: string | null }[] }).lines[0],
    ).toMatchObject({ canReturn: false, returnRefusal: '이미 반품이 완료된 상품입니다.' });
    expect(await stockOf(g)).toBe(5);
  });

  it('a recipient given the choice back is on the not-applied list until they choose again', async () => {
    const g = await applied();
    const key = await collected(g);
    await refundStep(key, 'N');
    const notApplied = async () =>
      (
        (await post(t.app, P.notApplyList, { cmpyCd, eventSn: g.eventSn }, admin)).body.resultData as {
          list: { unqUserId: string }[];
        }
      ).list.map((r) => r.unqUserId);
    expect(await notApplied()).not.toContain(g.unqUserId);
    expect((await reopen(key, '파손, 다시 고르시도록')).statusCode).toBe(200);
    expect(await notApplied()).toContain(g.unqUserId);
    expect((await chooseAgain(g)).statusCode).toBe(200);
    expect(await notApplied()).not.toContain(g.unqUserId);
  });
});
