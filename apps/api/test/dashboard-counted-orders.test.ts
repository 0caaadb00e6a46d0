import { AUTH_CD, dashboardReplySchema, kstYyyymm } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { deliveryHistory, estimate, estimateItem, giftOrder, refund } from '../src/db/schema/index';
import { refreshSummaries } from '../src/modules/dashboard/summaries';
import { clientFactsOf } from '../src/modules/settlement/client-facts';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/*
 * A running event whose dashboard showed 127,600원 while its live orders came to 89,700원: the difference was a
 * cancelled order (33,900원) and the extras of a returned gift (4,000원). The dashboards count what the bill counts.
 */
const t = setupTestApp();
const ETNERS = '/v1/ebmp/pcs/dashboard/etners.json';
const CLIENT = '/v1/ebmp/pcs/dashboard/client.json';
const PERIOD = { periodStart: '20000101', periodEnd: '20991231' };
const fx = { cmpyCd: '', eventSn: 0, admin: '', manager: '', cancelled: 0, returned: 0 };

/** An applied order with its estimate and one delivery line, as the apply use case leaves them. */
async function applied(o: {
  unqUserId: string;
  prodSn: number;
  unitPrice: number;
  quantity: number;
  extrasAmt: number;
}) {
  const db = t.database.db;
  const [order] = await db
    .insert(giftOrder)
    .values({ ...o, eventSn: fx.eventSn, cmpyCd: fx.cmpyCd, ordStatCd: '01', appliedAt: new Date() })
    .returning();
  const [esti] = await db
    .insert(estimate)
    .values({
      ordSn: order!.ordSn,
      cmpyCd: fx.cmpyCd,
      eventSn: fx.eventSn,
      totalPrice: o.unitPrice * o.quantity + o.extrasAmt,
    })
    .returning();
  const [item] = await db
    .insert(estimateItem)
    .values({
      estiSn: esti!.estiSn,
      prodSn: o.prodSn,
      quantity: o.quantity,
      unitPrice: o.unitPrice,
      deliStatCd: '04',
      shipFee: 0,
    })
    .returning();
  await db.insert(deliveryHistory).values({ estiItemSn: item!.estiItemSn, deliStatCd: '04' });
  return { ordSn: order!.ordSn, estiSn: esti!.estiSn, estiItemSn: item!.estiItemSn };
}

const dashboard = async (url: string, token: string) => {
  const res = await post(t.app, url, { ...PERIOD, cmpyCds: [fx.cmpyCd] }, token);
  expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
  return dashboardReplySchema.parse(res.body.resultData);
};

let lines: {
  cancelled: { ordSn: number; estiItemSn: number };
  returned: { estiSn: number; estiItemSn: number };
};

beforeAll(async () => {
  const db = t.database.db;
  fx.cmpyCd = (await createCompany(db)).cmpyCd;
  const product = await createProduct(db, { price: 29_900 });
  const users = await Promise.all(
    [1, 2, 3].map(() => createUser(db, AUTH_CD.clientEmployee, { cmpyCd: fx.cmpyCd })),
  );
  fx.eventSn = (
    await createEvent(db, {
      cmpyCd: fx.cmpyCd,
      products: [{ prodSn: product.prodSn, stockQty: 10 }],
      recipients: users.map((u) => u.unqUserId),
    })
  ).eventSn;
  const [live, cancelled, returned] = users;
  const prodSn = product.prodSn;
  await applied({ unqUserId: live!.unqUserId, prodSn, unitPrice: 29_900, quantity: 3, extrasAmt: 0 });
  const c = await applied({
    unqUserId: cancelled!.unqUserId,
    prodSn,
    unitPrice: 33_900,
    quantity: 1,
    extrasAmt: 0,
  });
  // A gift with packaging and a card (4,000원 of extras).
  const r = await applied({
    unqUserId: returned!.unqUserId,
    prodSn,
    unitPrice: 25_000,
    quantity: 1,
    extrasAmt: 4_000,
  });
  lines = { cancelled: c, returned: r };
  fx.admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  fx.manager = await loginAs(
    t.app,
    (await createUser(db, AUTH_CD.clientManager, { cmpyCd: fx.cmpyCd })).userId,
  );
});

describe("a running event's 신청 금액 and the period's 신청 건수", () => {
  it('count every order while all three stand', async () => {
    await refreshSummaries(t.database.db, { now: new Date(), full: true });
    const d = await dashboard(ETNERS, fx.admin);
    expect(d.events[0]?.amount).toBe(89_700 + 33_900 + 29_000);
    expect(d.summary).toMatchObject({ orders: 3, amount: 152_600 });
  });

  it('leave out the cancelled order and the returned gift with its extras, on both dashboards', async () => {
    const db = t.database.db;
    // The cancel, as the delivery flow leaves it: the order and its line at 09, with the line's history row.
    await db.update(giftOrder).set({ ordStatCd: '09' }).where(eq(giftOrder.ordSn, lines.cancelled.ordSn));
    await db
      .update(estimateItem)
      .set({ deliStatCd: '09' })
      .where(eq(estimateItem.estiItemSn, lines.cancelled.estiItemSn));
    await db.insert(deliveryHistory).values({ estiItemSn: lines.cancelled.estiItemSn, deliStatCd: '09' });
    // The return, refunded: each step writes a history row carrying the line's unchanged state.
    const [ret] = await db
      .insert(refund)
      .values({
        estiSn: lines.returned.estiSn,
        estiItemSn: lines.returned.estiItemSn,
        refundGbn: 'RETURN',
        refundStatCd: '06',
        refundAmount: 25_000,
      })
      .returning();
    for (const refundStatCd of ['01', '02', '04', '06'])
      await db.insert(deliveryHistory).values({
        estiItemSn: lines.returned.estiItemSn,
        deliStatCd: '04',
        refundSn: ret!.refundSn,
        refundStatCd,
      });

    // The incremental round the server runs every minute, then a full one: the same figures.
    for (const full of [false, true]) {
      await refreshSummaries(db, { now: new Date(Date.now() + (full ? 2_000 : 1_000)), full });
      for (const d of [await dashboard(ETNERS, fx.admin), await dashboard(CLIENT, fx.manager)]) {
        expect(d.events).toHaveLength(1);
        expect(d.events[0]!.amount).toBe(89_700);
        // Counts and amounts count the same orders: the live one.
        expect(d.summary).toMatchObject({ orders: 1, amount: 89_700 });
        expect(d.topProducts).toEqual([expect.objectContaining({ count: 3, amount: 89_700 })]);
      }
    }
  });

  it("equal what the month's bill charges for the event (no shipping or card payment here)", async () => {
    const facts = await clientFactsOf(t.database.db, fx.cmpyCd, kstYyyymm(new Date()));
    const charged = facts
      .filter((f) => f.eventSn === fx.eventSn)
      .reduce((n, f) => n + Number(f.chargeAmt), 0);
    expect(charged).toBe(89_700);
    const [row] = await queryRows<{ amount: number }>(
      t.database.db,
      sql`select amount from dash_event_stat where event_sn = ${fx.eventSn}`,
    );
    expect(Number(row?.amount)).toBe(charged);
  });
});
