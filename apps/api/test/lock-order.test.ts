import { AUTH_CD, DELIVERY_FLOW_PATH, EVENT_MESSAGES } from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimate, event, eventProduct, giftOrder } from '../src/db/schema/index';
import { TEST_ADDRESS } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/**
 * The product's one lock order (decision 024) under real parallel requests: applies beside event saves and beside
 * cancels of the same product, and the retry of a transaction that still meets a deadlock. Several connections to
 * one server are needed for any of it, so the concurrent cases run on PostgreSQL only.
 */

const ADDRESS = { receiverNm: '박지훈', ...TEST_ADDRESS };
const SAVE = '/v1/ebmp/pcs/eventManage/save.json';
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';

const t = setupTestApp(testClock());

type Recipient = { unqUserId: string; token: string };

/** A running event of a new company with one product in `stock` and `count` signed-in recipients. */
async function runningEvent(count: number, stock: number, selectCnt = 1) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const prod = await createProduct(db);
  const users = [];
  for (let i = 0; i < count; i += 1)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: stock }],
    recipients: users.map((u) => u.unqUserId),
    selectCnt,
  });
  const recipients: Recipient[] = await Promise.all(
    users.map(async (u, i) => ({ unqUserId: u.unqUserId, token: await loginFrom(i, u.userId) })),
  );
  const admin = await createUser(db, AUTH_CD.operatorAdmin);
  return { ev, prod, recipients, adminToken: await loginAs(t.app, admin.userId) };
}

/** Logs in from an address of its own: a burst of logins from one address would meet the login throttle. */
async function loginFrom(i: number, userId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ebmp/login.json',
    payload: { userId, password: TEST_PASSWORD },
    remoteAddress: `10.1.${i >> 8}.${i & 255}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { resultData: { loginUserToken: string } }).resultData.loginUserToken;
}

async function draft(r: Recipient, eventSn: number, prodSn: number): Promise<number> {
  const s = await post(t.app, '/v1/ebmp/pcs/gift/select.json', { eventSn, prodSn, quantity: 1 }, r.token);
  expect(s.statusCode, s.body.resultStatus.messageText).toBe(200);
  return (s.body.resultData as { ordSn: number }).ordSn;
}

const apply = (r: Recipient, ordSn: number) =>
  post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, r.token);

/** The save request the settings screen sends for an event as it read it. */
async function saveBodyAsRead(eventSn: number, products: { prodSn: number; addQty?: number }[]) {
  const [row] = await t.database.db.select().from(event).where(eq(event.eventSn, eventSn));
  const stock = await t.database.db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn));
  const e = row!;
  return {
    eventSn,
    cmpyCd: e.cmpyCd,
    eventNm: e.eventNm,
    tempSn: e.tempSn,
    startDt: e.startDt,
    startTm: e.startTm,
    endDt: e.endDt,
    endTm: e.endTm,
    greeting: e.greeting,
    cardSn: e.cardSn,
    budgetAmt: e.budgetAmt,
    overPayYn: e.overPayYn,
    selectCnt: e.selectCnt,
    selectType: e.selectType,
    overseasYn: e.overseasYn,
    packageYn: e.packageYn,
    cardYn: e.cardYn,
    packagePrice: e.packagePrice,
    cardPrice: e.cardPrice,
    closeRuleCd: e.closeRuleCd,
    defaultProdSn: e.defaultProdSn,
    returnDays: e.returnDays,
    returnFeePayerCd: e.returnFeePayerCd,
    returnShipFee: e.returnShipFee,
    products: products.map((p) => ({
      ...p,
      stockQty: stock.find((s) => s.prodSn === p.prodSn)!.stockQty,
      eventPrice: null,
    })),
  };
}

async function stockOf(eventSn: number, prodSn: number): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(eventProduct)
    .where(and(eq(eventProduct.eventSn, eventSn), eq(eventProduct.prodSn, prodSn)));
  return row!.stockQty;
}

const appliedCount = (eventSn: number) =>
  t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftOrder)
    .where(and(eq(giftOrder.eventSn, eventSn), eq(giftOrder.ordStatCd, '01')))
    .then((r) => r[0]!.n);

describe('saving a running event', () => {
  it('refuses a change to a field a running event keeps, naming it, instead of ignoring it', async () => {
    const { ev, prod, adminToken } = await runningEvent(0, 10);
    const body = await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn }]);
    const renamed = await post(
      t.app,
      SAVE,
      { ...body, eventNm: '새 이름', greeting: '새 인사말' },
      adminToken,
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.body.resultStatus.messageText).toBe(
      `${EVENT_MESSAGES.runningFieldsLocked} (이벤트명, 인사말)`,
    );
    const [row] = await t.database.db.select().from(event).where(eq(event.eventSn, ev.eventSn));
    expect(row!.eventNm).toBe(ev.eventNm);
  });

  it('adds and removes stock relative to what is left, never below zero', async () => {
    const { ev, prod, adminToken } = await runningEvent(0, 10);
    const add = await post(
      t.app,
      SAVE,
      await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn, addQty: 5 }]),
      adminToken,
    );
    expect(add.statusCode, add.body.resultStatus.messageText).toBe(200);
    expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(15);
    const remove = await post(
      t.app,
      SAVE,
      await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn, addQty: -4 }]),
      adminToken,
    );
    expect(remove.statusCode).toBe(200);
    expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(11);
    const tooMany = await post(
      t.app,
      SAVE,
      await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn, addQty: -12 }]),
      adminToken,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.resultStatus.messageText).toBe(EVENT_MESSAGES.stockRemoveOverLeft);
    expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(11);
  });

  it.runIf(onPostgres)(
    'never undoes an apply: unchanged saves and a stock addition beside 120 applies keep stock + applied exact',
    async () => {
      const { ev, prod, recipients, adminToken } = await runningEvent(120, 500);
      const ords: number[] = [];
      for (const r of recipients) ords.push(await draft(r, ev.eventSn, prod.prodSn));
      // Read before the burst, as a screen opened before it would have.
      const unchanged = await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn }]);
      const adding = await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn, addQty: 10 }]);
      const saves = Array.from({ length: 12 }, (_, i) => (i === 5 ? adding : unchanged));
      const replies = await Promise.all([
        ...recipients.map((r, i) => apply(r, ords[i]!)),
        ...saves.map((body) => post(t.app, SAVE, body, adminToken)),
      ]);
      for (const r of replies) expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
      const applied = await appliedCount(ev.eventSn);
      expect(applied).toBe(120);
      expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(500 + 10 - applied);
    },
  );
});

describe.runIf(onPostgres)('one lock order: no deadlock answers 500', () => {
  it('a recipient cancelling one order while applying another of the same product, 60 pairs at once', async () => {
    const pairs = 60;
    const { ev, prod, recipients } = await runningEvent(pairs, 1000, 2);
    const work = [];
    for (const r of recipients) {
      const first = await draft(r, ev.eventSn, prod.prodSn);
      expect((await apply(r, first)).statusCode).toBe(200);
      const [est] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, first));
      work.push({ r, estiSn: est!.estiSn, second: await draft(r, ev.eventSn, prod.prodSn) });
    }
    const before = t.database.conflictRetries.retries;
    const replies = await Promise.all(
      work.flatMap(({ r, estiSn, second }) => [
        post(t.app, DELIVERY_FLOW_PATH.myCancel, { estiSn }, r.token),
        apply(r, second),
      ]),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body.resultStatus.messageText).toBe(200);
    expect(await appliedCount(ev.eventSn)).toBe(pairs);
    expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(1000 - pairs);
    // The order held: nothing needed the retry.
    expect(t.database.conflictRetries.retries - before).toBe(0);
  });

  it('applies beside stock additions on the same running event (12 saves, 80 applies)', async () => {
    const { ev, prod, recipients, adminToken } = await runningEvent(80, 80);
    const ords: number[] = [];
    for (const r of recipients) ords.push(await draft(r, ev.eventSn, prod.prodSn));
    const adding = await saveBodyAsRead(ev.eventSn, [{ prodSn: prod.prodSn, addQty: 1 }]);
    const before = t.database.conflictRetries.retries;
    const replies = await Promise.all([
      ...recipients.map((r, i) => apply(r, ords[i]!)),
      ...Array.from({ length: 12 }, () => post(t.app, SAVE, adding, adminToken)),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body.resultStatus.messageText).toBe(200);
    expect(await stockOf(ev.eventSn, prod.prodSn)).toBe(80 + 12 - 80);
    expect(t.database.conflictRetries.retries - before).toBe(0);
  });

  it('retries once a transaction that meets a deadlock, so neither side answers an error', async () => {
    const db = t.database.db;
    const { ev } = await runningEvent(0, 10);
    const p2 = await createProduct(db);
    await db.insert(eventProduct).values({ eventSn: ev.eventSn, prodSn: p2.prodSn, stockQty: 10, seqNo: 1 });
    const [a, b] = (await db.select().from(eventProduct).where(eq(eventProduct.eventSn, ev.eventSn))).map(
      (r) => r.prodSn,
    );
    const bump = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], prodSn: number) =>
      tx
        .update(eventProduct)
        .set({ stockQty: sql`${eventProduct.stockQty} + 1` })
        .where(and(eq(eventProduct.eventSn, ev.eventSn), eq(eventProduct.prodSn, prodSn)));
    // Both hold their first row before either asks for the second: one of them must meet 40P01.
    let ready = 0;
    const bothHold = async () => {
      ready += 1;
      while (ready < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    let runs = 0;
    const opposite = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await bump(tx, first);
        await bothHold();
        await bump(tx, second);
      });
    const before = t.database.conflictRetries.retries;
    await Promise.all([opposite(a!, b!), opposite(b!, a!)]);
    // One of them met the deadlock and ran again (under load the second run can meet the other once more).
    const retries = t.database.conflictRetries.retries - before;
    expect(retries).toBeGreaterThanOrEqual(1);
    expect(runs).toBe(2 + retries);
    expect(await stockOf(ev.eventSn, a!)).toBe(12);
    expect(await stockOf(ev.eventSn, b!)).toBe(12);
  });
});
