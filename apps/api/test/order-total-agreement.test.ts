import {
  API_KEY_PATH,
  API_PATH,
  AUTH_CD,
  CART_PATH,
  type CartList,
  countedOrderTotal,
  DASHBOARD_EXPORT_COLUMNS,
  type DashboardReply,
  DELIVERY_STATUS,
  dashboardReplySchema,
  type GiftOrder,
  kstYyyymm,
  MARGIN_GROUP_BY,
  ORDER_STATUS,
  type OrderAmount,
  optionLabel,
  optionPrice,
  orderBudgetPart,
  orderCounts,
  orderGoodsAmt,
  orderTotal,
  PAYMENT_PATH,
  type PaymentDetail,
  REFUND_GBN,
  RETURN_STATE,
} from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { queryRows } from '../src/db/query-rows';
import {
  deliveryHistory,
  estimate,
  estimateItem,
  giftOrder,
  messageCard,
  refund,
  vendor,
  webhookSubscription,
} from '../src/db/schema/index';
import type { AuthUser } from '../src/http/auth-guard';
import { refreshSummaries } from '../src/modules/dashboard';
import { invoiceStatement } from '../src/modules/event-docs/event-docs';
import { clientFactsOf } from '../src/modules/settlement/client-facts';
import { listMargins } from '../src/modules/settlement/list-margins';
import { ADDRESS, stdReturnPost } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';
import { readWorkbook } from './helpers/xlsx';

/*
 * The order total (unit price x quantity + extras) is one rule, the domain's orderTotal. Random orders
 * with options, extras, card payments above the budget, cancels and returns are made through the API; every
 * surface that shows an amount is then read and held to the domain rule, recomputed here from the order rows.
 */
const t = setupTestApp();

/** mulberry32: a small seeded PRNG, so a failing draw can be replayed with ORDER_TOTAL_SEED. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const SEED = Number(process.env.ORDER_TOTAL_SEED ?? 40_2026);
const ORDERS = 36;
const BUDGET = 45_000;
const SHIP_FEE = 3_000;
const PACKAGE_PRICE = 2_000;
const CARD_PRICE = 1_500;

const operator = (): AuthUser => ({
  unqUserId: 'X',
  userId: 'x',
  userNm: 'x',
  authCd: AUTH_CD.operatorAdmin,
  cmpyCd: null,
  vendorSn: null,
  tokenHash: '',
});

type Made = {
  ordSn: number;
  token: string;
  card: boolean;
  fate: 'kept' | 'cancelled' | 'returned';
  /** What the cart showed for the line before it became the order. */
  cart: { price: number; optNm: string | null; totalPrice: number };
  /** The option values drawn, as the domain rule takes them. */
  options: { title: string; name: string; addPrice: number }[];
  basePrice: number;
};

let fx: {
  cmpyCd: string;
  eventSn: number;
  made: Made[];
  adminToken: string;
  managerToken: string;
  apiKey: string;
};
const thisMonth = kstYyyymm(new Date());

/** Option titles of the optioned product: each value's code, name and extra price. */
const TITLES: { optCd: string; optNm: string; values: [string, string, number][] }[] = [
  {
    optCd: '01',
    optNm: '색상',
    values: [
      ['0101', '빨강', 0],
      ['0102', '파랑', 3_000],
    ],
  },
  {
    optCd: '02',
    optNm: '크기',
    values: [
      ['0203', 'M', 0],
      ['0204', 'XL', 5_500],
    ],
  },
];

beforeAll(async () => {
  const db = t.database.db;
  await seedReferenceData(db, t.storage);
  const rnd = prng(SEED);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const cmpy = await createCompany(db, { cmpyNm: '합계검증' });
  const [v] = await db.insert(vendor).values({ vendorNm: '합계공급사' }).returning();
  const options = TITLES.flatMap((ti) => [
    { optCd: ti.optCd, optNm: ti.optNm },
    ...ti.values.map(([optCd, optNm, addPrice]) => ({ optCd, optNm, parentOptCd: ti.optCd, addPrice })),
  ]);
  const products = [
    await createProduct(
      db,
      { price: 19_900, supplyPrice: 12_000, shipFee: SHIP_FEE, vendorSn: v!.vendorSn },
      options,
    ),
    await createProduct(db, { price: 33_000, supplyPrice: 25_000, shipFee: SHIP_FEE, vendorSn: v!.vendorSn }),
  ];
  const users = [];
  for (let i = 0; i < ORDERS; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  // A subscriber, so that every apply queues its gift.applied delivery.
  await db.insert(webhookSubscription).values({
    cmpyCd: cmpy.cmpyCd,
    url: 'https://hooks.example.test/gifts',
    eventTypes: ['gift.applied'],
    secret: 's'.repeat(40),
  });
  const [card] = await db
    .insert(messageCard)
    .values({ cardNm: '감사 카드', defaultMsg: '고맙습니다.' })
    .returning();
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: products.map((p) => ({ prodSn: p.prodSn, stockQty: 1_000 })),
    recipients: users.map((u) => u.unqUserId),
    selectCnt: 3,
    selectType: '02',
    overrides: {
      budgetAmt: BUDGET,
      overPayYn: 'Y',
      packageYn: 'Y',
      packagePrice: PACKAGE_PRICE,
      cardYn: 'Y',
      cardPrice: CARD_PRICE,
      cardSn: card!.cardSn,
    },
  });

  const made: Made[] = [];
  for (const u of users) {
    const token = await loginAs(t.app, u.userId);
    const prod = pick(products);
    const withOptions = prod.prodSn === products[0]!.prodSn;
    const chosen = withOptions
      ? TITLES.map((ti) => {
          const [optCd, name, addPrice] = pick(ti.values);
          return { optCd, title: ti.optNm, name, addPrice };
        })
      : [];
    const quantity = 1 + Math.floor(rnd() * 3);
    const extras = {
      packageYn: rnd() < 0.5 ? 'Y' : 'N',
      cardYn: rnd() < 0.5 ? 'Y' : 'N',
      cardMsg: '늘 고맙습니다.',
    };
    const optCdList = chosen.map((c) => c.optCd);

    // The cart line first: its price and label are the option rule's too.
    const added = await post(
      t.app,
      CART_PATH.add,
      { eventSn: ev.eventSn, prodSn: prod.prodSn, optCdList, quantity },
      token,
    );
    expect(added.statusCode, added.body.resultStatus.messageText).toBe(200);
    const cartList = (
      await post(t.app, CART_PATH.cartList, { eventSn: ev.eventSn, cmpyCd: cmpy.cmpyCd }, token)
    ).body.resultData as CartList;
    const line = cartList.cartProdList[0]!;

    const selected = await post(
      t.app,
      API_PATH.giftSelect,
      { eventSn: ev.eventSn, prodSn: prod.prodSn, quantity, optCdList },
      token,
    );
    expect(selected.statusCode, selected.body.resultStatus.messageText).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const amount = (await post(t.app, PAYMENT_PATH.orderAmount, { ordSn, ...extras }, token)).body
      .resultData as OrderAmount;
    const card = amount.remainPayAmount > 0;
    if (card) {
      const ready = await post(
        t.app,
        PAYMENT_PATH.ready,
        { ordSn, ...ADDRESS, wmGbn: '01', payMethod: 'Card', ...extras },
        token,
      );
      expect(ready.statusCode, ready.body.resultStatus.messageText).toBe(200);
      const info = ready.body.resultData as { oid: string; price: number };
      await stdReturnPost(t.app, info.oid, info.price);
    } else {
      const applied = await post(t.app, API_PATH.giftApply, { ordSn, ...ADDRESS, ...extras }, token);
      expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
    }
    const r = rnd();
    made.push({
      ordSn,
      token,
      card,
      fate: r < 0.2 ? 'cancelled' : r < 0.4 ? 'returned' : 'kept',
      cart: { price: line.price, optNm: line.optNm, totalPrice: cartList.totalPrice },
      options: chosen,
      basePrice: prod.price,
    });
  }

  // Cancels and completed returns, as the delivery flow leaves them (client-bills.test.ts does the same).
  for (const m of made.filter((x) => x.fate !== 'kept')) {
    const [esti] = await db.select().from(estimate).where(eq(estimate.ordSn, m.ordSn));
    const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, esti!.estiSn));
    if (m.fate === 'cancelled') {
      await db.execute(
        sql`update gift_order set ord_stat_cd = ${ORDER_STATUS.cancelled} where ord_sn = ${m.ordSn}`,
      );
      await db.execute(
        sql`update estimate_item set deli_stat_cd = ${DELIVERY_STATUS.cancelled} where esti_item_sn = ${item!.estiItemSn}`,
      );
      await db
        .insert(deliveryHistory)
        .values({ estiItemSn: item!.estiItemSn, deliStatCd: DELIVERY_STATUS.cancelled });
    } else {
      // Half of them wait for their refund (환불대기): the bills already count such a return as done.
      const refundStatCd = m.ordSn % 2 === 0 ? RETURN_STATE.refunded : RETURN_STATE.refundWaiting;
      const [r] = await db
        .insert(refund)
        .values({
          estiSn: esti!.estiSn,
          estiItemSn: item!.estiItemSn,
          refundGbn: REFUND_GBN.return,
          refundStatCd,
        })
        .returning();
      await db.insert(deliveryHistory).values({
        estiItemSn: item!.estiItemSn,
        deliStatCd: DELIVERY_STATUS.delivered,
        refundSn: r!.refundSn,
        refundStatCd,
      });
    }
  }

  const adminToken = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  const key = await post(
    t.app,
    API_KEY_PATH.create,
    { keyNm: '합계', scopes: ['orders:read'], cmpyCd: cmpy.cmpyCd },
    await loginAs(t.app, (await createUser(db, '15')).userId),
  );
  expect(key.statusCode, key.body.resultStatus.messageText).toBe(200);
  const managerToken = await loginAs(
    t.app,
    (await createUser(db, AUTH_CD.clientManager, { cmpyCd: cmpy.cmpyCd })).userId,
  );
  fx = {
    cmpyCd: cmpy.cmpyCd,
    eventSn: ev.eventSn,
    made,
    adminToken,
    managerToken,
    apiKey: (key.body.resultData as { apiKey: string }).apiKey,
  };
}, 240_000);

const ordersOf = async () => {
  const rows = await t.database.db.select().from(giftOrder).where(eq(giftOrder.cmpyCd, fx.cmpyCd));
  return new Map(rows.map((o) => [o.ordSn, o]));
};

/** Each order with what the domain's orderCounts reads: its line's delivery state and the line's requests. */
const ordersWithLines = async () => {
  const orders = await ordersOf();
  const lines = await queryRows<{
    ord_sn: number;
    deli_stat_cd: string;
    refund_gbn: string | null;
    refund_stat_cd: string | null;
  }>(
    t.database.db,
    sql`select s.ord_sn, i.deli_stat_cd, f.refund_gbn, f.refund_stat_cd
      from estimate s join estimate_item i on i.esti_sn = s.esti_sn
        left join refund f on f.esti_item_sn = i.esti_item_sn
      where s.cmpy_cd = ${fx.cmpyCd}`,
  );
  return [...orders.values()].map((o) => {
    const own = lines.filter((l) => l.ord_sn === o.ordSn);
    return {
      ...o,
      deliStatCd: own[0]!.deli_stat_cd,
      requests: own.flatMap((l) =>
        l.refund_gbn && l.refund_stat_cd ? [{ refundGbn: l.refund_gbn, refundStatCd: l.refund_stat_cd }] : [],
      ),
    };
  });
};

describe('the order total is one rule', () => {
  it('draws a mix worth checking: options, extras, card payments, cancels and returns', async () => {
    const orders = await ordersOf();
    expect(orders.size).toBe(ORDERS);
    expect(fx.made.filter((m) => m.card).length).toBeGreaterThan(2);
    expect(fx.made.filter((m) => m.options.length > 0).length).toBeGreaterThan(2);
    expect(fx.made.filter((m) => m.fate === 'cancelled').length).toBeGreaterThan(1);
    expect(fx.made.filter((m) => m.fate === 'returned').length).toBeGreaterThan(1);
    expect([...orders.values()].filter((o) => o.extrasAmt > 0).length).toBeGreaterThan(2);
    // The payment detail's old fault needs a card payment on an order with extras to show.
    expect(fx.made.filter((m) => m.card && orders.get(m.ordSn)!.extrasAmt > 0).length).toBeGreaterThan(0);
    expect([...orders.values()].every((o) => o.ordStatCd !== ORDER_STATUS.draft)).toBe(true);
  });

  it('the order rows, the estimates and the cart hold the option rule and the total', async () => {
    const orders = await ordersOf();
    for (const m of fx.made) {
      const o = orders.get(m.ordSn)!;
      expect(o.unitPrice, `order ${m.ordSn}`).toBe(m.basePrice + optionPrice(m.options));
      expect(o.optNm).toBe(optionLabel(m.options));
      expect(m.cart.price).toBe(o.unitPrice);
      expect(m.cart.optNm).toBe(o.optNm);
      expect(m.cart.totalPrice).toBe(orderGoodsAmt(o));
      const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, m.ordSn));
      expect(esti!.totalPrice).toBe(orderTotal(o));
      // The budget carried what the card did not, never more than the budget.
      expect(orderBudgetPart(o)).toBeLessThanOrEqual(BUDGET);
      expect(o.payAmt > 0).toBe(m.card);
    }
  });

  it("the recipient's gift history shows the total, what the card paid and what the budget carried", async () => {
    const orders = await ordersOf();
    for (const m of fx.made) {
      const d = (await post(t.app, API_PATH.giftOrderDetail, { ordSn: m.ordSn }, m.token)).body
        .resultData as GiftOrder;
      const history = (await post(t.app, API_PATH.giftOrderHistory, { eventSn: fx.eventSn }, m.token)).body
        .resultData as { orderList: GiftOrder[] };
      const h = history.orderList.find((x) => x.ordSn === m.ordSn);
      const o = orders.get(m.ordSn)!;
      for (const shown of [d, h]) {
        expect(shown, `order ${m.ordSn}`).toMatchObject({
          totalPrice: orderTotal(o),
          extrasAmt: o.extrasAmt,
          payAmt: o.payAmt,
          budgetAmt: orderBudgetPart(o),
        });
        expect(shown!.payAmt > 0).toBe(m.card);
      }
    }
  });

  it("the operator's payment detail shows the extras and the budget's part of the total", async () => {
    const orders = await ordersOf();
    for (const m of fx.made.filter((x) => x.card)) {
      const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, m.ordSn));
      const res = await post(t.app, PAYMENT_PATH.detail, { estiSn: esti!.estiSn }, fx.adminToken);
      expect(res.statusCode).toBe(200);
      const d = res.body.resultData as PaymentDetail;
      const o = orders.get(m.ordSn)!;
      expect(d, `order ${m.ordSn}`).toMatchObject({
        goodsAmt: orderGoodsAmt(o),
        extrasAmt: o.extrasAmt,
        orderTotal: orderTotal(o),
        budgetPart: orderBudgetPart(o),
      });
      // What the card paid is the rest of the total.
      expect(d.orderTotal - d.budgetPart).toBe(o.payAmt);
    }
  });

  it('the invoice statement bills the kept orders at their total less the card part', async () => {
    const orders = await ordersOf();
    const kept = fx.made.filter((m) => m.fate === 'kept').map((m) => orders.get(m.ordSn)!);
    const bill = await invoiceStatement(t.database.db, operator(), fx.eventSn);
    expect(bill.totals.totalAmt).toBe(kept.reduce((n, o) => n + orderBudgetPart(o), 0));
    expect(bill.totals.extrasAmt).toBe(kept.reduce((n, o) => n + o.extrasAmt, 0));
  });

  it("the client bill draft charges each sale its total, shipping and card part, and reverses each return's", async () => {
    const orders = await ordersOf();
    const facts = await clientFactsOf(t.database.db, fx.cmpyCd, thisMonth);
    const expected = fx.made
      .filter((m) => m.fate !== 'cancelled')
      .flatMap((m) => {
        const o = orders.get(m.ordSn)!;
        const charge = orderTotal(o) + SHIP_FEE - o.payAmt;
        return [
          ['SALE', m.ordSn, orderTotal(o), charge],
          ...(m.fate === 'returned' ? [['RETURN', m.ordSn, -orderTotal(o), -charge]] : []),
        ];
      });
    const got = facts.map((f) => [
      f.lineKind,
      f.ordSn,
      Number(f.goodsAmt) + Number(f.extrasAmt),
      Number(f.chargeAmt),
    ]);
    const key = (r: unknown[]) => `${r[1]}:${r[0]}`;
    expect(got.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      expected.sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('the margins count the kept orders at their total', async () => {
    const orders = await ordersOf();
    const kept = fx.made.filter((m) => m.fate === 'kept').map((m) => orders.get(m.ordSn)!);
    const reply = await listMargins(t.database.db, {
      fromYm: thisMonth,
      toYm: thisMonth,
      groupBy: MARGIN_GROUP_BY.event,
      cmpyCd: fx.cmpyCd,
    });
    const row = reply.list.find((r) => r.eventSn === fx.eventSn);
    expect(row?.saleAmt).toBe(kept.reduce((n, o) => n + orderTotal(o), 0));
  });

  it('the dashboards count the orders the bills count, each at its total, on both dashboards and their downloads', async () => {
    const orders = await ordersWithLines();
    const count = orders.filter(orderCounts).length;
    const amount = orders.reduce((n, o) => n + countedOrderTotal(o), 0);
    // Cancelled and returned orders are in the draw: the rule leaves them out, extras and all.
    expect(count).toBe(fx.made.filter((m) => m.fate === 'kept').length);
    const period = { periodStart: `${thisMonth}01`, periodEnd: `${thisMonth}01` };
    const expectFigures = (d: DashboardReply, what: string) => {
      expect(d.events, what).toHaveLength(1);
      expect(d.events[0]!.amount, `${what}: the event's 신청 금액`).toBe(amount);
      expect(d.summary.orders, `${what}: 기간 신청 건수`).toBe(count);
      expect(d.summary.amount, `${what}: 기간 신청 금액`).toBe(amount);
      expect(d.monthly.find((m) => m.ym === thisMonth)).toEqual({ ym: thisMonth, orders: count, amount });
      expect(
        d.topProducts.reduce((n, p) => n + p.amount, 0),
        `${what}: products`,
      ).toBe(amount);
    };
    const read = async (url: string, token: string) => {
      const res = await post(t.app, url, { ...period, cmpyCds: [fx.cmpyCd] }, token);
      expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
      return dashboardReplySchema.parse(res.body.resultData);
    };
    const sheet = async (url: string, token: string, table: 'events' | 'monthly') => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: { ...period, cmpyCds: [fx.cmpyCd], table },
      });
      expect(res.statusCode).toBe(200);
      const ws = (await readWorkbook(res.rawPayload)).worksheets[0]!;
      const headers = DASHBOARD_EXPORT_COLUMNS[table].map((c) => c.header);
      const column = (header: string) => headers.indexOf(header) + 1;
      return { ws, column };
    };
    // The full round and an incremental one after it write the same figures.
    for (const full of [true, false]) {
      await refreshSummaries(t.database.db, { now: new Date(Date.now() + (full ? 0 : 1_000)), full });
      expectFigures(await read(API_PATH.dashboardEtners, fx.adminToken), `operator, full ${full}`);
      expectFigures(await read(API_PATH.dashboardClient, fx.managerToken), `client, full ${full}`);
    }
    for (const [url, token] of [
      [API_PATH.dashboardEtnersExcel, fx.adminToken],
      [API_PATH.dashboardClientExcel, fx.managerToken],
    ] as const) {
      const events = await sheet(url, token, 'events');
      expect(events.ws.getRow(2).getCell(events.column('신청금액(원)')).value).toBe(amount);
      const monthly = await sheet(url, token, 'monthly');
      const row = monthly.ws.getRow(monthly.ws.rowCount);
      expect(row.getCell(monthly.column('신청 건수')).value).toBe(count);
      expect(row.getCell(monthly.column('신청 금액(원)')).value).toBe(amount);
    }
  });

  it('the public API gives the parts the total is made of', async () => {
    const orders = await ordersOf();
    for (const m of fx.made) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/${m.ordSn}`,
        headers: { authorization: `Bearer ${fx.apiKey}` },
      });
      expect(res.statusCode).toBe(200);
      const a = res.json() as {
        unitPrice: number;
        quantity: number;
        extrasAmount: number;
        paidAmount: number;
      };
      const o = orders.get(m.ordSn)!;
      expect(orderTotal({ unitPrice: a.unitPrice, quantity: a.quantity, extrasAmt: a.extrasAmount })).toBe(
        orderTotal(o),
      );
      expect(a.paidAmount).toBe(o.payAmt);
    }
  });

  it('the queued gift.applied webhooks carry the quantity the totals were made of (they carry no amount)', async () => {
    const orders = await ordersOf();
    const rows = await queryRows<{ payload: { data?: { applicationId: number; quantity: number } } }>(
      t.database.db,
      sql`select d.payload from webhook_delivery d join webhook_subscription s on s.subscription_sn = d.subscription_sn
        where d.event_type = 'gift.applied' and s.cmpy_cd = ${fx.cmpyCd}`,
    );
    expect(rows.length).toBe(ORDERS);
    for (const r of rows)
      expect(r.payload.data?.quantity).toBe(orders.get(r.payload.data!.applicationId)?.quantity);
  });
});
