import { AUTH_CD, DELIVERY_FLOW_PATH, GIFT_MESSAGES, GOODS_MESSAGES, type GoodsDetail } from '@pcs/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import { seedReferenceData } from '../src/db/demo-data/index';
import {
  category,
  estimate,
  estimateItem,
  eventProduct,
  eventRecipient,
  giftOrder,
  payment,
  productOption,
  vendor,
} from '../src/db/schema/index';
import { ADDRESS, readyPayment, stdReturnPost } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/**
 * Decision 029: an option value's stock is the vendor's stock of that value across events, taken on apply with the
 * event's stock (the one statement, its budgeted run, the card payment), given back once on cancel, never taken in
 * test mode; a value at 0 is sold out everywhere; a value without a count (null) is never limited by one. The goods
 * save keeps option codes and changes a value's stock by what was changed on the screen.
 */

const t = setupTestApp(testClock());
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';
const G = '/v1/ebmp/pcs/manage/goods';
const E = '/v1/ebmp/pcs/eventManage';
const SOLD_OUT_OPTION = GIFT_MESSAGES.optionSoldOut;

let adminToken: string;
let leafCd: string;
let vendorSn: number;

beforeAll(async () => {
  const db = t.database.db;
  await seedReferenceData(db, t.storage);
  const admin = await createUser(db, AUTH_CD.operatorAdmin);
  adminToken = await loginAs(t.app, admin.userId);
  const [leaf] = await db
    .select({ categoryCd: category.categoryCd })
    .from(category)
    .where(eq(category.level, 3))
    .orderBy(category.categoryCd)
    .limit(1);
  leafCd = leaf!.categoryCd;
  vendorSn = (await db.insert(vendor).values({ vendorNm: '옵션재고상회' }).returning())[0]!.vendorSn;
});

type Recipient = { unqUserId: string; token: string };

/** Logs in from an address of its own: a burst of logins from one address would meet the login throttle. */
async function loginFrom(i: number, userId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ebmp/login.json',
    payload: { userId, password: TEST_PASSWORD },
    remoteAddress: `10.29.${i >> 8}.${i & 255}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { resultData: { loginUserToken: string } }).resultData.loginUserToken;
}

/**
 * A product with two option titles: 색상 (블랙 0101 counted at `black`, 화이트 0102 counted at 7) and 사이즈 (L 0201
 * not counted), in a running event of a new company with `count` signed-in recipients.
 */
async function optionedEvent(
  opts: {
    black?: number | null;
    count?: number;
    eventStock?: number;
    selectCnt?: number;
    budgetAmt?: number | null;
    price?: number;
  } = {},
) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const prod = await createProduct(db, { price: opts.price ?? 30_000, vendorSn }, [
    { optCd: '01', optNm: '색상' },
    { optCd: '0101', optNm: '블랙', parentOptCd: '01', stockQty: opts.black === undefined ? 5 : opts.black },
    { optCd: '0102', optNm: '화이트', parentOptCd: '01', stockQty: 7 },
    { optCd: '02', optNm: '사이즈' },
    { optCd: '0201', optNm: 'L', parentOptCd: '02' },
  ]);
  const users = [];
  for (let i = 0; i < (opts.count ?? 1); i += 1)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const selectCnt = opts.selectCnt ?? 1;
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: opts.eventStock ?? 100 }],
    recipients: users.map((u) => u.unqUserId),
    selectCnt,
    selectType: selectCnt > 1 ? '02' : '01',
    overrides: { budgetAmt: opts.budgetAmt ?? null, overPayYn: 'Y' },
  });
  const recipients: Recipient[] = [];
  for (const [i, u] of users.entries())
    recipients.push({ unqUserId: u.unqUserId, token: await loginFrom(i, u.userId) });
  return { cmpy, prod, ev, recipients };
}

const select = (r: Recipient, eventSn: number, prodSn: number, optCdList: string[], quantity = 1) =>
  post(t.app, '/v1/ebmp/pcs/gift/select.json', { eventSn, prodSn, quantity, optCdList }, r.token);

async function draft(r: Recipient, eventSn: number, prodSn: number, optCdList: string[], quantity = 1) {
  const s = await select(r, eventSn, prodSn, optCdList, quantity);
  expect(s.statusCode, s.body.resultStatus.messageText).toBe(200);
  return (s.body.resultData as { ordSn: number }).ordSn;
}

const apply = (r: Recipient, ordSn: number) =>
  post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, r.token);

/** optCd -> stock of the product's values (null: not counted). */
async function valueStock(prodSn: number): Promise<Record<string, number | null>> {
  const rows = await t.database.db.select().from(productOption).where(eq(productOption.prodSn, prodSn));
  return Object.fromEntries(rows.filter((r) => r.parentOptCd !== null).map((r) => [r.optCd, r.stockQty]));
}

const eventStock = async (eventSn: number) =>
  (await t.database.db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn)))[0]!.stockQty;

const orderOf = async (ordSn: number) =>
  (await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn)))[0]!;

const estimateOf = async (ordSn: number) =>
  (await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn)))[0];

async function usedOf(eventSn: number): Promise<number> {
  const [r] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${eventRecipient.usedCnt}), 0)::int` })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventSn, eventSn));
  return r!.n;
}

async function cancelAsRecipient(r: Recipient, ordSn: number) {
  const esti = await estimateOf(ordSn);
  return post(t.app, DELIVERY_FLOW_PATH.myCancel, { estiSn: esti!.estiSn }, r.token);
}

describe('a value counted down to 0 is sold out for every event', () => {
  it('the detail lists it as sold out in each event, select.json refuses it with the sold-out message, the cart says so', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 0 });
    const other = await createCompany(t.database.db);
    const otherUser = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: other.cmpyCd });
    const otherEv = await createEvent(t.database.db, {
      cmpyCd: other.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 50 }],
      recipients: [otherUser.unqUserId],
    });
    const otherToken = await loginAs(t.app, otherUser.userId);
    for (const [eventSn, token] of [
      [ev.eventSn, recipients[0]!.token],
      [otherEv.eventSn, otherToken],
    ] as const) {
      const detail = await post(
        t.app,
        '/v1/ebmp/pcs/gift/giftDetail.json',
        { eventSn, prodSn: prod.prodSn },
        token,
      );
      const d = detail.body.resultData as GoodsLikeDetail;
      expect(d.soldOutYn).toBe('N');
      expect(d.optionInfoList[0]!.optionDetailList).toEqual([
        { optCd: '0101', optNm: '블랙', soldOutYn: 'Y', addPrice: 0 },
        { optCd: '0102', optNm: '화이트', soldOutYn: 'N', addPrice: 0 },
      ]);
    }
    const refused = await select(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201']);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    expect((await select(recipients[0]!, ev.eventSn, prod.prodSn, ['0102', '0201'])).statusCode).toBe(200);

    const added = await post(
      t.app,
      '/v1/ebmp/pcs/cart/add.json',
      { eventSn: ev.eventSn, prodSn: prod.prodSn, optCdList: ['0101', '0201'], quantity: 1 },
      recipients[0]!.token,
    );
    expect(added.statusCode).toBe(200);
    const cart = await post(
      t.app,
      '/v1/ebmp/pcs/cart/cartList.json',
      { eventSn: ev.eventSn, cmpyCd: ev.cmpyCd },
      recipients[0]!.token,
    );
    expect(
      (cart.body.resultData as { cartProdList: { soldOutYn: string }[] }).cartProdList[0]!.soldOutYn,
    ).toBe('Y');
  });

  it('more units than a value has left are refused; a value without a count is never short', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 2, selectCnt: 3 });
    const over = await select(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201'], 3);
    expect(over.statusCode).toBe(409);
    expect(over.body.resultStatus.messageText).toBe(GIFT_MESSAGES.quantityOverStock);
    expect((await select(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201'], 2)).statusCode).toBe(200);
    await t.database.db
      .update(productOption)
      .set({ stockQty: null })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
    expect((await select(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201'], 3)).statusCode).toBe(200);
  });
});

type GoodsLikeDetail = {
  soldOutYn: string;
  optionInfoList: {
    optionDetailList: { optCd: string; optNm: string; soldOutYn: string; addPrice: number }[];
  }[];
};

describe('apply takes the counted values with the event stock', () => {
  it('takes the chosen counted value, records it on the order, leaves the value without a count alone', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 5, selectCnt: 2 });
    const ordSn = await draft(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201'], 2);
    expect((await apply(recipients[0]!, ordSn)).statusCode).toBe(200);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 3, '0102': 7, '0201': null });
    expect(await eventStock(ev.eventSn)).toBe(98);
    expect((await orderOf(ordSn)).optStockCds).toBe('0101');
    // A repeated submit takes nothing more.
    expect((await apply(recipients[0]!, ordSn)).statusCode).toBe(200);
    expect((await valueStock(prod.prodSn))['0101']).toBe(3);
  });

  it('a value that ran out or was marked sold out after the choice: refused with the sold-out message, nothing written', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 1, count: 3 });
    const [first, second, third] = recipients as [Recipient, Recipient, Recipient];
    const a = await draft(first, ev.eventSn, prod.prodSn, ['0101', '0201']);
    const b = await draft(second, ev.eventSn, prod.prodSn, ['0101', '0201']);
    const c = await draft(third, ev.eventSn, prod.prodSn, ['0102', '0201']);
    expect((await apply(first, a)).statusCode).toBe(200);
    const late = await apply(second, b);
    expect(late.statusCode).toBe(409);
    expect(late.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    await t.database.db
      .update(productOption)
      .set({ soldOutYn: 'Y' })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0102')));
    const flagged = await apply(third, c);
    expect(flagged.statusCode).toBe(409);
    expect(flagged.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    for (const ordSn of [b, c]) {
      expect((await orderOf(ordSn)).ordStatCd).toBe('00');
      expect(await estimateOf(ordSn)).toBeUndefined();
    }
    expect(await usedOf(ev.eventSn)).toBe(1);
    expect(await eventStock(ev.eventSn)).toBe(99);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 0, '0102': 7, '0201': null });
  });

  it('on an event with a budget (the recipient row locked first) the value is taken the same way', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 2, count: 2, budgetAmt: 50_000 });
    const a = await draft(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201']);
    expect((await apply(recipients[0]!, a)).statusCode).toBe(200);
    await t.database.db
      .update(productOption)
      .set({ stockQty: 0 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
    const b = await draft(recipients[1]!, ev.eventSn, prod.prodSn, ['0102', '0201']);
    await t.database.db
      .update(productOption)
      .set({ stockQty: 0 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0102')));
    const refused = await apply(recipients[1]!, b);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    expect((await orderOf(a)).optStockCds).toBe('0101');
    expect(await eventStock(ev.eventSn)).toBe(99);
    expect(await usedOf(ev.eventSn)).toBe(1);
  });

  it('an approved card payment takes the value; one whose value ran out meanwhile is not applied and takes nothing', async () => {
    // Budget 30,000, two units of 20,000: 10,000 by card.
    const { prod, ev, recipients } = await optionedEvent({
      black: 3,
      count: 2,
      selectCnt: 2,
      budgetAmt: 30_000,
      price: 20_000,
    });
    const [payer, loser] = recipients as [Recipient, Recipient];
    const paid = await draft(payer, ev.eventSn, prod.prodSn, ['0101', '0201'], 2);
    const info = await readyPayment(t.app, payer.token, paid);
    expect(info.price).toBe(10_000);
    await stdReturnPost(t.app, info.oid, info.price);
    expect((await orderOf(paid)).ordStatCd).toBe('01');
    expect((await orderOf(paid)).optStockCds).toBe('0101');
    expect((await valueStock(prod.prodSn))['0101']).toBe(1);

    const short = await draft(loser, ev.eventSn, prod.prodSn, ['0102', '0201'], 2);
    const shortInfo = await readyPayment(t.app, loser.token, short);
    await t.database.db
      .update(productOption)
      .set({ stockQty: 1 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0102')));
    await stdReturnPost(t.app, shortInfo.oid, shortInfo.price);
    const [pay] = await t.database.db.select().from(payment).where(eq(payment.oid, shortInfo.oid));
    expect(pay!.status).not.toBe('PAID');
    expect((await orderOf(short)).ordStatCd).toBe('00');
    expect(await estimateOf(short)).toBeUndefined();
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 1, '0102': 1, '0201': null });
    expect(await eventStock(ev.eventSn)).toBe(98);
  });

  it('test mode reads the values as apply does and never takes them', async () => {
    const { prod, ev } = await optionedEvent({ black: 1 });
    const call = (path: string, body: Record<string, unknown>) =>
      post(t.app, `${E}${path}`, body, adminToken);
    const soldOut = await optionedEvent({ black: 0 });
    const refused = await call('/test/select.json', {
      eventSn: soldOut.ev.eventSn,
      prodSn: soldOut.prod.prodSn,
      quantity: 1,
      optCdList: ['0101', '0201'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    const chosen = await call('/test/select.json', {
      eventSn: ev.eventSn,
      prodSn: prod.prodSn,
      quantity: 1,
      optCdList: ['0101', '0201'],
    });
    expect(chosen.statusCode).toBe(200);
    const { ordSn } = chosen.body.resultData as { ordSn: number };
    await t.database.db
      .update(productOption)
      .set({ stockQty: 0 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
    const late = await call('/test/apply.json', { ordSn, ...ADDRESS });
    expect(late.statusCode).toBe(409);
    expect(late.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    await t.database.db
      .update(productOption)
      .set({ stockQty: 1 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
    expect((await call('/test/apply.json', { ordSn, ...ADDRESS })).statusCode).toBe(200);
    expect((await valueStock(prod.prodSn))['0101']).toBe(1);
  });
});

describe('a cancel gives back what the apply took, once', () => {
  it('by the recipient or an operator, once however often it is asked; exactly what was taken', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 5, count: 3 });
    const [a, b, c] = recipients as [Recipient, Recipient, Recipient];
    const ordA = await draft(a, ev.eventSn, prod.prodSn, ['0101', '0201']);
    const ordB = await draft(b, ev.eventSn, prod.prodSn, ['0102', '0201']);
    const ordC = await draft(c, ev.eventSn, prod.prodSn, ['0101', '0201']);
    for (const [r, ordSn] of [
      [a, ordA],
      [b, ordB],
      [c, ordC],
    ] as const)
      expect((await apply(r, ordSn)).statusCode).toBe(200);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 3, '0102': 6, '0201': null });

    expect((await cancelAsRecipient(a, ordA)).statusCode).toBe(200);
    expect((await cancelAsRecipient(a, ordA)).statusCode).toBe(409);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 4, '0102': 6, '0201': null });

    // The vendor stopped counting 화이트 after B applied: B's cancel leaves it uncounted.
    await t.database.db
      .update(productOption)
      .set({ stockQty: null })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0102')));
    const estB = await estimateOf(ordB);
    const [itemB] = await t.database.db
      .select()
      .from(estimateItem)
      .where(eq(estimateItem.estiSn, estB!.estiSn));
    const byOperator = await post(
      t.app,
      DELIVERY_FLOW_PATH.lineAction,
      { estiSn: estB!.estiSn, estiItemSn: itemB!.estiItemSn, action: 'cancel' },
      adminToken,
    );
    expect(byOperator.statusCode, byOperator.body.resultStatus.messageText).toBe(200);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 4, '0102': null, '0201': null });
    expect(await eventStock(ev.eventSn)).toBe(99);
  });

  it('an order made while the value was not counted gives nothing back to a count started since', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: null });
    const ordSn = await draft(recipients[0]!, ev.eventSn, prod.prodSn, ['0101', '0201']);
    expect((await apply(recipients[0]!, ordSn)).statusCode).toBe(200);
    expect((await orderOf(ordSn)).optStockCds).toBe('');
    await t.database.db
      .update(productOption)
      .set({ stockQty: 10 })
      .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
    expect((await cancelAsRecipient(recipients[0]!, ordSn)).statusCode).toBe(200);
    expect((await valueStock(prod.prodSn))['0101']).toBe(10);
  });
});

/** The goods save body of a product as its detail gives it, as the save screen sends it back. */
function resend(
  d: GoodsDetail,
  change: (v: { optNm: string; stockQty: number | null }) => number | null = (v) => v.stockQty,
) {
  return {
    prodSn: d.prodSn,
    prodNm: d.prodNm,
    categoryCd: d.categoryCd,
    vendorSn: d.vendorSn,
    consumerPrice: Math.max(d.consumerPrice, d.price),
    price: d.price,
    supplyPrice: Math.min(d.supplyPrice ?? 0, d.price),
    stockQty: d.stockQty,
    shipFee: d.shipFee,
    leadDays: d.leadDays,
    optionInfoList: d.optionInfoList.map((tt) => ({
      optCd: tt.optCd,
      optNm: tt.optNm,
      optionDetailList: tt.optionDetailList.map((v) => ({
        optCd: v.optCd,
        optNm: v.optNm,
        addPrice: v.addPrice,
        soldOutYn: v.soldOutYn,
        stockQty: change(v),
        baseStockQty: v.stockQty,
      })),
    })),
  };
}

const goodsDetail = async (prodSn: number) =>
  (await post(t.app, `${G}/detail.json`, { prodSn }, adminToken)).body.resultData as GoodsDetail;

describe('the goods screens set and show stock per value', () => {
  it('a save keeps the codes, changes the count by what was changed on the screen, and the history records it', async () => {
    const created = await post(
      t.app,
      `${G}/save.json`,
      {
        prodNm: '옵션 재고 텀블러',
        categoryCd: leafCd,
        vendorSn,
        consumerPrice: 30_000,
        price: 30_000,
        supplyPrice: 20_000,
        stockQty: 100,
        shipFee: 0,
        leadDays: 3,
        optionInfoList: [
          {
            optNm: '색상',
            optionDetailList: [
              { optNm: '블랙', addPrice: 0, stockQty: 5 },
              { optNm: '화이트', addPrice: 0, stockQty: null },
            ],
          },
        ],
      },
      adminToken,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const { prodSn } = created.body.resultData as { prodSn: number };
    const loaded = await goodsDetail(prodSn);
    expect(loaded.optionInfoList[0]!.optionDetailList.map((v) => [v.optCd, v.optNm, v.stockQty])).toEqual([
      ['0101', '블랙', 5],
      ['0102', '화이트', null],
    ]);

    // A recipient takes one 블랙 while the screen shows 5.
    const cmpy = await createCompany(t.database.db);
    const user = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const ev = await createEvent(t.database.db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn, stockQty: 10 }],
      recipients: [user.unqUserId],
    });
    const r = { unqUserId: user.unqUserId, token: await loginAs(t.app, user.userId) };
    expect((await apply(r, await draft(r, ev.eventSn, prodSn, ['0101']))).statusCode).toBe(200);

    // Saving the screen as loaded (only the price changed) leaves the 4 the apply left, not the 5 shown.
    const same = await post(t.app, `${G}/save.json`, { ...resend(loaded), price: 29_000 }, adminToken);
    expect(same.statusCode, same.body.resultStatus.messageText).toBe(200);
    expect(await valueStock(prodSn)).toEqual({ '0101': 4, '0102': null });
    // 5 -> 10 typed: five more, on top of what is left now. 화이트 starts being counted at 3.
    const more = await post(
      t.app,
      `${G}/save.json`,
      resend(loaded, (v) => (v.optNm === '블랙' ? 10 : 3)),
      adminToken,
    );
    expect(more.statusCode).toBe(200);
    expect(await valueStock(prodSn)).toEqual({ '0101': 9, '0102': 3 });

    const after = await goodsDetail(prodSn);
    expect(after.optionInfoList[0]!.optionDetailList.map((v) => v.optCd)).toEqual(['0101', '0102']);
    const history = after.historyList
      .filter((h) => h.changeType === 'OPTION_STOCK')
      .map((h) => [h.changeTypeNm, h.fromValue, h.toValue]);
    expect(history).toEqual(
      expect.arrayContaining([
        ['옵션 재고 (색상: 블랙)', null, '5개'],
        ['옵션 재고 (색상: 블랙)', '4개', '9개'],
        ['옵션 재고 (색상: 화이트)', '관리 안 함', '3개'],
      ]),
    );
    expect(history).toHaveLength(3);

    // A removed value's code never comes back: 화이트 removed, 그린 added -> 0103.
    const d = resend(after);
    d.optionInfoList[0]!.optionDetailList = [
      d.optionInfoList[0]!.optionDetailList[0]!,
      {
        optNm: '그린',
        addPrice: 0,
        soldOutYn: 'N',
        stockQty: 2,
      } as (typeof d.optionInfoList)[0]['optionDetailList'][0],
    ];
    expect((await post(t.app, `${G}/save.json`, d, adminToken)).statusCode).toBe(200);
    expect(await valueStock(prodSn)).toEqual({ '0101': 9, '0103': 2 });
  });

  it('refuses a counted value without a whole count of 0 or more, with the message naming it', async () => {
    const body = (stockQty: unknown) => ({
      prodNm: '옵션 검증',
      categoryCd: leafCd,
      vendorSn,
      consumerPrice: 1000,
      price: 1000,
      supplyPrice: 500,
      stockQty: 1,
      shipFee: 0,
      leadDays: 3,
      optionInfoList: [{ optNm: '색상', optionDetailList: [{ optNm: '블랙', addPrice: 0, stockQty }] }],
    });
    for (const bad of [-1, 1.5, '3', undefined]) {
      const r = await post(t.app, `${G}/save.json`, body(bad), adminToken);
      expect(r.statusCode).toBe(400);
      expect(r.body.resultStatus.messageText).toContain(GOODS_MESSAGES.optionStockRequired);
    }
    expect((await post(t.app, `${G}/save.json`, body(0), adminToken)).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('40 recipients at once for a value with 5 left: exactly 5 applied, the value at 0, the event stock down 5, nothing else moved', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 5, count: 40, eventStock: 100 });
    // Someone else's event with the same product: its stock is its own.
    const other = await createCompany(t.database.db);
    const otherEv = await createEvent(t.database.db, {
      cmpyCd: other.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 30 }],
      recipients: [],
    });
    const ords: number[] = [];
    for (const r of recipients) ords.push(await draft(r, ev.eventSn, prod.prodSn, ['0101', '0201']));
    const before = t.database.conflictRetries.retries;

    const replies = await Promise.all(recipients.map((r, i) => apply(r, ords[i]!)));

    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const r of refused) expect(r.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 0, '0102': 7, '0201': null });
    expect(await eventStock(ev.eventSn)).toBe(95);
    expect(await eventStock(otherEv.eventSn)).toBe(30);
    expect(await usedOf(ev.eventSn)).toBe(5);
    const orders = await t.database.db.select().from(giftOrder).where(inArray(giftOrder.ordSn, ords));
    expect(orders.filter((o) => o.ordStatCd === '01')).toHaveLength(5);
    expect(orders.filter((o) => o.ordStatCd === '00')).toHaveLength(35);
    expect(orders.filter((o) => o.ordStatCd === '00' && o.optStockCds !== '')).toHaveLength(0);
    expect(await t.database.db.select().from(estimate).where(eq(estimate.eventSn, ev.eventSn))).toHaveLength(
      5,
    );
    expect(t.database.conflictRetries.retries - before).toBe(0);
  });

  it('parallel cancels of one order give its value back once; cancels of several orders give back each', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 6, count: 4 });
    const applied: { r: Recipient; ordSn: number; estiSn: number }[] = [];
    for (const r of recipients) {
      const ordSn = await draft(r, ev.eventSn, prod.prodSn, ['0101', '0201']);
      expect((await apply(r, ordSn)).statusCode).toBe(200);
      applied.push({ r, ordSn, estiSn: (await estimateOf(ordSn))!.estiSn });
    }
    expect((await valueStock(prod.prodSn))['0101']).toBe(2);
    const [one, ...rest] = applied as [(typeof applied)[0], ...typeof applied];
    const [item] = await t.database.db.select().from(estimateItem).where(eq(estimateItem.estiSn, one.estiSn));
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        post(t.app, DELIVERY_FLOW_PATH.myCancel, { estiSn: one.estiSn }, one.r.token),
      ),
      post(
        t.app,
        DELIVERY_FLOW_PATH.lineAction,
        { estiSn: one.estiSn, estiItemSn: item!.estiItemSn, action: 'cancel' },
        adminToken,
      ),
      ...rest.map((a) => post(t.app, DELIVERY_FLOW_PATH.myCancel, { estiSn: a.estiSn }, a.r.token)),
    ]);
    const forOne = replies.slice(0, 7).map((r) => r.statusCode);
    expect(forOne.filter((s) => s === 200)).toHaveLength(1);
    expect(forOne.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const r of replies.slice(7)) expect(r.statusCode).toBe(200);
    expect((await valueStock(prod.prodSn))['0101']).toBe(6);
    expect(await eventStock(ev.eventSn)).toBe(100);
    expect(await usedOf(ev.eventSn)).toBe(0);
  });

  it("the value's last unit taken while the apply waits for its row: sold out, and what the apply wrote is undone", async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 1 });
    const r = recipients[0]!;
    const ordSn = await draft(r, ev.eventSn, prod.prodSn, ['0101', '0201']);
    let reply: ReturnType<typeof apply> | undefined;
    await t.database.db.transaction(async (tx: Tx) => {
      await tx
        .update(productOption)
        .set({ stockQty: 0 })
        .where(and(eq(productOption.prodSn, prod.prodSn), eq(productOption.optCd, '0101')));
      reply = apply(r, ordSn);
      await lockWaited();
    });
    const done = await reply!;
    expect(done.statusCode).toBe(409);
    expect(done.body.resultStatus.messageText).toBe(SOLD_OUT_OPTION);
    expect((await orderOf(ordSn)).ordStatCd).toBe('00');
    expect(await usedOf(ev.eventSn)).toBe(0);
    expect(await eventStock(ev.eventSn)).toBe(100);
    expect(await estimateOf(ordSn)).toBeUndefined();
  });

  it('goods saves of the product beside applies of its values: no deadlock, no unit lost or made up', async () => {
    const { prod, ev, recipients } = await optionedEvent({ black: 30, count: 24, eventStock: 100 });
    const ords: number[] = [];
    for (const r of recipients) ords.push(await draft(r, ev.eventSn, prod.prodSn, ['0101', '0201']));
    await t.database.db.execute(
      sql`update product set category_cd = ${leafCd} where prod_sn = ${prod.prodSn}`,
    );
    const loaded = await goodsDetail(prod.prodSn);
    const before = t.database.conflictRetries.retries;
    const replies = await Promise.all([
      ...recipients.map((r, i) => apply(r, ords[i]!)),
      ...Array.from({ length: 6 }, () => post(t.app, `${G}/save.json`, resend(loaded), adminToken)),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body.resultStatus.messageText).toBe(200);
    expect(await valueStock(prod.prodSn)).toEqual({ '0101': 6, '0102': 7, '0201': null });
    expect(t.database.conflictRetries.retries - before).toBe(0);
  });
});

/** Resolves once a statement of this test's database waits for a row lock (seen from another connection). */
async function lockWaited(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const waiting = (await t.database.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as {
      rows: { n: number }[];
    };
    if (waiting.rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the apply never waited for the lock');
}
