import { AUTH_CD, EVENT_MESSAGES, OPERATOR_ADMIN } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import {
  appUser,
  companyGroup,
  event,
  eventProduct,
  eventRecipient,
  eventTestOrder,
  giftOrder,
  messageOutbox,
  templateProduct,
} from '../src/db/schema/index';
import { advanceEventStatuses } from '../src/modules/event/advance-event-statuses';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock, upload } from './helpers/test-app';
import { readWorkbook, xlsxOf } from './helpers/xlsx';

const M = '/v1/ebmp/pcs/eventManage';
// 2026-12-01 09:00 KST.
const clock = testClock(new Date('2026-12-01T00:00:00Z'));
const t = setupTestApp(clock);

const ADDRESS = {
  receiverNm: '김민준',
  receiverTelNo: '010-1234-5678',
  zipCd: '06236',
  addr: '서울특별시 강남구 테헤란로 123',
  addrDtl: '4층',
};

let own: string;
let other: string;
let ownEvent: number;
let otherEvent: number;
let products: { prodSn: number }[];
let unapproved: { prodSn: number };
let admin: string;
let adminUserId: string;
let emptyImport: Buffer;
/** Moves the clock and logs the operator in again (a session idles out when the clock jumps days). */
async function setClock(iso: string) {
  clock.set(new Date(iso));
  admin = await loginAs(t.app, adminUserId);
}

beforeAll(async () => {
  const db = t.database.db;
  await seedReferenceData(db, t.storage);
  own = (await createCompany(db, { cmpyNm: '이벤트상사' })).cmpyCd;
  other = (await createCompany(db, { cmpyNm: '남의상사' })).cmpyCd;
  products = [];
  for (let i = 0; i < 4; i += 1) products.push(await createProduct(db, { price: 10_000 * (i + 1) }));
  unapproved = await createProduct(db, { signStatCd: '02' });
  ownEvent = (await createEvent(db, { cmpyCd: own, products: [], recipients: [], today: clock.now() }))
    .eventSn;
  otherEvent = (await createEvent(db, { cmpyCd: other, products: [], recipients: [], today: clock.now() }))
    .eventSn;
  emptyImport = await xlsxOf([['아이디', '이름', '휴대폰번호', '그룹코드']]);
  adminUserId = (await createUser(db, AUTH_CD.operatorManager)).userId;
  admin = await loginAs(t.app, adminUserId);
});

const call = (path: string, body: Record<string, unknown>, token = admin) =>
  post(t.app, `${M}${path}`, body, token);

const settings = (overrides: Record<string, unknown> = {}) => ({
  cmpyCd: own,
  eventNm: '연말 감사 선물',
  tempSn: 11,
  startDt: '20261203',
  startTm: '090000',
  endDt: '20261210',
  endTm: '180000',
  greeting: '한 해 동안 수고 많으셨습니다.',
  budgetAmt: 30_000,
  overPayYn: 'Y',
  selectCnt: 1,
  selectType: '01',
  closeRuleCd: '01',
  products: products.slice(0, 3).map((p) => ({ prodSn: p.prodSn, stockQty: 5 })),
  ...overrides,
});

describeAccess('event management', t, {
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => own,
  tenantBound: [AUTH_CD.clientManager],
  ids: {
    own: () => ({ cmpyCd: own, eventSn: String(ownEvent) }),
    foreign: () => ({ cmpyCd: other, eventSn: String(otherEvent) }),
  },
  endpoints: [
    {
      url: `${M}/list.json`,
      body: (ids) => ({ cmpyCdList: [ids.cmpyCd] }),
      allowed: [...OPERATOR_ADMIN, '25'],
    },
    {
      url: `${M}/excel.json`,
      body: (ids) => ({
        cmpyCdList: [ids.cmpyCd],
        requestType: 'EXPORT',
        downloadReason: '이벤트 현황 보고',
      }),
      allowed: [...OPERATOR_ADMIN, '25'],
    },
    {
      url: `${M}/detail.json`,
      body: (ids) => ({ eventSn: Number(ids.eventSn) }),
      allowed: [...OPERATOR_ADMIN, '25'],
    },
    {
      url: `${M}/recipient/list.json`,
      body: (ids) => ({ eventSn: Number(ids.eventSn) }),
      allowed: [...OPERATOR_ADMIN, '25'],
    },
    { url: `${M}/save.json`, body: (ids) => ({ ...settings({ cmpyCd: ids.cmpyCd }) }) },
    { url: `${M}/changeStatus.json`, body: (ids) => ({ eventSn: Number(ids.eventSn), action: 'cancel' }) },
    { url: `${M}/recipient/add.json`, body: (ids) => ({ eventSn: Number(ids.eventSn), scope: 'ALL' }) },
    {
      url: (ids) =>
        `${M}/recipient/import.json?cmpyCd=${ids.cmpyCd ?? own}&eventSn=${ids.eventSn ?? ownEvent}`,
      file: () => emptyImport,
    },
    { url: `${M}/recipient/template.json`, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    {
      url: `${M}/recipient/remove.json`,
      body: (ids) => ({ eventSn: Number(ids.eventSn), unqUserIdList: ['NOBODY'] }),
    },
    {
      url: `${M}/checkDeleteProdPossible.json`,
      body: (ids) => ({ eventSn: Number(ids.eventSn), prodSn: products[0]!.prodSn }),
    },
    { url: `${M}/prodOptions.json`, body: () => ({}), noIds: true },
    { url: `${M}/prodDetail.json`, body: () => ({ prodSn: products[0]!.prodSn }), noIds: true },
    { url: `${M}/theme/list.json`, body: () => ({}), noIds: true },
    {
      url: `${M}/theme/save.json`,
      body: () => ({ tempSn: 1, tempNm: '교육', occasionCd: '01', seqNo: 1, useYn: 'Y' }),
      noIds: true,
    },
    { url: `${M}/curation/list.json`, body: () => ({ tempSn: 2 }), noIds: true },
    { url: `${M}/card/list.json`, body: () => ({}), noIds: true },
    { url: `${M}/card/save.json`, body: () => ({ cardNm: '감사 카드', useYn: 'Y' }), noIds: true },
    { url: `${M}/test/eventList.json`, body: (ids) => ({ eventSn: Number(ids.eventSn) }) },
    { url: `${M}/test/giftList.json`, body: (ids) => ({ eventSn: Number(ids.eventSn) }) },
    { url: `${M}/test/orderHistory.json`, body: (ids) => ({ eventSn: Number(ids.eventSn) }) },
  ],
  foreign: [
    {
      label: "a client manager asking for another company's event detail",
      role: AUTH_CD.clientManager,
      cmpyCd: () => own,
      url: `${M}/detail.json`,
      body: () => ({ eventSn: otherEvent }),
      expected: 403,
    },
  ],
});

describe('a client manager and the history', () => {
  it("lists only the manager's own company's events", async () => {
    const token = await loginAs(
      t.app,
      (await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd: own })).userId,
    );
    const res = await call('/list.json', {}, token);
    expect(res.statusCode).toBe(200);
    const list = (res.body.resultData as { list: { cmpyCd: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.cmpyCd === own)).toBe(true);
  });
});

describe('event life cycle: draft -> scheduled -> open -> closed, by the clock', () => {
  let eventSn: number;
  let member: { unqUserId: string; userId: string };
  let outsider: { unqUserId: string };

  it('creates a draft with three approved products and refuses an unapproved one', async () => {
    const refused = await call(
      '/save.json',
      settings({ products: [{ prodSn: unapproved.prodSn, stockQty: 1 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(EVENT_MESSAGES.productNotOffered);

    const badPeriod = await call('/save.json', settings({ endDt: '20261203', endTm: '080000' }));
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.body.resultStatus.messageText).toContain(EVENT_MESSAGES.periodInvalid);

    const res = await call('/save.json', settings());
    expect(res.statusCode).toBe(200);
    eventSn = (res.body.resultData as { eventSn: number }).eventSn;
    const detail = await call('/detail.json', { eventSn });
    expect(detail.body.resultData).toMatchObject({
      eventStatCd: '00',
      eventStatNm: '작성중',
      startDt: '20261203',
      startTm: '090000',
      budgetAmt: 30_000,
      overPayYn: 'Y',
      closeRuleCd: '01',
    });
    expect((detail.body.resultData as { products: unknown[] }).products).toHaveLength(3);
    // No return rule of its own yet: the global one applies.
    expect(detail.body.resultData).toMatchObject({ returnFeePayerCd: null, returnShipFee: null });
  });

  it("keeps the event's own return-shipping payer and fee, and goes back to the global rule when cleared", async () => {
    const bad = await call('/save.json', { ...settings({ returnFeePayerCd: 'X' }), eventSn });
    expect(bad.statusCode).toBe(400);
    const own = await call('/save.json', {
      ...settings({ returnFeePayerCd: 'S', returnShipFee: 0 }),
      eventSn,
    });
    expect(own.statusCode, own.body.resultStatus.messageText).toBe(200);
    const detail = await call('/detail.json', { eventSn });
    expect(detail.body.resultData).toMatchObject({ returnFeePayerCd: 'S', returnShipFee: 0 });
    const [row] = await t.database.db.select().from(event).where(eq(event.eventSn, eventSn));
    expect(row).toMatchObject({ returnFeePayerCd: 'S', returnShipFee: 0 });
    expect((await call('/save.json', { ...settings(), eventSn })).statusCode).toBe(200);
    const cleared = await call('/detail.json', { eventSn });
    expect(cleared.body.resultData).toMatchObject({ returnFeePayerCd: null, returnShipFee: null });
  });

  it('adds a group (with its sub-groups) as recipients with selectCnt as allowance, never another company', async () => {
    const db = t.database.db;
    await db.insert(companyGroup).values([
      { cmpyCd: own, grupCd: 'SALES', grupNm: '영업본부' },
      { cmpyCd: own, grupCd: 'SALES1', grupNm: '영업1팀', parentGrupCd: 'SALES' },
      { cmpyCd: own, grupCd: 'HR', grupNm: '인사팀' },
    ]);
    member = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: own, grupCd: 'SALES1' });
    await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: own, grupCd: 'SALES' });
    await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: own, grupCd: 'HR' });
    outsider = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: other });

    const added = await call('/recipient/add.json', { eventSn, scope: 'GROUP', grupCdList: ['SALES'] });
    expect(added.body.resultData).toEqual({ addedCount: 2, recipientCount: 2 });
    const foreign = await call('/recipient/add.json', {
      eventSn,
      scope: 'USERS',
      unqUserIdList: [outsider.unqUserId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.resultStatus.messageText).toBe(EVENT_MESSAGES.notRecipientCompany);
    const rows = await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn));
    expect(rows.map((r) => r.allowedCnt)).toEqual([1, 1]);
  });

  it('schedules the draft; it stays scheduled before its start time and opens by itself at it', async () => {
    const scheduled = await call('/changeStatus.json', { eventSn, action: 'schedule' });
    expect(scheduled.body.resultData).toEqual({ eventSn, eventStatCd: '01' });

    const recipientToken = await loginAs(t.app, member.userId);
    const before = await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, recipientToken);
    expect(before.body.resultData).toMatchObject({
      eventList: [{ eventSn, eventStatCd: '01', openYn: 'N' }],
    });

    // 2026-12-03 08:59:59 KST: one second before the start.
    await setClock('2026-12-02T23:59:59Z');
    expect(await advanceEventStatuses({ db: t.database.db, now: clock.now })).toBe(0);
    await setClock('2026-12-03T00:00:00Z');
    const detail = await call('/detail.json', { eventSn });
    expect(detail.body.resultData).toMatchObject({ eventStatCd: '02', eventStatNm: '진행중' });
    const [stored] = await t.database.db.select().from(event).where(eq(event.eventSn, eventSn));
    expect(stored!.eventStatCd).toBe('01');
    expect(await advanceEventStatuses({ db: t.database.db, now: clock.now })).toBeGreaterThanOrEqual(1);
    const [moved] = await t.database.db.select().from(event).where(eq(event.eventSn, eventSn));
    expect(moved!.eventStatCd).toBe('02');
  });

  it('lets the recipient see exactly the event products and apply; then the product and recipient are protected', async () => {
    const token = await loginAs(t.app, member.userId);
    const list = await post(t.app, '/v1/ebmp/pcs/gift/giftList.json', { eventSn, page: 0 }, token);
    const prodSns = (list.body.resultData as { prodInfoList: { prodSn: number }[] }).prodInfoList.map(
      (p) => p.prodSn,
    );
    expect(prodSns.sort()).toEqual(
      products
        .slice(0, 3)
        .map((p) => p.prodSn)
        .sort(),
    );

    const possible = await call('/checkDeleteProdPossible.json', { eventSn, prodSn: products[0]!.prodSn });
    expect(possible.statusCode).toBe(200);
    expect(possible.body.resultData).toEqual({ deletePossibleYn: 'Y' });

    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn, prodSn: products[0]!.prodSn, quantity: 1 },
      token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const applied = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
    expect(applied.statusCode).toBe(200);

    const refused = await call('/checkDeleteProdPossible.json', { eventSn, prodSn: products[0]!.prodSn });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.resultStatus.messageText).toBe(
      '이미 선택한 수령자가 있어 삭제할 수 없는 상품입니다.',
    );

    const remove = await call('/recipient/remove.json', { eventSn, unqUserIdList: [member.unqUserId] });
    expect(remove.statusCode).toBe(409);
    expect(remove.body.resultStatus.messageText).toBe('이미 선물을 신청한 수령자는 삭제할 수 없습니다.');

    const recipients = await call('/recipient/list.json', { eventSn, stateCd: '03' });
    expect(recipients.body.resultData).toMatchObject({
      totalCount: 1,
      list: [{ unqUserId: member.unqUserId, stateNm: '신청완료' }],
    });
    const detail = await call('/detail.json', { eventSn });
    expect((detail.body.resultData as { stateCounts: Record<string, number> }).stateCounts['03']).toBe(1);
  });

  it('lets an open event only extend its close time and add stock', async () => {
    const current = settings({
      startDt: '20261203',
      products: products.slice(0, 3).map((p, i) => ({ prodSn: p.prodSn, stockQty: i === 0 ? 4 : 5 })),
      eventSn,
    });
    const swap = await call('/save.json', {
      ...current,
      products: products.slice(1, 4).map((p) => ({ prodSn: p.prodSn, stockQty: 5 })),
    });
    expect(swap.statusCode).toBe(409);
    expect(swap.body.resultStatus.messageText).toBe(EVENT_MESSAGES.productsLocked);
    const earlier = await call('/save.json', { ...current, endDt: '20261209' });
    expect(earlier.body.resultStatus.messageText).toBe(EVENT_MESSAGES.closeOnlyLater);
    const tooMany = await call('/save.json', {
      ...current,
      products: current.products.map((p) => ({ ...p, addQty: -(p.stockQty + 1) })),
    });
    expect(tooMany.body.resultStatus.messageText).toBe(EVENT_MESSAGES.stockRemoveOverLeft);
    const renamed = await call('/save.json', { ...current, eventNm: '다른 이름' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.body.resultStatus.messageText).toBe(`${EVENT_MESSAGES.runningFieldsLocked} (이벤트명)`);
    const ok = await call('/save.json', {
      ...current,
      endDt: '20261212',
      // A running event's stockQty is never written: only the relative addQty.
      products: current.products.map((p) => ({ ...p, stockQty: 0, addQty: 10 })),
    });
    expect(ok.statusCode).toBe(200);
    const stock = await call('/detail.json', { eventSn });
    expect(
      (stock.body.resultData as { products: { stockQty: number }[] }).products.map((p) => p.stockQty),
    ).toEqual(current.products.map((p) => p.stockQty + 10));
    const detail = await call('/detail.json', { eventSn });
    expect(detail.body.resultData).toMatchObject({ endDt: '20261212', eventStatCd: '02' });
    const cancel = await call('/changeStatus.json', { eventSn, action: 'cancel' });
    expect(cancel.statusCode).toBe(409);
  });

  it('closes after its end time and is then read-only', async () => {
    await setClock('2026-12-12T09:00:01Z');
    const history = await call('/list.json', { eventNm: '연말 감사', eventStatCd: '03' });
    expect(history.body.resultData).toMatchObject({
      totalCount: 1,
      list: [{ eventSn, eventStatNm: '종료' }],
    });
    const edit = await call('/save.json', settings({ eventSn, endDt: '20261231' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.body.resultStatus.messageText).toBe(EVENT_MESSAGES.readOnly);
    const add = await call('/recipient/add.json', { eventSn, scope: 'ALL' });
    expect(add.statusCode).toBe(409);
  });
});

describe('test mode: the same rules, and nothing real is touched', () => {
  it('walks list, detail, select and apply without changing stock, allowances or orders', async () => {
    const db = t.database.db;
    await setClock('2026-12-15T00:00:00Z');
    const token = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorAdmin)).userId);
    const created = await call(
      '/save.json',
      settings({ startDt: '20261220', endDt: '20261224', eventNm: '테스트 모드 이벤트' }),
      token,
    );
    const eventSn = (created.body.resultData as { eventSn: number }).eventSn;
    const count = async (table: typeof giftOrder | typeof eventTestOrder) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const ordersBefore = await count(giftOrder);
    const stockBefore = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn));

    const events = await call('/test/eventList.json', { eventSn }, token);
    expect(events.body.resultData).toMatchObject({
      eventList: [{ eventSn, eventStatCd: '00', openYn: 'Y', usedCnt: 0 }],
    });
    const list = await call('/test/giftList.json', { eventSn, page: 0 }, token);
    expect((list.body.resultData as { totalCount: number }).totalCount).toBe(3);
    const twice = await call(
      '/test/select.json',
      { eventSn, prodSn: products[1]!.prodSn, quantity: 2 },
      token,
    );
    expect(twice.statusCode).toBe(400);
    const selected = await call(
      '/test/select.json',
      { eventSn, prodSn: products[1]!.prodSn, quantity: 1 },
      token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const applied = await call('/test/apply.json', { ordSn, ...ADDRESS }, token);
    expect(applied.body.resultData).toEqual({ ordSn, estiSn: ordSn, eventSn });
    const again = await call('/test/apply.json', { ordSn, ...ADDRESS }, token);
    expect(again.body.resultData).toEqual({ ordSn, estiSn: ordSn, eventSn });
    const more = await call(
      '/test/select.json',
      { eventSn, prodSn: products[2]!.prodSn, quantity: 1 },
      token,
    );
    expect(more.statusCode).toBe(409);

    const history = await call('/test/orderHistory.json', { eventSn }, token);
    expect(history.body.resultData).toMatchObject({
      orderList: [{ ordSn, ordStatCd: '01', items: [{ prodSn: products[1]!.prodSn }] }],
    });
    const detail = await call('/test/orderDetail.json', { ordSn }, token);
    expect(detail.body.resultData).toMatchObject({ ordSn, receiverNm: '김민준' });

    expect(await count(giftOrder)).toBe(ordersBefore);
    expect(await count(eventTestOrder)).toBe(1);
    expect(await db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn))).toEqual(
      stockBefore,
    );
    expect(await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn))).toEqual([]);
    const realDetail = await call('/detail.json', { eventSn }, token);
    expect(
      (realDetail.body.resultData as { products: { chosenQty: number }[] }).products.every(
        (p) => p.chosenQty === 0,
      ),
    ).toBe(true);
  });
});

describe('themes, curation and cards', () => {
  it('saves a curation of approved products in order; the landing reads exactly it', async () => {
    const refused = await call('/curation/save.json', { tempSn: 3, prodSnList: [unapproved.prodSn] });
    expect(refused.statusCode).toBe(400);
    const order = [products[2]!.prodSn, products[0]!.prodSn];
    const saved = await call('/curation/save.json', { tempSn: 3, prodSnList: order });
    expect((saved.body.resultData as { list: { prodSn: number }[] }).list.map((p) => p.prodSn)).toEqual(
      order,
    );
    const rows = await t.database.db.select().from(templateProduct).where(eq(templateProduct.tempSn, 3));
    expect(rows.sort((a, b) => a.seqNo - b.seqNo).map((r) => r.prodSn)).toEqual(order);
    const themes = await call('/theme/list.json', {});
    const list = (
      themes.body.resultData as { list: { tempSn: number; landingHiddenYn: string; prodCount: number }[] }
    ).list;
    expect(list.find((r) => r.tempSn === 3)?.prodCount).toBe(2);
    expect(list.filter((r) => r.landingHiddenYn === 'Y').map((r) => r.tempSn)).toEqual([13, 14]);
  });

  it('offers a year-end theme after the original fourteen, and an operator adds another', async () => {
    type Theme = { tempSn: number; tempNm: string; occasionNm: string | null; landingHiddenYn: string };
    const themes = async () =>
      ((await call('/theme/list.json', {})).body.resultData as { list: Theme[] }).list;
    const before = await themes();
    expect(before.find((r) => r.tempSn === 14)?.tempNm).toBe('테스트');
    expect(before.find((r) => r.tempSn === 15)).toMatchObject({
      tempNm: '연말 감사',
      occasionNm: '기업 행사',
      landingHiddenYn: 'N',
    });
    const blank = await call('/theme/save.json', {
      tempSn: 16,
      tempNm: ' ',
      occasionCd: null,
      seqNo: 16,
      useYn: 'Y',
    });
    expect(blank.statusCode).toBe(400);
    const made = await call('/theme/save.json', {
      tempSn: 16,
      tempNm: '송년회',
      occasionCd: '03',
      seqNo: 16,
      useYn: 'Y',
    });
    expect(made.statusCode).toBe(200);
    expect((await themes()).find((r) => r.tempSn === 16)?.tempNm).toBe('송년회');
  });

  it('creates and edits a message card', async () => {
    const created = await call('/card/save.json', {
      cardNm: '감사 카드',
      defaultMsg: '고맙습니다.',
      useYn: 'Y',
    });
    const { cardSn } = created.body.resultData as { cardSn: number };
    await call('/card/save.json', { cardSn, cardNm: '감사 카드', defaultMsg: '고맙습니다.', useYn: 'N' });
    const used = await call('/card/list.json', { useYn: 'Y' });
    expect(
      (used.body.resultData as { list: { cardSn: number }[] }).list.some((c) => c.cardSn === cardSn),
    ).toBe(false);
    const missing = await call('/save.json', settings({ cardSn: 99999 }));
    expect(missing.statusCode).toBe(404);
  });
});

describe('recipients from Excel: all or nothing; new IDs become accounts in the first-login flow', () => {
  it('adds existing users, creates accounts for new IDs, and refuses a file with one bad row', async () => {
    const db = t.database.db;
    await setClock('2026-12-20T00:00:00Z');
    const created = await call(
      '/save.json',
      settings({ startDt: '20261225', endDt: '20261226', eventNm: '엑셀 수령자' }),
    );
    const eventSn = (created.body.resultData as { eventSn: number }).eventSn;
    const existing = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: own });
    const foreign = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: other });
    const headers = ['아이디', '이름', '휴대폰번호', '그룹코드'];
    const url = `${M}/recipient/import.json?cmpyCd=${own}&eventSn=${eventSn}`;

    const bad = await xlsxOf([
      headers,
      [existing.userId, '홍길동', '01011112222', null],
      [foreign.userId, '남의', '01033334444', null],
    ]);
    const refused = await upload(t.app, url, bad, admin);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('다른 회사의 아이디입니다.');
    expect(await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn))).toEqual([]);

    const good = await xlsxOf([
      headers,
      [existing.userId, '홍길동', '01011112222', null],
      ['newbie.e11', '김신입', '01077778888', 'HR'],
    ]);
    const res = await upload(t.app, url, good, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 2 });
    const [fresh] = await db.select().from(appUser).where(eq(appUser.userId, 'newbie.e11'));
    expect(fresh).toMatchObject({ cmpyCd: own, grupCd: 'HR', firstLoginYn: 'Y', authCd: '20' });
    const outbox = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, '01077778888'));
    expect(outbox).toHaveLength(1);
    const rows = await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn));
    expect(rows.map((r) => r.allowedCnt)).toEqual([1, 1]);
  });

  it('asks a name and a phone only of new IDs: an existing person is their ID alone', async () => {
    const db = t.database.db;
    await setClock('2026-12-20T00:00:00Z');
    const created = await call(
      '/save.json',
      settings({ startDt: '20261227', endDt: '20261228', eventNm: '아이디만 수령자' }),
    );
    const eventSn = (created.body.resultData as { eventSn: number }).eventSn;
    const existing = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: own });
    const headers = ['아이디', '이름', '휴대폰번호', '그룹코드'];
    const url = `${M}/recipient/import.json?cmpyCd=${own}&eventSn=${eventSn}`;
    const recipientsOf = () => db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn));

    const bad = await xlsxOf([
      headers,
      [existing.userId, null, null, null],
      ['newbie.e21', null, null, null],
      ['newbie.e22', '김신입', '010-7777', null],
    ]);
    const refused = await upload(t.app, url, bad, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultData).toEqual({
      errorCount: 3,
      errors: [
        { row: 3, column: '이름', message: '없는 아이디입니다. 새 계정을 만들려면 이름을 입력해주세요.' },
        {
          row: 3,
          column: '휴대폰번호',
          message: '없는 아이디입니다. 새 계정을 만들려면 휴대폰번호를 입력해주세요.',
        },
        { row: 4, column: '휴대폰번호', message: '휴대폰 번호 11자리를 입력해주세요.' },
      ],
    });
    expect(await recipientsOf()).toEqual([]);
    expect(await db.select().from(appUser).where(eq(appUser.userId, 'newbie.e21'))).toEqual([]);

    const good = await xlsxOf([
      headers,
      [existing.userId, null, null, null],
      ['newbie.e21', '박새내기', '010-7777-2121', null],
    ]);
    const res = await upload(t.app, url, good, admin);
    expect(res.statusCode, JSON.stringify(res.body.resultData)).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 2 });
    const [fresh] = await db.select().from(appUser).where(eq(appUser.userId, 'newbie.e21'));
    expect(fresh).toMatchObject({ userNm: '박새내기', telNo: '01077772121', cmpyCd: own, firstLoginYn: 'Y' });
    expect((await recipientsOf()).map((r) => r.unqUserId).sort()).toEqual(
      [existing.unqUserId, fresh!.unqUserId].sort(),
    );
  });

  it('the template says so: only 아이디 is [필수], 이름 and 휴대폰번호 are [새 계정 필수]', async () => {
    const res = await call('/recipient/template.json', { cmpyCd: own });
    expect(res.statusCode).toBe(200);
    const sheet = (await readWorkbook(res.raw)).worksheets[0]!;
    const noteOf = (column: number) => {
      const note = sheet.getRow(1).getCell(column).note;
      return typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
    };
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '아이디',
      '이름',
      '휴대폰번호',
      '그룹코드',
    ]);
    expect([1, 2, 3, 4].map(noteOf)).toEqual([
      '[필수] 이미 있는 아이디면 그 사용자를 추가하고, 없는 아이디면 새 계정을 만듭니다.',
      '[새 계정 필수] 50자 이내. 이미 있는 아이디면 비워 두어도 됩니다',
      '[새 계정 필수] 숫자 11자리 (새 계정의 임시 비밀번호를 보냅니다). 이미 있는 아이디면 비워 두어도 됩니다',
      '새 계정의 그룹, 선택',
    ]);
  });
});
