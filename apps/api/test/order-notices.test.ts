import { AUTH_CD, CLOSE_RULE, INVOICE_IMPORT_COLUMNS, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import dayjs from 'dayjs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claimLink,
  deliveryAddress,
  estimate,
  estimateItem,
  giftOrder,
  messageOutbox,
  refund,
} from '../src/db/schema/index';
import { settleReturnsOfRefunds } from '../src/modules/delivery/settle-returns-of-refunds';
import { advanceEventStatuses } from '../src/modules/event/advance-event-statuses';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock, upload } from './helpers/test-app';
import { xlsxOf } from './helpers/xlsx';

const URL = 'https://gift.pcs.test';
const clock = testClock();
const t = setupTestApp(clock, { PUBLIC_URL: URL });

const ADDRESS = {
  receiverNm: '김민준',
  receiverTelNo: '01012345678',
  zipCd: '48058',
  addr: '부산광역시 해운대구 센텀중앙로 79',
  addrDtl: '101동 1001호',
};

let admin: string;
let cmpyCd: string;
let serial = 0;

type Order = { eventSn: number; estiSn: number; estiItemSn: number; token: string; unqUserId: string };

/** A recipient with their own phone (or only a mail), an event, and their applied order. */
async function order(
  opts: { noticeOff?: string[]; phone?: boolean; eventNm?: string; language?: string } = {},
): Promise<Order> {
  const db = t.database.db;
  serial += 1;
  const user = await createUser(db, AUTH_CD.clientEmployee, {
    cmpyCd,
    userNm: '이수진',
    telNo: opts.phone === false ? null : `0109000${String(serial).padStart(4, '0')}`,
    email: `notice${serial}@pcs.test`,
    preferredLanguage: opts.language ?? null,
  });
  const prod = await createProduct(db, { prodNm: '녹차 세트' });
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
    overrides: { eventNm: opts.eventNm ?? '연말 감사 선물', noticeOff: opts.noticeOff ?? [] },
  });
  const token = await loginAs(t.app, user.userId);
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: ev.eventSn, prodSn: prod.prodSn, quantity: 1 },
    token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const applied = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
  const { estiSn } = applied.body.resultData as { estiSn: number };
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, estiSn));
  return { eventSn: ev.eventSn, estiSn, estiItemSn: item!.estiItemSn, token, unqUserId: user.unqUserId };
}

const act = (o: Order, action: string, extra: Record<string, unknown> = {}) =>
  post(t.app, P.lineAction, { estiSn: o.estiSn, estiItemSn: o.estiItemSn, action, ...extra }, admin);

/** The messages queued to one recipient, oldest first. */
const messagesTo = (unqUserId: string) =>
  t.database.db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.unqUserId, unqUserId))
    .orderBy(asc(messageOutbox.id));

async function delivered(o: Order) {
  expect((await act(o, 'placeOrder')).statusCode).toBe(200);
  expect((await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(200);
  expect((await act(o, 'confirmDelivery')).statusCode).toBe(200);
}

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  const a = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  admin = await loginAs(t.app, a.userId);
  cmpyCd = (await createCompany(db, { cmpyNm: '한빛전자' })).cmpyCd;
});

describe('recipients are told what happens to their order', () => {
  it('a release queues one alimtalk with the carrier, invoice, tracking link and order link; a repeat queues nothing', async () => {
    const o = await order();
    await act(o, 'placeOrder');
    expect(await messagesTo(o.unqUserId)).toEqual([]);
    expect((await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(200);
    const [m, ...more] = await messagesTo(o.unqUserId);
    expect(more).toEqual([]);
    // The event's or company's delivery chain (decision 052): 알림톡 first, 문자 next.
    expect(m?.chain?.slice(0, 2).map((step) => step.channel)).toEqual(['ALIMTALK', 'SMS']);
    expect(m).toMatchObject({
      channel: 'ALIMTALK',
      recipient: `0109000${String(serial).padStart(4, '0')}`,
      templateCode: 'PCS_ORDER_RELEASE',
      status: 'PENDING',
    });
    expect(m!.body).toContain('[한빛전자] 연말 감사 선물');
    expect(m!.body).toContain('이수진님, 선물이 출고되었습니다.');
    expect(m!.body).toContain('택배사: CJ대한통운');
    expect(m!.body).toContain('송장번호: 123456789012');
    expect(m!.body).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');
    expect(m!.body).toContain(`${URL}/m/delivery/detail/${o.estiSn}`);

    expect((await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(409);
    expect(await messagesTo(o.unqUserId)).toHaveLength(1);

    expect((await act(o, 'ship')).statusCode).toBe(200);
    expect(await messagesTo(o.unqUserId)).toHaveLength(1);
    expect((await act(o, 'confirmDelivery')).statusCode).toBe(200);
    expect((await act(o, 'confirmDelivery')).statusCode).toBe(409);
    const all = await messagesTo(o.unqUserId);
    expect(all).toHaveLength(2);
    expect(all[1]!.templateCode).toBe('PCS_ORDER_DELIVERED');
    expect(all[1]!.body).toContain('배송완료되었습니다.');
    expect(all[1]!.body).toContain(`${URL}/m/delivery/detail/${o.estiSn}`);
  });

  it('a Vietnamese recipient is told by SMS in Vietnamese (alimtalk templates are Korean), with the same values', async () => {
    const o = await order({ language: 'vi' });
    await act(o, 'placeOrder');
    expect((await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(200);
    const [m, ...more] = await messagesTo(o.unqUserId);
    expect(more).toEqual([]);
    expect(m).toMatchObject({
      channel: 'SMS',
      recipient: `0109000${String(serial).padStart(4, '0')}`,
      templateCode: null,
      payload: null,
    });
    expect(m!.subject).toBe('[Thông báo quà tặng] 연말 감사 선물 - Quà của bạn đã được gửi đi');
    expect(m!.body).toBe(
      [
        '[한빛전자] 연말 감사 선물',
        '이수진 thân mến, quà của bạn đã được gửi đi.',
        'Quà: 녹차 세트',
        'Đơn vị vận chuyển: CJ대한통운',
        'Mã vận đơn: 123456789012',
        'Tra cứu: https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
        `Xem đơn hàng: ${URL}/m/delivery/detail/${o.estiSn}`,
      ].join('\n'),
    );
    // Its delivery chain starts with the SMS and never goes back to an alimtalk.
    expect(m?.chain?.map((step) => step.channel)).not.toContain('ALIMTALK');
  });

  it('a recipient without a phone is mailed, with the desktop order link', async () => {
    const o = await order({ phone: false });
    await act(o, 'placeOrder');
    await act(o, 'release', { carrierCd: '02', invoiceNo: '6001234567890' });
    const [m] = await messagesTo(o.unqUserId);
    expect(m).toMatchObject({ channel: 'MAIL', recipient: `notice${serial}@pcs.test`, templateCode: null });
    expect(m!.subject).toBe('[선물 안내] 연말 감사 선물 - 선물이 출고되었습니다');
    expect(m!.body).toContain('택배사: 우체국택배');
    expect(m!.body).toContain(`${URL}/delivery/order/${o.estiSn}/${o.estiItemSn}`);
  });

  it('a kind the operator turned off for the event sends nothing; the others still go', async () => {
    const o = await order({ noticeOff: ['RELEASE', 'RETURN_APPROVED'] });
    await act(o, 'placeOrder');
    await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' });
    expect(await messagesTo(o.unqUserId)).toEqual([]);
    await act(o, 'confirmDelivery');
    expect((await messagesTo(o.unqUserId)).map((m) => m.templateCode)).toEqual(['PCS_ORDER_DELIVERED']);
  });

  it('an invoice upload releases many lines and tells each recipient once', async () => {
    const orders = [await order(), await order(), await order()];
    for (const o of orders) await act(o, 'placeOrder');
    // The template's columns: the line's numbers, carrier, invoice number, then what only names the line.
    const headers = INVOICE_IMPORT_COLUMNS.map((c) => c.header);
    const file = await xlsxOf([
      headers,
      ...orders.map((o, i) => [o.estiSn, o.estiItemSn, 'CJ대한통운', `55556666000${i}`]),
    ]);
    const res = await upload(t.app, P.invoiceUpload, file, admin);
    expect(res.body.resultData).toEqual({ importedCount: 3 });
    for (const [i, o] of orders.entries()) {
      const mine = await messagesTo(o.unqUserId);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toContain(`송장번호: 55556666000${i}`);
    }
  });

  it('a return approval and its refund are told once each; an exchange re-shipment carries the new invoice', async () => {
    const o = await order();
    await delivered(o);
    const requested = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'RETURN', reasonCd: '02', reason: '파손' },
      o.token,
    );
    const key = {
      estiSn: o.estiSn,
      estiItemSn: o.estiItemSn,
      refundSn: (requested.body.resultData as { refundSn: number }).refundSn,
    };
    expect((await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin)).statusCode).toBe(200);
    expect((await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin)).statusCode).toBe(409);
    await post(t.app, P.returnAction, { ...key, action: 'collect' }, admin);
    expect(
      (await post(t.app, P.returnAction, { ...key, action: 'refund', resellableYn: 'N' }, admin)).body
        .resultData,
    ).toEqual({
      refundStatCd: '06',
      refundStatNm: '반품완료',
    });
    expect(
      (await post(t.app, P.returnAction, { ...key, action: 'refund', resellableYn: 'N' }, admin)).statusCode,
    ).toBe(409);
    const kinds = (await messagesTo(o.unqUserId)).map((m) => m.templateCode);
    expect(kinds).toEqual([
      'PCS_ORDER_RELEASE',
      'PCS_ORDER_DELIVERED',
      'PCS_ORDER_RETURN_APPROVED',
      'PCS_ORDER_REFUNDED',
    ]);
    const last = (await messagesTo(o.unqUserId)).at(-1)!;
    expect(last.body).toContain('환불이 완료되었습니다.');
    expect(last.body).toContain(`${URL}/m/delivery/detail/${o.estiSn}`);

    const x = await order();
    await delivered(x);
    const asked = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: x.estiSn, estiItemSn: x.estiItemSn, refundGbn: 'EXCHANGE', reasonCd: '03', reason: '오배송' },
      x.token,
    );
    const xKey = {
      estiSn: x.estiSn,
      estiItemSn: x.estiItemSn,
      refundSn: (asked.body.resultData as { refundSn: number }).refundSn,
    };
    await post(t.app, P.returnAction, { ...xKey, action: 'approve' }, admin);
    await post(t.app, P.returnAction, { ...xKey, action: 'collect' }, admin);
    const reship = { ...xKey, action: 'reship', carrierCd: '04', invoiceNo: '777788889999' };
    expect((await post(t.app, P.returnAction, reship, admin)).statusCode).toBe(200);
    expect((await post(t.app, P.returnAction, reship, admin)).statusCode).toBe(409);
    const xs = await messagesTo(x.unqUserId);
    expect(xs.map((m) => m.templateCode)).toEqual([
      'PCS_ORDER_RELEASE',
      'PCS_ORDER_DELIVERED',
      'PCS_ORDER_RETURN_APPROVED',
      'PCS_ORDER_RESHIPPED',
    ]);
    expect(xs[2]!.body).toContain('교환 신청이 승인되었습니다.');
    expect(xs[3]!.body).toContain('송장번호: 777788889999');
    expect(xs[3]!.body).toContain('택배사: 롯데택배');

    // The replacement is on its way: 배송중 for the recipient and the staff until its delivery is confirmed.
    const lineOf = async () =>
      (await t.database.db.select().from(estimateItem).where(eq(estimateItem.estiItemSn, x.estiItemSn)))[0]!;
    const firstDelivery = (await lineOf()).deliveredAt;
    const shownState = async () => {
      const d = (await post(t.app, P.myDetail, { estiSn: x.estiSn }, x.token)).body.resultData as {
        lines: { estiItemSn: number; deliStatNm: string }[];
      };
      return d.lines.find((l) => l.estiItemSn === x.estiItemSn)!.deliStatNm;
    };
    expect((await lineOf()).deliStatCd).toBe('03');
    expect(await shownState()).toBe('배송중');
    expect((await act(x, 'confirmDelivery')).statusCode).toBe(200);
    expect(await shownState()).toBe('배송완료');
    // Settlement dates the gift's delivery from the first one; the replacement's does not move it.
    expect((await lineOf()).deliveredAt).toEqual(firstDelivery);
  });

  it('a card refund finished later by the payment job tells the recipient once, with the amount', async () => {
    const o = await order();
    await delivered(o);
    const requested = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'RETURN', reasonCd: '02', reason: '파손' },
      o.token,
    );
    const { refundSn } = requested.body.resultData as { refundSn: number };
    const key = { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundSn };
    await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin);
    await post(t.app, P.returnAction, { ...key, action: 'collect' }, admin);
    // As a card refund left in flight leaves it: waiting (05) for the job.
    await t.database.db.update(refund).set({ refundStatCd: '05' }).where(eq(refund.refundSn, refundSn));
    const settled = [{ refundKey: `return:${refundSn}`, status: 'OK' as const, amount: 9000 }];
    const deps = { db: t.database.db, now: clock.now, config: { publicUrl: URL } };
    await settleReturnsOfRefunds(deps, settled);
    await settleReturnsOfRefunds(deps, settled);
    const refunds = (await messagesTo(o.unqUserId)).filter((m) => m.templateCode === 'PCS_ORDER_REFUNDED');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toContain('환불 금액: 9,000원');
  });

  it('the event detail shows the kinds turned off, and a running event may change them', async () => {
    const o = await order({ noticeOff: ['DELIVERED'] });
    const M = '/v1/ebmp/pcs/eventManage';
    const detail = await post(t.app, `${M}/detail.json`, { eventSn: o.eventSn }, admin);
    // biome-ignore lint/suspicious/noExplicitAny: the detail reply is sent back as the save body
    const d = detail.body.resultData as any;
    expect(d.noticeOff).toEqual(['DELIVERED']);
    expect(d.eventStatCd).toBe('02');
    const { products, tempNm: _t, cardNm: _c, cmpyNm: _n, eventStatCd: _s, eventStatNm: _m, ...rest } = d;
    const keep = Object.fromEntries(
      Object.entries(rest).filter(
        ([k]) => !['allowedEdits', 'stateCounts', 'recipientCount', 'closeSummary'].includes(k),
      ),
    );
    const saved = await post(
      t.app,
      `${M}/save.json`,
      {
        ...keep,
        noticeOff: ['RELEASE'],
        products: products.map((p: { prodSn: number; stockQty: number; eventPrice: number | null }) => ({
          prodSn: p.prodSn,
          stockQty: p.stockQty,
          eventPrice: p.eventPrice,
        })),
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const after = await post(t.app, `${M}/detail.json`, { eventSn: o.eventSn }, admin);
    expect((after.body.resultData as { noticeOff: string[] }).noticeOff).toEqual(['RELEASE']);
    await act(o, 'placeOrder');
    await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' });
    await act(o, 'confirmDelivery');
    expect((await messagesTo(o.unqUserId)).map((m) => m.templateCode)).toEqual(['PCS_ORDER_DELIVERED']);
  });
});

describe('the not-applied reminder', () => {
  it('carries the recipient ID, the close date and time and the link', async () => {
    const db = t.database.db;
    const u = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd,
      userNm: '박지훈',
      telNo: '01022223333',
    });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 3 }],
      recipients: [u.unqUserId],
      overrides: { eventNm: '당일 이벤트', endDt: dayjs().add(2, 'day').format('YYYYMMDD'), endTm: '180059' },
    });
    const sent = await post(
      t.app,
      P.notApplyRemind,
      { cmpyCd, eventSn: ev.eventSn, requestKey: `remind-${ev.eventSn}` },
      admin,
    );
    expect(sent.body.resultData).toEqual({ queued: 1 });
    const [m] = await db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.recipient, '01022223333'), eq(messageOutbox.channel, 'SMS')));
    const close = dayjs().add(2, 'day').format('YYYY.MM.DD');
    expect(m!.body).toContain(`마감: ${close} 18:00`);
    expect(m!.body).toContain(`아이디: ${u.userId}`);
    // The person's claim link of the event (decision 053): the code is theirs, nothing personal in it.
    const [link] = await db
      .select({ code: claimLink.code })
      .from(claimLink)
      .where(and(eq(claimLink.eventSn, ev.eventSn), eq(claimLink.unqUserId, u.unqUserId)));
    expect(m!.body).toContain(`바로가기: ${URL}/i/${link!.code}`);
    const events = await post(t.app, P.notApplyEvents, { cmpyCds: [cmpyCd], eventNm: '당일 이벤트' }, admin);
    expect((events.body.resultData as { list: { period: string }[] }).list[0]!.period).toMatch(
      /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ \d{4}\.\d{2}\.\d{2} 18:00$/,
    );
  });
});

describe('the close tells default-gift recipients', () => {
  it('those without an address get exactly one message with the address link, the others one that it is on its way', async () => {
    const db = t.database.db;
    const prod = await createProduct(db, { prodNm: '기본 선물 세트' });
    const users = [];
    for (let i = 0; i < 3; i++)
      users.push(
        await createUser(db, AUTH_CD.clientEmployee, { cmpyCd, telNo: `0107777000${i}`, userNm: '최기본' }),
      );
    await db.insert(deliveryAddress).values({
      unqUserId: users[0]!.unqUserId,
      addrNm: '집',
      ...ADDRESS,
      defaultYn: 'Y',
    });
    const ev = await createEvent(db, {
      cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: users.map((u) => u.unqUserId),
      overrides: {
        eventNm: '마감 기본 선물',
        startDt: dayjs().subtract(5, 'day').format('YYYYMMDD'),
        endDt: dayjs().subtract(1, 'day').format('YYYYMMDD'),
        closeRuleCd: CLOSE_RULE.defaultGift,
        defaultProdSn: prod.prodSn,
      },
    });
    const tick = () => advanceEventStatuses({ db, now: () => new Date(), publicUrl: URL });
    await tick();
    await tick();
    const orders = await db
      .select({
        unqUserId: giftOrder.unqUserId,
        addrNeededYn: giftOrder.addrNeededYn,
        estiSn: estimate.estiSn,
      })
      .from(giftOrder)
      .innerJoin(estimate, eq(estimate.ordSn, giftOrder.ordSn))
      .where(eq(giftOrder.eventSn, ev.eventSn));
    expect(orders).toHaveLength(3);
    const sent = await db
      .select()
      .from(messageOutbox)
      .where(
        inArray(
          messageOutbox.unqUserId,
          users.map((u) => u.unqUserId),
        ),
      );
    expect(sent).toHaveLength(3);
    for (const u of users) {
      const mine = sent.filter((m) => m.unqUserId === u.unqUserId);
      expect(mine).toHaveLength(1);
      const o = orders.find((x) => x.unqUserId === u.unqUserId)!;
      if (o.addrNeededYn === 'Y') {
        expect(mine[0]).toMatchObject({ channel: 'ALIMTALK', templateCode: 'PCS_ORDER_ADDRESS_NEEDED' });
        expect(mine[0]!.body).toContain('배송지를 입력해 주세요.');
        expect(mine[0]!.body).toContain(`${URL}/m/delivery/save/${o.estiSn}`);
      } else {
        expect(u.unqUserId).toBe(users[0]!.unqUserId);
        expect(mine[0]!.templateCode).toBe('PCS_ORDER_DEFAULT_GIFT');
        expect(mine[0]!.body).toContain('발송 준비 중입니다.');
      }
    }
  });
});
