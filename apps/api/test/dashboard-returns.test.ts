import { AUTH_CD, dashboardReplySchema } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, deliveryHistory, estimate, estimateItem, giftOrder, refund } from '../src/db/schema/index';
import { refreshSummaries } from '../src/modules/dashboard/summaries';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ETNERS = '/v1/ebmp/pcs/dashboard/etners.json';
const PERIOD = { periodStart: '20000101', periodEnd: '20991231' };
let cmpyCd = '';
let token = '';

/** A delivered order (one line) whose history went through every step of the way. */
async function delivered(eventSn: number, unqUserId: string, prodSn: number, price: number) {
  const db = t.database.db;
  const [order] = await db
    .insert(giftOrder)
    .values({
      eventSn,
      cmpyCd,
      unqUserId,
      ordStatCd: '01',
      prodSn,
      quantity: 1,
      unitPrice: price,
      appliedAt: new Date(),
    })
    .returning();
  const [esti] = await db
    .insert(estimate)
    .values({ ordSn: order!.ordSn, cmpyCd, eventSn, totalPrice: price })
    .returning();
  const [item] = await db
    .insert(estimateItem)
    .values({ estiSn: esti!.estiSn, prodSn, quantity: 1, unitPrice: price, deliStatCd: '04' })
    .returning();
  for (const deliStatCd of ['05', '02', '06', '03', '04'])
    await db.insert(deliveryHistory).values({ estiItemSn: item!.estiItemSn, deliStatCd });
  // A note that leaves the state as it was (the line's state is written again).
  await db
    .insert(deliveryHistory)
    .values({ estiItemSn: item!.estiItemSn, deliStatCd: '04', memo: '메모 수정' });
  return { estiSn: esti!.estiSn, estiItemSn: item!.estiItemSn };
}

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(category).values({ categoryCd: '01', categoryNm: '식품', level: 1, seqNo: 1 });
  cmpyCd = (await createCompany(db)).cmpyCd;
  const product = await createProduct(db, { categoryCd: '01' });
  const [kept, returned] = await Promise.all(
    [1, 2].map(() => createUser(db, AUTH_CD.clientEmployee, { cmpyCd })),
  );
  const event = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: product.prodSn, stockQty: 10 }],
    recipients: [kept!.unqUserId, returned!.unqUserId],
  });
  await delivered(event.eventSn, kept!.unqUserId, product.prodSn, 30_000);
  const line = await delivered(event.eventSn, returned!.unqUserId, product.prodSn, 20_000);
  // Returned and refunded: each return step writes a history row carrying the line's unchanged state (04).
  const [r] = await db
    .insert(refund)
    .values({ ...line, refundGbn: 'RETURN', refundStatCd: '06', refundAmount: 20_000 })
    .returning();
  for (const refundStatCd of ['01', '02', '04', '06'])
    await db
      .insert(deliveryHistory)
      .values({ estiItemSn: line.estiItemSn, deliStatCd: '04', refundSn: r!.refundSn, refundStatCd });
  await refreshSummaries(db, { now: new Date(), full: true });
  token = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
});

describe('dashboards with multi-step deliveries and a refunded return', () => {
  it('lists each line once per state reached, and leaves the refunded gift out of delivered, the counts and the amounts', async () => {
    const res = await post(t.app, ETNERS, { ...PERIOD, cmpyCds: [cmpyCd] }, token);
    expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
    const d = dashboardReplySchema.parse(res.body.resultData);
    const deliveredRows = d.today.filter((r) => r.kind === 'DELIVERY' && r.deliStatCd === '04');
    // Two orders delivered today: two 배송완료 rows, not one per history row.
    expect(deliveredRows).toHaveLength(2);
    expect(new Set(deliveredRows.map((r) => r.ordSn)).size).toBe(2);
    expect(d.summary.todayDelivered).toBe(1);
    expect(d.summary.amount).toBe(30_000);
    // The period's count leaves the returned order out, as its amount does.
    expect(d.summary.orders).toBe(1);
    expect(d.events).toHaveLength(1);
    expect(d.events[0]).toMatchObject({ applied: 0, delivered: 1, amount: 30_000 });
    expect(d.deliveryStatus).toEqual([{ deliStatCd: '04', count: 1 }]);
    expect(d.topProducts[0]).toMatchObject({ count: 1, amount: 30_000 });
  });

  it('gives the same figures from an incremental round as from a full one', async () => {
    const db = t.database.db;
    await refreshSummaries(db, { now: new Date(Date.now() + 1000) });
    const res = await post(t.app, ETNERS, { ...PERIOD, cmpyCds: [cmpyCd] }, token);
    const d = dashboardReplySchema.parse(res.body.resultData);
    expect(d.summary.amount).toBe(30_000);
    expect(d.events[0]).toMatchObject({ delivered: 1, amount: 30_000 });
  });
});
