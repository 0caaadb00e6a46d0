import { AUTH_CD, dashboardReplySchema, daysLeft } from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, estimate, estimateItem, eventRecipient, giftOrder } from '../src/db/schema/index';
import { ymdKst } from '../src/lib/time';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ETNERS = '/v1/ebmp/pcs/dashboard/etners.json';
const CLIENT = '/v1/ebmp/pcs/dashboard/client.json';
const PERIOD = { periodStart: '20000101', periodEnd: '20991231' };

const ids = { a: '', b: '' };
const tokens = { admin: '', managerA: '' };

/** An applied order with its estimate and one delivery line, as the apply use case leaves them. */
async function applied(o: {
  cmpyCd: string;
  eventSn: number;
  unqUserId: string;
  prodSn: number;
  qty: number;
  price: number;
  status: string;
}) {
  const db = t.database.db;
  const [order] = await db
    .insert(giftOrder)
    .values({
      eventSn: o.eventSn,
      cmpyCd: o.cmpyCd,
      unqUserId: o.unqUserId,
      ordStatCd: '01',
      prodSn: o.prodSn,
      quantity: o.qty,
      unitPrice: o.price,
      appliedAt: new Date(),
    })
    .returning();
  const [esti] = await db
    .insert(estimate)
    .values({ ordSn: order!.ordSn, cmpyCd: o.cmpyCd, eventSn: o.eventSn, totalPrice: o.qty * o.price })
    .returning();
  await db.insert(estimateItem).values({
    estiSn: esti!.estiSn,
    prodSn: o.prodSn,
    quantity: o.qty,
    unitPrice: o.price,
    deliStatCd: o.status,
  });
  await db
    .update(eventRecipient)
    .set({ usedCnt: 1 })
    .where(and(eq(eventRecipient.eventSn, o.eventSn), eq(eventRecipient.unqUserId, o.unqUserId)));
}

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(category).values({ categoryCd: '01', categoryNm: '식품', level: 1, seqNo: 1 });
  ids.a = (await createCompany(db)).cmpyCd;
  ids.b = (await createCompany(db)).cmpyCd;
  const p1 = await createProduct(db, { categoryCd: '01' });
  const p2 = await createProduct(db, { categoryCd: '01' });
  const [a1, a2, a3] = await Promise.all(
    [1, 2, 3].map(() => createUser(db, AUTH_CD.clientEmployee, { cmpyCd: ids.a })),
  );
  const [b1, b2] = await Promise.all(
    [1, 2].map(() => createUser(db, AUTH_CD.clientEmployee, { cmpyCd: ids.b })),
  );
  const products = [p1, p2].map((p) => ({ prodSn: p.prodSn, stockQty: 10 }));
  const eventA = await createEvent(db, {
    cmpyCd: ids.a,
    products,
    recipients: [a1!, a2!, a3!].map((u) => u.unqUserId),
  });
  const eventB = await createEvent(db, {
    cmpyCd: ids.b,
    products,
    recipients: [b1!, b2!].map((u) => u.unqUserId),
  });
  await applied({
    cmpyCd: ids.a,
    eventSn: eventA.eventSn,
    unqUserId: a1!.unqUserId,
    prodSn: p1.prodSn,
    qty: 1,
    price: 30_000,
    status: '04',
  });
  await applied({
    cmpyCd: ids.a,
    eventSn: eventA.eventSn,
    unqUserId: a2!.unqUserId,
    prodSn: p2.prodSn,
    qty: 2,
    price: 10_000,
    status: '03',
  });
  await applied({
    cmpyCd: ids.b,
    eventSn: eventB.eventSn,
    unqUserId: b1!.unqUserId,
    prodSn: p1.prodSn,
    qty: 1,
    price: 30_000,
    status: '01',
  });
  await loginAs(t.app, a1!.userId);
  tokens.admin = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
  tokens.managerA = await loginAs(
    t.app,
    (await createUser(db, AUTH_CD.clientManager, { cmpyCd: ids.a })).userId,
  );
});

const dashboard = async (url: string, token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, url, { ...PERIOD, ...body }, token);
  expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
  return dashboardReplySchema.parse(res.body.resultData);
};

/** The same figures straight from the orders, as a check that the dashboard counts what is there. */
async function countedFromOrders(cmpyCds: string[]) {
  const db = t.database.db;
  const inList = sql.join(
    cmpyCds.map((c) => sql`${c}`),
    sql`, `,
  );
  const [row] = (
    (await db.execute(sql`
      select count(*)::int as orders, coalesce(sum(quantity * unit_price), 0)::float8 as amount
      from gift_order where ord_stat_cd = '01' and cmpy_cd in (${inList})`)) as unknown as {
      rows: { orders: number; amount: number }[];
    }
  ).rows;
  return row!;
}

describe('dashboards', () => {
  it('counts every company for an operator, equal to the orders themselves', async () => {
    const d = await dashboard(ETNERS, tokens.admin, { cmpyCds: [ids.a, ids.b] });
    const direct = await countedFromOrders([ids.a, ids.b]);
    expect(d.summary).toMatchObject({
      runningEvents: 2,
      recipients: 5,
      applied: 3,
      notApplied: 2,
      ...direct,
    });
    expect(direct).toEqual({ orders: 3, amount: 80_000 });
    expect(d.deliveryStatus).toEqual([
      { deliStatCd: '01', count: 1 },
      { deliStatCd: '03', count: 1 },
      { deliStatCd: '04', count: 1 },
    ]);
    expect(d.topProducts[0]).toMatchObject({ count: 2, amount: 60_000 });
    expect(d.topCategories).toEqual([{ categoryCd: '01', categoryNm: '식품', count: 4 }]);
    expect(d.today).toHaveLength(3);
    expect(d.monthly).toHaveLength(12);
    const eventA = d.events.find((e) => e.cmpyCd === ids.a);
    // The event ends three days after the machine's date; today is counted on the Korean calendar.
    expect(eventA?.daysLeft).toBe(daysLeft(eventA?.endDt ?? '', ymdKst(new Date())));
    expect(eventA).toMatchObject({
      recipients: 3,
      loggedIn: 1,
      applied: 2,
      notApplied: 1,
      delivered: 1,
      amount: 50_000,
    });
  });

  it('narrows to a selection, and shows a client manager their own company only', async () => {
    const selected = await dashboard(ETNERS, tokens.admin, { cmpyCds: [ids.a] });
    const own = await dashboard(CLIENT, tokens.managerA);
    for (const d of [selected, own]) {
      expect(d.summary).toMatchObject({
        runningEvents: 1,
        recipients: 3,
        applied: 2,
        ...(await countedFromOrders([ids.a])),
      });
      expect(d.events.every((e) => e.cmpyCd === ids.a)).toBe(true);
      expect(d.today.every((r) => !r.cmpyNm.endsWith(ids.b))).toBe(true);
    }
    expect(own.groups).toEqual([]);
  });

  it('refuses a client manager who names another company', async () => {
    const res = await post(t.app, CLIENT, { ...PERIOD, cmpyCds: [ids.b] }, tokens.managerA);
    expect(res.statusCode).toBe(403);
    expect(res.body.resultStatus.messageText).toBe('다른 고객사의 대시보드는 조회할 수 없습니다.');
    expect((await post(t.app, CLIENT, { ...PERIOD, cmpyCds: [ids.a] }, tokens.managerA)).statusCode).toBe(
      200,
    );
  });

  it('names a bad period', async () => {
    const res = await post(t.app, ETNERS, { periodStart: '20261231', periodEnd: '20260101' }, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toMatch(/^조회 시작일이 종료일보다 늦습니다\./);
  });
});

describeAccess('operator dashboard', t, {
  endpoints: [{ url: ETNERS, body: () => PERIOD }, { url: '/v1/ebmp/pcs/dashboard/companies.json' }],
  allowed: ['15', '99999'],
  cmpyCd: () => ids.a,
});

describeAccess('client dashboard', t, {
  endpoints: [{ url: CLIENT, body: () => PERIOD }],
  allowed: ['25'],
  cmpyCd: () => ids.a,
});
