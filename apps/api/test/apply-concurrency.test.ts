import { AUTH_CD } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, estimate, eventProduct, giftOrder } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const ADDRESS = {
  receiverNm: '박지훈',
  receiverTelNo: '01098765432',
  zipCd: '04524',
  addr: '서울특별시 중구 세종대로 110',
  addrDtl: '1층',
};

const t = setupTestApp();

describe('apply under concurrency', () => {
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
  });

  it('one recipient sending the same application twice at once gets one order', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const prod = await createProduct(db);
    const event = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: [user.unqUserId],
    });
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
    const cmpy = await createCompany(db);
    const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const prod = await createProduct(db);
    const event = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: [user.unqUserId],
    });
    const token = await loginAs(t.app, user.userId);
    const ords = [];
    for (let i = 0; i < 2; i += 1) {
      const s = await post(
        t.app,
        '/v1/ebmp/pcs/gift/select.json',
        { eventSn: event.eventSn, prodSn: prod.prodSn, quantity: 1 },
        token,
      );
      ords.push((s.body.resultData as { ordSn: number }).ordSn);
    }
    const results = await Promise.all(
      ords.map((ordSn) => post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const orders = await db
      .select()
      .from(giftOrder)
      .where(sql`${giftOrder.unqUserId} = ${user.unqUserId} and ${giftOrder.ordStatCd} = '01'`);
    expect(orders).toHaveLength(1);
    expect(await db.select().from(appUser).where(eq(appUser.unqUserId, user.unqUserId))).toHaveLength(1);
  });
});
