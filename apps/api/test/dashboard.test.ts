import { AUTH_CD, dashboardReplySchema, daysLeft } from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  category,
  deliveryHistory,
  estimate,
  estimateItem,
  eventRecipient,
  giftOrder,
} from '../src/db/schema/index';
import { ymdKst } from '../src/lib/time';
import { refreshSummaries } from '../src/modules/dashboard/summaries';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ETNERS = '/v1/ebmp/pcs/dashboard/etners.json';
const CLIENT = '/v1/ebmp/pcs/dashboard/client.json';
const PERIOD = { periodStart: '20000101', periodEnd: '20991231' };

const ids = { a: '', b: '' };
/** Company A's event, its third recipient (who has not applied) and a product, for the refresh test. */
const later = { eventSn: 0, unqUserId: '', prodSn: 0 };
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
  const [item] = await db
    .insert(estimateItem)
    .values({
      estiSn: esti!.estiSn,
      prodSn: o.prodSn,
      quantity: o.qty,
      unitPrice: o.price,
      deliStatCd: o.status,
    })
    .returning();
  if (o.status !== '01')
    await db.insert(deliveryHistory).values({ estiItemSn: item!.estiItemSn, deliStatCd: o.status });
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
  Object.assign(later, { eventSn: eventA.eventSn, unqUserId: a3!.unqUserId, prodSn: p2.prodSn });
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
  // The period figures come from the summaries (decision 016): bring them up to date as the server's loop would.
  await refreshSummaries(db, { now: new Date(), full: true });
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

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The same figures straight from the orders, as a check that the dashboard counts what is there. */
async function countedFromOrders(cmpyCds: string[]) {
  const inList = sql.join(
    cmpyCds.map((c) => sql`${c}`),
    sql`, `,
  );
  const [row] = await select<{ orders: number; amount: number }>(sql`
      select count(*)::int as orders, coalesce(sum(quantity * unit_price), 0)::float8 as amount
      from gift_order where ord_stat_cd = '01' and cmpy_cd in (${inList})`);
  const deliveryStatus = await select<{ deliStatCd: string; count: number }>(sql`
      select i.deli_stat_cd as "deliStatCd", count(*)::int as count
      from estimate_item i join estimate s on s.esti_sn = i.esti_sn join gift_order o on o.ord_sn = s.ord_sn
      where o.cmpy_cd in (${inList}) group by 1 order by 1`);
  const recipients = await select<{ recipients: number; applied: number }>(sql`
      select count(*)::int as recipients, count(*) filter (where r.used_cnt > 0)::int as applied
      from event_recipient r join event e on e.event_sn = r.event_sn
      where e.cmpy_cd in (${inList}) and e.event_stat_cd = '02'`);
  return { ...row!, deliveryStatus, ...recipients[0]! };
}

describe('dashboards', () => {
  it('counts every company for an operator, equal to the orders themselves', async () => {
    const d = await dashboard(ETNERS, tokens.admin, { cmpyCds: [ids.a, ids.b] });
    const direct = await countedFromOrders([ids.a, ids.b]);
    expect(d.summary).toMatchObject({
      runningEvents: 2,
      recipients: direct.recipients,
      applied: direct.applied,
      notApplied: direct.recipients - direct.applied,
      orders: direct.orders,
      amount: direct.amount,
      todayApplied: direct.orders,
      todayDelivered: 1,
    });
    expect(direct).toMatchObject({ orders: 3, amount: 80_000, recipients: 5, applied: 3 });
    expect(d.deliveryStatus).toEqual(direct.deliveryStatus);
    expect(d.deliveryStatus).toEqual([
      { deliStatCd: '01', count: 1 },
      { deliStatCd: '03', count: 1 },
      { deliStatCd: '04', count: 1 },
    ]);
    expect(d.topProducts[0]).toMatchObject({ count: 2, amount: 60_000 });
    expect(d.topCategories).toEqual([{ categoryCd: '01', categoryNm: '식품', count: 4, amount: 80_000 }]);
    // Today's live list: three applications and two delivery state changes (03, 04).
    expect(d.today.filter((r) => r.kind === 'APPLY')).toHaveLength(3);
    expect(
      d.today
        .filter((r) => r.kind === 'DELIVERY')
        .map((r) => r.deliStatCd)
        .sort(),
    ).toEqual(['03', '04']);
    const filtered = await dashboard(ETNERS, tokens.admin, {
      cmpyCds: [ids.a, ids.b],
      todayKind: 'DELIVERY',
      todayDeliStatCd: '04',
    });
    expect(filtered.today).toEqual([
      expect.objectContaining({ kind: 'DELIVERY', deliStatCd: '04', cmpyCd: ids.a }),
    ]);
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
    const direct = await countedFromOrders([ids.a]);
    for (const d of [selected, own]) {
      expect(d.summary).toMatchObject({
        runningEvents: 1,
        recipients: 3,
        applied: 2,
        orders: direct.orders,
        amount: direct.amount,
      });
      expect(d.deliveryStatus).toEqual(direct.deliveryStatus);
      expect(d.events.every((e) => e.cmpyCd === ids.a)).toBe(true);
      expect(d.today.every((r) => r.cmpyCd === ids.a)).toBe(true);
      expect(d.topProducts.reduce((n, p) => n + p.count, 0)).toBe(3);
    }
    expect(own.groups).toEqual([]);
  });

  it("gives each client manager their own company's figures within one summary round (the reply cache)", async () => {
    const managerB = await loginAs(
      t.app,
      (await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd: ids.b })).userId,
    );
    const a = await dashboard(CLIENT, tokens.managerA);
    const b = await dashboard(CLIENT, managerB);
    const all = await dashboard(ETNERS, tokens.admin, { cmpyCds: [ids.a, ids.b] });
    for (const [d, cmpyCd] of [
      [a, ids.a],
      [b, ids.b],
    ] as const) {
      const direct = await countedFromOrders([cmpyCd]);
      expect(d.summary).toMatchObject({
        orders: direct.orders,
        amount: direct.amount,
        recipients: direct.recipients,
      });
      expect(d.events.map((e) => e.cmpyCd)).toEqual([cmpyCd]);
    }
    expect(all.summary.orders).toBe(a.summary.orders + b.summary.orders);
  });

  it('refuses a client manager who names another company', async () => {
    const res = await post(t.app, CLIENT, { ...PERIOD, cmpyCds: [ids.b] }, tokens.managerA);
    expect(res.statusCode).toBe(403);
    expect(res.body.resultStatus.messageText).toBe('다른 고객사의 대시보드는 조회할 수 없습니다.');
    expect((await post(t.app, CLIENT, { ...PERIOD, cmpyCds: [ids.a] }, tokens.managerA)).statusCode).toBe(
      200,
    );
  });

  it('an incremental round of the summaries takes in an application made after the last round', async () => {
    const before = await dashboard(CLIENT, tokens.managerA);
    await applied({
      cmpyCd: ids.a,
      eventSn: later.eventSn,
      unqUserId: later.unqUserId,
      prodSn: later.prodSn,
      qty: 1,
      price: 10_000,
      status: '01',
    });
    // Live at once: today's list; the period and the event's progress after the next round.
    const live = await dashboard(CLIENT, tokens.managerA);
    expect(live.summary.todayApplied).toBe(before.summary.todayApplied + 1);
    expect(live.summary.orders).toBe(before.summary.orders);
    expect(await refreshSummaries(t.database.db, { now: new Date() })).toBe('changed');
    const after = await dashboard(CLIENT, tokens.managerA);
    const direct = await countedFromOrders([ids.a]);
    expect(after.summary).toMatchObject({
      orders: direct.orders,
      amount: direct.amount,
      applied: direct.applied,
      notApplied: direct.recipients - direct.applied,
    });
    expect(after.summary.orders).toBe(before.summary.orders + 1);
  });

  it('an incremental round leaves the summaries as a full round would (a cancellation in an old month)', async () => {
    const db = t.database.db;
    const snapshot = async () => ({
      orders: await select(sql`select * from dash_order_month order by cmpy_cd, ym`),
      delivery: await select(sql`select * from dash_delivery_month order by cmpy_cd, ym, deli_stat_cd`),
      products: await select(sql`select * from dash_product_month order by cmpy_cd, ym, prod_sn`),
      categories: await select(sql`select * from dash_category_month order by cmpy_cd, ym, category_cd`),
    });
    // Company B's order moves to March 2025 (a month no other order is in), counted by a full round.
    const [order] = await select<{ ord_sn: number; esti_sn: number; esti_item_sn: number }>(sql`
      select o.ord_sn, s.esti_sn, i.esti_item_sn from gift_order o join estimate s on s.ord_sn = o.ord_sn
        join estimate_item i on i.esti_sn = s.esti_sn where o.cmpy_cd = ${ids.b}`);
    const march = new Date('2025-03-15T03:00:00Z');
    await db.execute(sql`update gift_order set applied_at = ${march} where ord_sn = ${order!.ord_sn}`);
    await db.execute(sql`update estimate set created_at = ${march} where esti_sn = ${order!.esti_sn}`);
    await refreshSummaries(db, { now: new Date(), full: true });
    const counted = await select<{ cmpy_cd: string }>(
      sql`select cmpy_cd from dash_order_month where ym = '202503' order by cmpy_cd`,
    );
    expect(counted.map((r) => r.cmpy_cd)).toEqual(['*', ids.b].sort());
    // Cancelled as the delivery flow does it: the line to 09 with its history row, the order to 09.
    await db.execute(
      sql`update estimate_item set deli_stat_cd = '09' where esti_item_sn = ${order!.esti_item_sn}`,
    );
    await db.insert(deliveryHistory).values({ estiItemSn: order!.esti_item_sn, deliStatCd: '09' });
    await db.execute(sql`update gift_order set ord_stat_cd = '09' where ord_sn = ${order!.ord_sn}`);
    expect(await refreshSummaries(db, { now: new Date() })).toBe('changed');
    const incremental = await snapshot();
    expect(
      incremental.orders.filter((r) => (r as { ym: string }).ym === '202503'),
      'no order left in March 2025, not even in the row for every company',
    ).toEqual([]);
    await refreshSummaries(db, { now: new Date(), full: true });
    expect(incremental).toEqual(await snapshot());
  });

  it('shows a new company an empty dashboard', async () => {
    const fresh = await createCompany(t.database.db);
    const token = await loginAs(
      t.app,
      (await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd: fresh.cmpyCd })).userId,
    );
    const d = await dashboard(CLIENT, token);
    expect(d.summary).toMatchObject({
      runningEvents: 0,
      recipients: 0,
      orders: 0,
      amount: 0,
      todayApplied: 0,
    });
    expect(d.events).toEqual([]);
    expect(d.today).toEqual([]);
    expect(d.monthly.every((m) => m.orders === 0)).toBe(true);
  });

  it('downloads each table as xlsx, with the same scope rules', async () => {
    for (const table of ['events', 'monthly', 'deliveryStatus', 'topProducts', 'topCategories', 'today']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/ebmp/pcs/dashboard/etners/excel.json',
        headers: { authorization: `Bearer ${tokens.admin}` },
        payload: { ...PERIOD, table },
      });
      expect(res.statusCode, table).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/pcs/dashboard/client/excel.json',
      headers: { authorization: `Bearer ${tokens.managerA}` },
      payload: { ...PERIOD, table: 'groups' },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await post(
      t.app,
      '/v1/ebmp/pcs/dashboard/client/excel.json',
      { ...PERIOD, table: 'events', cmpyCds: [ids.b] },
      tokens.managerA,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('names a bad period', async () => {
    const res = await post(t.app, ETNERS, { periodStart: '20261231', periodEnd: '20260101' }, tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toMatch(/^조회 시작일이 종료일보다 늦습니다\./);
  });
});

// The screen table gives the operator dashboard to 15 and 99999: 10 is refused like the other roles.
describeAccess('operator dashboard', t, {
  endpoints: [
    { url: ETNERS, body: () => PERIOD, noIds: true },
    {
      url: '/v1/ebmp/pcs/dashboard/etners/excel.json',
      body: () => ({ ...PERIOD, table: 'monthly' }),
      noIds: true,
    },
    { url: '/v1/ebmp/pcs/dashboard/companies.json', noIds: true },
  ],
  allowed: ['15', '99999'],
  cmpyCd: () => ids.a,
});

describeAccess('client dashboard', t, {
  endpoints: [
    { url: CLIENT, body: (i) => ({ ...PERIOD, cmpyCds: [i.cmpyCd] }) },
    {
      url: '/v1/ebmp/pcs/dashboard/client/excel.json',
      body: (i) => ({ ...PERIOD, table: 'events', cmpyCds: [i.cmpyCd] }),
    },
  ],
  allowed: ['25'],
  cmpyCd: () => ids.a,
  ids: { own: () => ({ cmpyCd: ids.a }), foreign: () => ({ cmpyCd: ids.b }) },
  tenantBound: ['25'],
});
