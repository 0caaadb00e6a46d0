import {
  ACCESS_TARGET,
  API_PATH,
  AUTH_CD,
  CLOSE_RULE,
  EVENT_STATUS,
  kstStamp,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import { DELIVERY_FLOW_PATH } from '@pcs/domain/contracts/delivery-flow';
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryAddress,
  estimate,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  messageOutbox,
  personalDataAccessLog,
  vendor,
} from '../src/db/schema/index';
import { advanceEventStatuses } from '../src/modules/event/advance-event-statuses';
import { describeAccess } from './helpers/access-table';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const yesterday = () => dayjs().subtract(1, 'day').format('YYYYMMDD');
const tick = () =>
  advanceEventStatuses({ db: t.database.db, now: () => new Date(), publicUrl: 'https://pcs.test' });

/** A download: the raw reply (bytes, headers). */
const raw = (url: string, body: Record<string, unknown>, token: string) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
// biome-ignore lint/suspicious/noExplicitAny: reading JSON replies in assertions
const data = (res: { body: { resultData: unknown } }) => res.body.resultData as any;

let fx: {
  cmpyCd: string;
  otherCmpy: string;
  eventSn: number;
  foreignEventSn: number;
  vendorA: number;
  vendorB: number;
  adminToken: string;
};

/** An event whose end has passed (stored as open, so the clock closes it) with recipients who never chose. */
async function endedEvent(opts: {
  closeRuleCd: string;
  stock: number;
  recipients: number;
  withAddress?: number;
  creator?: string;
}) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const prod = await createProduct(db, { price: 30_000 });
  const users = [];
  for (let i = 0; i < opts.recipients; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  for (const u of users.slice(0, opts.withAddress ?? 0))
    await db.insert(deliveryAddress).values({
      unqUserId: u.unqUserId,
      addrNm: '집',
      receiverNm: '김기본',
      receiverTelNo: '01011112222',
      zipCd: '06236',
      addr: '서울특별시 강남구 테헤란로 1',
      addrDtl: '1층',
      defaultYn: 'Y',
    });
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: opts.stock }],
    recipients: users.map((u) => u.unqUserId),
    overrides: {
      startDt: dayjs().subtract(5, 'day').format('YYYYMMDD'),
      endDt: yesterday(),
      closeRuleCd: opts.closeRuleCd,
      defaultProdSn: opts.closeRuleCd === CLOSE_RULE.defaultGift ? prod.prodSn : null,
      rgstUnqUserId: opts.creator ?? null,
    },
  });
  return { eventSn: ev.eventSn, eventNm: ev.eventNm, prodSn: prod.prodSn, users };
}

const ordersOf = (eventSn: number) =>
  t.database.db.select().from(giftOrder).where(eq(giftOrder.eventSn, eventSn));
const stockOf = async (eventSn: number, prodSn: number) =>
  (
    await t.database.db
      .select({ q: eventProduct.stockQty })
      .from(eventProduct)
      .where(sql`${eventProduct.eventSn} = ${eventSn} and ${eventProduct.prodSn} = ${prodSn}`)
  )[0]!.q;

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '한빛전자' });
  const other = await createCompany(db);
  const [a] = await db
    .insert(vendor)
    .values({ vendorNm: '가온식품', managerEmail: 'po@gaon.test' })
    .returning();
  const [b] = await db
    .insert(vendor)
    .values({ vendorNm: '나래리빙', managerEmail: 'po@narae.test' })
    .returning();
  const p1 = await createProduct(db, { prodNm: '한우 세트', price: 55_000, vendorSn: a!.vendorSn });
  const p2 = await createProduct(db, { prodNm: '무선 청소기', price: 129_000, vendorSn: b!.vendorSn });
  const users = [];
  for (let i = 0; i < 2; i++)
    users.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [
      { prodSn: p1.prodSn, stockQty: 10 },
      { prodSn: p2.prodSn, stockQty: 10 },
    ],
    recipients: users.map((u) => u.unqUserId),
    overrides: { eventNm: '연말 감사 선물 문서' },
  });
  await applyGiftAs(t.app, users[0]!.userId, {
    eventSn: ev.eventSn,
    prodSn: p1.prodSn,
    receiverNm: '김하나',
  });
  await applyGiftAs(t.app, users[1]!.userId, {
    eventSn: ev.eventSn,
    prodSn: p2.prodSn,
    receiverNm: '박세나',
  });
  const foreignEvent = await createEvent(db, { cmpyCd: other.cmpyCd, products: [], recipients: [] });
  const admin = await createUser(db, '99999');
  fx = {
    cmpyCd: cmpy.cmpyCd,
    otherCmpy: other.cmpyCd,
    eventSn: ev.eventSn,
    foreignEventSn: foreignEvent.eventSn,
    vendorA: a!.vendorSn,
    vendorB: b!.vendorSn,
    adminToken: await loginAs(t.app, admin.userId),
  };
});

describe('closing at the close time', () => {
  it('applies the default gift once to those who never chose, even when two clocks run at once', async () => {
    const creator = await createUser(t.database.db, '15', { email: 'op@pcs.test' });
    const ev = await endedEvent({
      closeRuleCd: CLOSE_RULE.defaultGift,
      stock: 10,
      recipients: 3,
      withAddress: 2,
      creator: creator.unqUserId,
    });
    await Promise.all([tick(), tick()]);
    await tick();
    const orders = await ordersOf(ev.eventSn);
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((o) => o.unqUserId)).size).toBe(3);
    expect(orders.every((o) => o.ordStatCd === '01' && o.defaultGiftYn === 'Y')).toBe(true);
    expect(orders.filter((o) => o.addrNeededYn === 'Y')).toHaveLength(1);
    expect(orders.filter((o) => o.addr === '서울특별시 강남구 테헤란로 1')).toHaveLength(2);
    expect(await stockOf(ev.eventSn, ev.prodSn)).toBe(7);
    const estimates = await t.database.db.select().from(estimate).where(eq(estimate.eventSn, ev.eventSn));
    expect(estimates).toHaveLength(3);
    const [stored] = await t.database.db.select().from(event).where(eq(event.eventSn, ev.eventSn));
    expect(stored!.eventStatCd).toBe(EVENT_STATUS.closed);

    // The operator's summary: one mail, and the event detail shows the same counts.
    const mails = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.subject, `[PCS] 이벤트 마감 요약: ${ev.eventNm}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('op@pcs.test');
    expect(mails[0]!.body).toContain('- 기본 선물 지급: 3명');
    expect(mails[0]!.body).toContain('- 배송지 입력 필요: 1명');
    const detail = await post(t.app, API_PATH.eventManageDetail, { eventSn: ev.eventSn }, fx.adminToken);
    expect(data(detail).closeSummary).toMatchObject({
      recipientCnt: 3,
      appliedCnt: 0,
      defaultGiftCnt: 3,
      addrNeededCnt: 1,
      nothingCnt: 0,
      soldOutCnt: 0,
    });
  });

  it('closes in bounded batches that resume after a crash, giving no one the gift twice and mailing once', async () => {
    const creator = await createUser(t.database.db, '15', { email: 'batch-op@pcs.test' });
    const ev = await endedEvent({
      closeRuleCd: CLOSE_RULE.defaultGift,
      stock: 7,
      recipients: 9,
      withAddress: 4,
      creator: creator.unqUserId,
    });
    // One recipient chose before the close: counted as applied, given nothing.
    await t.database.db
      .update(eventRecipient)
      .set({ usedCnt: 1 })
      .where(
        sql`${eventRecipient.eventSn} = ${ev.eventSn} and ${eventRecipient.unqUserId} = ${ev.users[4]!.unqUserId}`,
      );
    // The process dies after its second batch (the move and first batch, then one more): the third never commits.
    let batches = 0;
    const dying = Object.create(t.database.db) as typeof t.database.db;
    dying.transaction = ((work, config) => {
      batches += 1;
      if (batches > 2) return Promise.reject(new Error('killed'));
      return t.database.db.transaction(work, config);
    }) as typeof dying.transaction;
    await expect(
      advanceEventStatuses({ db: dying, now: () => new Date(), closeBatchSize: 2 }),
    ).rejects.toThrow('killed');
    const halfway = await ordersOf(ev.eventSn);
    expect(halfway).toHaveLength(4);
    const detailHalfway = await post(
      t.app,
      API_PATH.eventManageDetail,
      { eventSn: ev.eventSn },
      fx.adminToken,
    );
    expect(data(detailHalfway).closeSummary).toBeNull();

    // Two clocks after the restart, at once.
    await Promise.all([
      advanceEventStatuses({ db: t.database.db, now: () => new Date(), closeBatchSize: 2 }),
      advanceEventStatuses({ db: t.database.db, now: () => new Date(), closeBatchSize: 2 }),
    ]);
    const orders = await ordersOf(ev.eventSn);
    expect(orders).toHaveLength(7);
    expect(new Set(orders.map((o) => o.unqUserId)).size).toBe(7);
    expect(orders.some((o) => o.unqUserId === ev.users[4]!.unqUserId)).toBe(false);
    expect(await stockOf(ev.eventSn, ev.prodSn)).toBe(0);
    const detail = await post(t.app, API_PATH.eventManageDetail, { eventSn: ev.eventSn }, fx.adminToken);
    expect(data(detail).closeSummary).toMatchObject({
      recipientCnt: 9,
      appliedCnt: 1,
      defaultGiftCnt: 7,
      soldOutCnt: 1,
      nothingCnt: 0,
    });
    const mails = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.subject, `[PCS] 이벤트 마감 요약: ${ev.eventNm}`));
    expect(mails).toHaveLength(1);
  });

  it("closes an open event now at the operator's word: the same close, the summary to the operator and the client manager", async () => {
    const db = t.database.db;
    const creator = await createUser(db, '99999', { email: 'now-op@pcs.test' });
    const ev = await endedEvent({
      closeRuleCd: CLOSE_RULE.defaultGift,
      stock: 5,
      recipients: 2,
      withAddress: 2,
      creator: creator.unqUserId,
    });
    // Still open for another week.
    await db
      .update(event)
      .set({ endDt: dayjs().add(7, 'day').format('YYYYMMDD') })
      .where(eq(event.eventSn, ev.eventSn));
    const [row] = await db.select().from(event).where(eq(event.eventSn, ev.eventSn));
    const manager = await createUser(db, AUTH_CD.clientManager, {
      cmpyCd: row!.cmpyCd,
      email: 'hr@client.test',
    });
    const managerToken = await loginAs(t.app, manager.userId);
    const refused = await post(
      t.app,
      API_PATH.eventManageStatus,
      { eventSn: ev.eventSn, action: 'closeNow' },
      managerToken,
    );
    expect(refused.statusCode).toBe(403);

    const token = await loginAs(t.app, creator.userId);
    const closed = await post(
      t.app,
      API_PATH.eventManageStatus,
      { eventSn: ev.eventSn, action: 'closeNow' },
      token,
    );
    expect(closed.statusCode, closed.body.resultStatus.messageText).toBe(200);
    expect(closed.body.resultData).toEqual({ eventSn: ev.eventSn, eventStatCd: EVENT_STATUS.closed });
    const [after] = await db.select().from(event).where(eq(event.eventSn, ev.eventSn));
    expect(after!.endDt).toBe(kstStamp(new Date()).slice(0, 8));
    expect(await ordersOf(ev.eventSn)).toHaveLength(2);
    const mails = await db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.subject, `[PCS] 이벤트 마감 요약: ${ev.eventNm}`));
    expect(mails.map((m) => m.recipient).sort()).toEqual(['hr@client.test', 'now-op@pcs.test']);

    const again = await post(
      t.app,
      API_PATH.eventManageStatus,
      { eventSn: ev.eventSn, action: 'closeNow' },
      token,
    );
    expect(again.statusCode).toBe(409);
    expect(await ordersOf(ev.eventSn)).toHaveLength(2);
  });

  it('gives nothing under the nothing rule, and counts who chose', async () => {
    const ev = await endedEvent({ closeRuleCd: CLOSE_RULE.nothing, stock: 10, recipients: 2 });
    await tick();
    expect(await ordersOf(ev.eventSn)).toHaveLength(0);
    const detail = await post(t.app, API_PATH.eventManageDetail, { eventSn: ev.eventSn }, fx.adminToken);
    expect(data(detail).closeSummary).toMatchObject({
      recipientCnt: 2,
      nothingCnt: 2,
      defaultGiftCnt: 0,
    });
  });

  it('never oversells the default gift: those it did not reach are reported', async () => {
    const ev = await endedEvent({
      closeRuleCd: CLOSE_RULE.defaultGift,
      stock: 1,
      recipients: 3,
      withAddress: 3,
    });
    await Promise.all([tick(), tick()]);
    expect(await ordersOf(ev.eventSn)).toHaveLength(1);
    expect(await stockOf(ev.eventSn, ev.prodSn)).toBe(0);
    const detail = await post(t.app, API_PATH.eventManageDetail, { eventSn: ev.eventSn }, fx.adminToken);
    expect(data(detail).closeSummary).toMatchObject({ defaultGiftCnt: 1, soldOutCnt: 2 });
  });

  it('flags a default gift without an address, and the recipient giving one clears the flag', async () => {
    const ev = await endedEvent({ closeRuleCd: CLOSE_RULE.defaultGift, stock: 5, recipients: 1 });
    await tick();
    const [order] = await ordersOf(ev.eventSn);
    expect(order).toMatchObject({ addrNeededYn: 'Y', addr: null });
    const history = await post(
      t.app,
      API_PATH.giftOrderHistory,
      { eventSn: ev.eventSn },
      await loginAs(t.app, ev.users[0]!.userId),
    );
    expect(JSON.stringify(history.body.resultData)).toContain('"addrNeededYn":"Y"');
    const [est] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, order!.ordSn));
    const saved = await post(
      t.app,
      DELIVERY_FLOW_PATH.myAddress,
      {
        estiSn: est!.estiSn,
        receiverNm: '이받음',
        receiverTelNo: '01033334444',
        zipCd: '06236',
        addr: '서울특별시 강남구 테헤란로 2',
        addrDtl: '2층',
      },
      await loginAs(t.app, ev.users[0]!.userId),
    );
    expect(saved.statusCode).toBe(200);
    const [after] = await ordersOf(ev.eventSn);
    expect(after).toMatchObject({ addrNeededYn: 'N', receiverNm: '이받음' });
  });
});

describeAccess('event documents', t, {
  endpoints: [
    { url: API_PATH.eventInvoicePdf, body: (ids) => ({ eventSn: Number(ids.eventSn) }) },
    {
      url: API_PATH.eventVendorMail,
      body: (ids) => ({ eventSn: Number(ids.eventSn), requestKey: `k-${Date.now()}-${Math.random()}` }),
      allowed: OPERATOR_ADMIN,
    },
  ],
  allowed: [...OPERATOR_ADMIN, '25'],
  cmpyCd: () => fx.cmpyCd,
  ids: {
    own: () => ({ cmpyCd: fx.cmpyCd, eventSn: String(fx.eventSn) }),
    foreign: () => ({ cmpyCd: fx.otherCmpy, eventSn: String(fx.foreignEventSn) }),
  },
  tenantBound: ['25'],
  foreign: [
    {
      label: "a client manager of another company asking for the event's invoice statement",
      role: '25',
      cmpyCd: () => fx.otherCmpy,
      url: API_PATH.eventInvoicePdf,
      body: () => ({ eventSn: fx.eventSn }),
      expected: 403,
    },
  ],
});

describe('purchase orders: who may download', () => {
  const PO = [API_PATH.eventPurchaseOrderPdf, API_PATH.eventPurchaseOrderXlsx, API_PATH.eventVendorList];
  it('refuses callers without a token and every role but operator admins and vendors', async () => {
    for (const url of PO) expect((await post(t.app, url, { eventSn: fx.eventSn })).statusCode).toBe(401);
    for (const role of ['05', '10', '20', '25'] as const) {
      const u = await createUser(t.database.db, role, { cmpyCd: fx.cmpyCd });
      const token = await loginAs(t.app, u.userId);
      for (const url of PO)
        expect(
          (await post(t.app, url, { eventSn: fx.eventSn, vendorSn: fx.vendorA }, token)).statusCode,
          `${url} ${role}`,
        ).toBe(403);
    }
  });

  it('gives a vendor only its own lines and refuses another vendor', async () => {
    for (const role of ['30', '35'] as const) {
      const u = await createUser(t.database.db, role, { vendorSn: fx.vendorB });
      const token = await loginAs(t.app, u.userId);
      const own = await raw(API_PATH.eventPurchaseOrderPdf, { eventSn: fx.eventSn }, token);
      expect(own.statusCode).toBe(200);
      const { text } = await pdfText(own.rawPayload);
      expect(text).toContain('무선 청소기');
      expect(text).not.toContain('한우 세트');
      const foreign = await post(
        t.app,
        API_PATH.eventPurchaseOrderXlsx,
        { eventSn: fx.eventSn, vendorSn: fx.vendorA },
        token,
      );
      expect(foreign.statusCode).toBe(403);
      const events = await post(t.app, API_PATH.eventVendorEvents, {}, token);
      expect(data(events).list).toEqual([
        { eventSn: fx.eventSn, eventNm: '연말 감사 선물 문서', cmpyNm: '한빛전자', lineCnt: 1 },
      ]);
      // The vendor list is the operator's event detail's; a vendor's own screen reads its events instead.
      const list = await post(t.app, API_PATH.eventVendorList, { eventSn: fx.eventSn }, token);
      expect(list.statusCode).toBe(403);
    }
    expect((await post(t.app, API_PATH.eventVendorEvents, {}, fx.adminToken)).statusCode).toBe(403);
    const noVendor = await createUser(t.database.db, '30');
    const res = await post(
      t.app,
      API_PATH.eventPurchaseOrderPdf,
      { eventSn: fx.eventSn },
      await loginAs(t.app, noVendor.userId),
    );
    expect(res.statusCode).toBe(403);
  });

  it('lets an operator list the vendors and download any vendor purchase order as PDF and xlsx', async () => {
    const list = await post(t.app, API_PATH.eventVendorList, { eventSn: fx.eventSn }, fx.adminToken);
    expect(data(list).list).toEqual([
      { vendorSn: fx.vendorA, vendorNm: '가온식품', lineCnt: 1, quantity: 1, mailYn: 'Y' },
      { vendorSn: fx.vendorB, vendorNm: '나래리빙', lineCnt: 1, quantity: 1, mailYn: 'Y' },
    ]);
    const pdf = await raw(
      API_PATH.eventPurchaseOrderPdf,
      { eventSn: fx.eventSn, vendorSn: fx.vendorA },
      fx.adminToken,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('연말 감사 선물 문서');
    expect(text).toContain('발주서');
    expect(text).toContain('김하나');
    const xlsx = await raw(
      API_PATH.eventPurchaseOrderXlsx,
      { eventSn: fx.eventSn, vendorSn: fx.vendorA },
      fx.adminToken,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('발주서')!.rowCount).toBe(2);
    // Names, phones and addresses left in two files: both downloads are in the access log.
    const logged = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, ACCESS_TARGET.purchaseOrder));
    const mine = logged.filter((r) => r.targetId === `${fx.eventSn}/${fx.vendorA}`);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ action: 'DOWNLOAD', rowCount: 1, actorAuthCd: '99999' });
  });
});

describe('invoice statement PDF', () => {
  it('prints both parties, the lines with supply amount and VAT, and totals in Korean', async () => {
    for (const token of [
      fx.adminToken,
      await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: fx.cmpyCd })).userId),
    ]) {
      const res = await raw(API_PATH.eventInvoicePdf, { eventSn: fx.eventSn }, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain('거래명세서');
      expect(text).toContain('연말 감사 선물 문서');
      expect(text).toContain('공급받는자');
      expect(text).toContain('한빛전자');
      expect(text).toContain('117,273'); // supply amount of 129,000
      expect(text).toContain('184,000원'); // total
    }
  });
});

describe('vendor mail', () => {
  it('queues one mail per vendor with the order summary; the same submit again queues nothing', async () => {
    const body = { eventSn: fx.eventSn, requestKey: 'vendor-mail-key-1' };
    const first = await post(t.app, API_PATH.eventVendorMail, body, fx.adminToken);
    expect(first.body.resultData).toEqual({ queuedCnt: 2, vendorCnt: 2 });
    const again = await Promise.all([
      post(t.app, API_PATH.eventVendorMail, body, fx.adminToken),
      post(t.app, API_PATH.eventVendorMail, body, fx.adminToken),
    ]);
    expect(again.map((r) => data(r).queuedCnt)).toEqual([0, 0]);
    const mails = await t.database.db
      .select()
      .from(messageOutbox)
      .where(
        sql`${messageOutbox.id} in (select outbox_id from event_vendor_mail where request_key = ${body.requestKey})`,
      );
    expect(mails.map((m) => m.recipient).sort()).toEqual(['po@gaon.test', 'po@narae.test']);
    expect(mails.find((m) => m.recipient === 'po@gaon.test')!.body).toContain('- 총 수량: 1개');
    expect(mails[0]!.body).toContain(`/delivery/order?eventSn=${fx.eventSn}`);
  });
});
