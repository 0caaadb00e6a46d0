import { AUTH_CD, MESSAGE_CODE } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import { estimate, eventProduct, eventRecipient, giftOrder } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

const ADDRESS = {
  receiverNm: '박지훈',
  receiverTelNo: '01098765432',
  zipCd: '04524',
  addr: '서울특별시 중구 세종대로 110',
  addrDtl: '1층',
};

const clock = testClock();
const t = setupTestApp(clock);

/** The caller's new draft of one unit of a product. */
async function draft(token: string, eventSn: number, prodSn: number): Promise<number> {
  const s = await post(t.app, '/v1/ebmp/pcs/gift/select.json', { eventSn, prodSn, quantity: 1 }, token);
  expect(s.statusCode).toBe(200);
  return (s.body.resultData as { ordSn: number }).ordSn;
}

/** Sends every draft's application at the same time. */
const applyAllAtOnce = (token: string, ordSns: number[]) =>
  Promise.all(
    ordSns.map((ordSn) => post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token)),
  );

const appliedOrdersOf = (unqUserId: string) =>
  t.database.db
    .select()
    .from(giftOrder)
    .where(sql`${giftOrder.unqUserId} = ${unqUserId} and ${giftOrder.ordStatCd} = '01'`);

/** One recipient of a new company's running event with one product in stock 10. */
async function oneRecipientEvent(
  opts: {
    price?: number;
    event?: Omit<Parameters<typeof createEvent>[1], 'cmpyCd' | 'products' | 'recipients'>;
  } = {},
) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const prod = await createProduct(db, opts.price === undefined ? {} : { price: opts.price });
  const event = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 10 }],
    recipients: [user.unqUserId],
    ...opts.event,
  });
  return { user, prod, event };
}

/** Several connections to one server: only PostgreSQL can hold a row lock while an apply waits for it. */
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';

/** Resolves once a statement of this test's database waits for a lock (seen from another connection). */
async function applyIsWaiting(): Promise<void> {
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

/**
 * Applies the recipient's draft while another transaction holds `row` changed and uncommitted: the apply reads the
 * row as it was, writes up to it, waits for its lock, and meets the committed change. Returns the apply's reply.
 */
async function applyWhileAnotherCommits(token: string, ordSn: number, change: (tx: Tx) => Promise<unknown>) {
  let reply: ReturnType<typeof post> | undefined;
  await t.database.db.transaction(async (tx) => {
    await change(tx);
    reply = post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
    await applyIsWaiting();
  });
  return reply as ReturnType<typeof post>;
}

/** One recipient's two drafts of the same product, applied at the same time. */
async function twoDraftsAppliedAtOnce(opts: Parameters<typeof oneRecipientEvent>[0] = {}) {
  const { user, prod, event } = await oneRecipientEvent(opts);
  const token = await loginAs(t.app, user.userId);
  const ords = [
    await draft(token, event.eventSn, prod.prodSn),
    await draft(token, event.eventSn, prod.prodSn),
  ];
  return { user, event, results: await applyAllAtOnce(token, ords) };
}

/** A signed-in recipient of a new event (stock 10) with a draft of its product. */
async function recipientWithDraft() {
  const { user, prod, event } = await oneRecipientEvent();
  const token = await loginAs(t.app, user.userId);
  return { user, event, token, ordSn: await draft(token, event.eventSn, prod.prodSn) };
}

/** What an apply that lost its race must leave: the draft a draft, the allowance untaken, no estimate. */
async function expectNothingWritten(ordSn: number, unqUserId: string, eventSn: number) {
  const db = t.database.db;
  const [order] = await db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn));
  expect(order!.ordStatCd).toBe('00');
  expect(order!.appliedAt).toBeNull();
  const [recipient] = await db
    .select()
    .from(eventRecipient)
    .where(sql`${eventRecipient.eventSn} = ${eventSn} and ${eventRecipient.unqUserId} = ${unqUserId}`);
  expect(recipient!.usedCnt).toBe(0);
  expect(await db.select().from(estimate).where(eq(estimate.ordSn, ordSn))).toHaveLength(0);
}

describe('apply under concurrency', () => {
  it.runIf(onPostgres)(
    'the last stock taken while the apply waits for its row: sold out, and what the apply had written is undone',
    async () => {
      const { user, event, token, ordSn } = await recipientWithDraft();
      const reply = await applyWhileAnotherCommits(token, ordSn, (tx) =>
        tx.update(eventProduct).set({ stockQty: 0 }).where(eq(eventProduct.eventSn, event.eventSn)),
      );
      expect(reply.statusCode).toBe(409);
      expect(reply.body.resultStatus.messageText).toBe('선택하신 상품이 품절되었습니다.');
      await expectNothingWritten(ordSn, user.unqUserId, event.eventSn);
    },
  );

  it.runIf(onPostgres)(
    'the allowance used up while the apply waits for the recipient row: refused, and the draft stays a draft',
    async () => {
      const { user, event, token, ordSn } = await recipientWithDraft();
      const reply = await applyWhileAnotherCommits(token, ordSn, (tx) =>
        tx
          .update(eventRecipient)
          .set({ allowedCnt: 0 })
          .where(
            sql`${eventRecipient.eventSn} = ${event.eventSn} and ${eventRecipient.unqUserId} = ${user.unqUserId}`,
          ),
      );
      expect(reply.statusCode).toBe(409);
      expect(reply.body.resultStatus.messageCode).toBe(MESSAGE_CODE.selectLimitExceeded);
      await expectNothingWritten(ordSn, user.unqUserId, event.eventSn);
      const [stock] = await t.database.db
        .select()
        .from(eventProduct)
        .where(eq(eventProduct.eventSn, event.eventSn));
      expect(stock!.stockQty).toBe(10);
    },
  );

  it('50 recipients at once for stock 10: exactly 10 orders, the rest sold out, stock never negative', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    const recipients = await Promise.all(
      Array.from({ length: 50 }, () => createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd })),
    );
    const prod = await createProduct(db);
    const event = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: recipients.map((r) => r.unqUserId),
    });
    const drafts = [];
    for (const r of recipients) {
      const token = await loginAs(t.app, r.userId);
      const selected = await post(
        t.app,
        '/v1/ebmp/pcs/gift/select.json',
        { eventSn: event.eventSn, prodSn: prod.prodSn, quantity: 1 },
        token,
      );
      drafts.push({ token, ordSn: (selected.body.resultData as { ordSn: number }).ordSn });
    }

    const results = await Promise.all(
      drafts.map((d) => post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn: d.ordSn, ...ADDRESS }, d.token)),
    );

    const ok = results.filter((r) => r.statusCode === 200);
    const soldOut = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(soldOut).toHaveLength(40);
    for (const r of soldOut) expect(r.body.resultStatus.messageText).toBe('선택하신 상품이 품절되었습니다.');
    const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, event.eventSn));
    expect(stock!.stockQty).toBe(0);
    const [applied] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftOrder)
      .where(sql`${giftOrder.eventSn} = ${event.eventSn} and ${giftOrder.ordStatCd} = '01'`);
    expect(applied!.n).toBe(10);
    // Failed applies rolled back whole: their drafts are still drafts.
    const [drafted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftOrder)
      .where(sql`${giftOrder.eventSn} = ${event.eventSn} and ${giftOrder.ordStatCd} = '00'`);
    expect(drafted!.n).toBe(40);
    // Only the ten who got a gift used their allowance; only they have an estimate.
    const [used] = await db
      .select({ n: sql<number>`sum(${eventRecipient.usedCnt})::int` })
      .from(eventRecipient)
      .where(eq(eventRecipient.eventSn, event.eventSn));
    expect(used!.n).toBe(10);
    expect(await db.select().from(estimate).where(eq(estimate.eventSn, event.eventSn))).toHaveLength(10);
  });

  it('one recipient sending the same application twice at once gets one order', async () => {
    const db = t.database.db;
    const { user, prod, event } = await oneRecipientEvent();
    const token = await loginAs(t.app, user.userId);
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: event.eventSn, prodSn: prod.prodSn, quantity: 1 },
      token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };

    const [a, b] = await Promise.all([
      post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token),
      post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token),
    ]);
    expect(a!.statusCode).toBe(200);
    expect(b!.statusCode).toBe(200);
    expect(b!.body.resultData).toEqual(a!.body.resultData);
    const estimates = await db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    expect(estimates).toHaveLength(1);
    const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, event.eventSn));
    expect(stock!.stockQty).toBe(9);
  });

  it('two different drafts of a one-choice recipient applied at once: one order, the other refused', async () => {
    const db = t.database.db;
    const { user, event, results } = await twoDraftsAppliedAtOnce();
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await appliedOrdersOf(user.unqUserId)).toHaveLength(1);
    const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, event.eventSn));
    expect(stock!.stockQty).toBe(9);
  });

  it('a budgeted recipient applying two drafts at once spends the budget once: the second read waits for the first', async () => {
    // Budget 30,000 and two gifts of 20,000: either fits alone, both do not and paying the difference is off. The
    // second apply waits for the recipient row the first holds; the budget it read before that wait is stale.
    const db = t.database.db;
    const { user, event, results } = await twoDraftsAppliedAtOnce({
      price: 20_000,
      event: { selectCnt: 2, selectType: '02', overrides: { budgetAmt: 30_000, overPayYn: 'N' } },
    });
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused!.body.resultStatus.messageText).toBe('예산을 초과하는 선물은 선택할 수 없습니다.');
    expect(await appliedOrdersOf(user.unqUserId)).toHaveLength(1);
    const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, event.eventSn));
    expect(stock!.stockQty).toBe(9);
  });

  it('opens and closes on the second (KST), both ends inclusive, and a late apply writes nothing', async () => {
    const db = t.database.db;
    // 2026-12-01 09:00:00 to 2026-12-05 18:00:00 KST = 00:00:00 UTC on the 1st to 09:00:00 UTC on the 5th.
    const period = { startDt: '20261201', startTm: '090000', endDt: '20261205', endTm: '180000' };
    const { user, prod, event } = await oneRecipientEvent({
      event: { selectCnt: 3, selectType: '02', overrides: period },
    });
    const at = async (iso: string) => {
      clock.set(new Date(iso));
      const token = await loginAs(t.app, user.userId);
      return { token, ordSn: await draft(token, event.eventSn, prod.prodSn) };
    };
    try {
      const first = await at('2026-12-01T00:00:00Z');
      expect(
        (await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ...first, ...ADDRESS }, first.token)).statusCode,
      ).toBe(200);
      const last = await at('2026-12-05T09:00:00Z');
      expect(
        (await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ...last, ...ADDRESS }, last.token)).statusCode,
      ).toBe(200);
      // Chosen in time, applied one second after the end.
      const late = await at('2026-12-05T09:00:00Z');
      clock.set(new Date('2026-12-05T09:00:01Z'));
      const refused = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ...late, ...ADDRESS }, late.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.body.resultStatus.messageText).toBe('신청 기간이 아닌 이벤트입니다.');
      const [order] = await db.select().from(giftOrder).where(eq(giftOrder.ordSn, late.ordSn));
      expect(order!.ordStatCd).toBe('00');
      expect(await db.select().from(estimate).where(eq(estimate.ordSn, late.ordSn))).toHaveLength(0);
      const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, event.eventSn));
      expect(stock!.stockQty).toBe(8);
    } finally {
      clock.set(new Date());
    }
  });
});
