import {
  AUTH_CD,
  type AuthCd,
  dashboardReplySchema,
  kstInstant,
  OCCASION_UPCOMING_PATH as P,
  UPCOMING_EXPORT_COLUMNS,
  upcomingApproveReplySchema,
  upcomingFilterOptionsReplySchema,
  upcomingListReplySchema,
} from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companyGroup,
  eventRecipient,
  occasionOccurrence,
  occasionRule,
  personalDataAccessLog,
} from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';
import { readWorkbook } from './helpers/xlsx';

// 2026-12-10 10:00 in Korea: the list covers send days 2026-12-10 .. 2027-01-08; the dashboards count December.
const NOW = new Date('2026-12-10T01:00:00Z');
const t = setupTestApp(testClock(NOW));
const db = () => t.database.db;

type User = { unqUserId: string; userId: string; userNm: string };
const co = { a: '', b: '', c: '', d: '' };
const rule = { aBirthday: 0, aTenure: 0, aCondolence: 0, b: 0, c: 0, d: 0 };
const tok = { admin: '', managerA: '', managerB: '' };
const managerA = { unqUserId: '' };
let prodSn = 0;
let keySeq = 0;

async function insertRule(cmpyCd: string, ruleNm: string, occasionType: string, approvalYn = 'N') {
  const [row] = await db()
    .insert(occasionRule)
    .values({
      cmpyCd,
      ruleNm,
      occasionType,
      goodsSource: 'GOODS',
      prodSnList: [prodSn],
      budgetAmt: 30_000,
      channel: 'SMS',
      sendTm: '09:00',
      approvalYn,
    })
    .returning();
  return row!.ruleSn;
}

/** An occurrence as the engine leaves it: sent at the rule's 09:00 (KST) of its send day unless told. */
async function occurrence(o: {
  user: User;
  cmpyCd: string;
  ruleSn: number;
  occasionType: string;
  sendDt: string;
  statCd: string;
  eventDt?: string;
  years?: number;
  relationCd?: string;
  lateYn?: string;
  eventSn?: number;
}) {
  const sendAt = kstInstant(o.sendDt, '09:00');
  const [row] = await db()
    .insert(occasionOccurrence)
    .values({
      unqUserId: o.user.unqUserId,
      cmpyCd: o.cmpyCd,
      ruleSn: o.ruleSn,
      occurrenceKey: `TEST:${++keySeq}`,
      occasionType: o.occasionType,
      eventDt: o.eventDt ?? o.sendDt,
      sendDt: o.sendDt,
      sendAt,
      years: o.years ?? null,
      relationCd: o.relationCd ?? null,
      lateYn: o.lateYn ?? 'N',
      statCd: o.statCd,
      eventSn: o.eventSn ?? null,
      sentAt: o.statCd === 'SENT' ? sendAt : null,
    })
    .returning();
  return row!.occurrenceSn;
}

const employee = (cmpyCd: string, userNm: string, extra: Record<string, unknown> = {}) =>
  createUser(db(), AUTH_CD.clientEmployee, { cmpyCd, userNm, ...extra });

const NAMES = [
  'alice',
  'bob',
  'carol',
  'dave',
  'erin',
  'frank',
  'gina',
  'hank',
  'bea',
  'cid',
  'dan',
] as const;
type Name = (typeof NAMES)[number];
const occ = Object.fromEntries(NAMES.map((n) => [n, 0])) as Record<Name, number>;
const people = {} as Record<Name, User>;

beforeAll(async () => {
  for (const k of ['a', 'b', 'c', 'd'] as const) co[k] = (await createCompany(db())).cmpyCd;
  prodSn = (await createProduct(db())).prodSn;
  await db().insert(companyGroup).values({ cmpyCd: co.a, grupCd: 'HR', grupNm: '인사팀' });
  rule.aBirthday = await insertRule(co.a, '생일 선물', 'BIRTHDAY');
  rule.aTenure = await insertRule(co.a, '장기근속 10년', 'WORK_ANNIVERSARY', 'Y');
  rule.aCondolence = await insertRule(co.a, '조위 선물', 'CONDOLENCE', 'Y');
  rule.b = await insertRule(co.b, 'B 생일', 'BIRTHDAY');
  rule.c = await insertRule(co.c, 'C 생일', 'BIRTHDAY', 'Y');
  rule.d = await insertRule(co.d, 'D 생일', 'BIRTHDAY', 'Y');

  people.alice = await employee(co.a, '김하늘', { birthDt: '19901212', grupCd: 'HR' });
  people.bob = await employee(co.a, '이바다', { hireDt: '20161215' });
  people.carol = await employee(co.a, '박구름');
  people.dave = await employee(co.a, '최별빛', { birthDt: '19850105', lunarYn: 'N' });
  people.erin = await employee(co.a, '정노을', { birthDt: '19920112' });
  people.frank = await employee(co.a, '강바람', { birthDt: '19881210' });
  people.gina = await employee(co.a, '윤새벽', { birthDt: '19930203' });
  people.hank = await employee(co.a, '한여름', { birthDt: '19911220' });
  people.bea = await employee(co.b, '서가을', { birthDt: '19951211' });
  people.cid = await employee(co.c, '문겨울');
  people.dan = await employee(co.d, '오봄비');

  const sentEvent = await createEvent(db(), {
    cmpyCd: co.a,
    products: [],
    recipients: [people.frank.unqUserId, people.gina.unqUserId],
  });
  // frank has chosen his gift; gina has not.
  await db()
    .update(eventRecipient)
    .set({ usedCnt: 1 })
    .where(
      and(
        eq(eventRecipient.eventSn, sentEvent.eventSn),
        eq(eventRecipient.unqUserId, people.frank.unqUserId),
      ),
    );

  const a = { cmpyCd: co.a };
  occ.alice = await occurrence({
    ...a,
    user: people.alice,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20261212',
    statCd: 'SCHEDULED',
  });
  occ.bob = await occurrence({
    ...a,
    user: people.bob,
    ruleSn: rule.aTenure,
    occasionType: 'WORK_ANNIVERSARY',
    sendDt: '20261215',
    years: 10,
    statCd: 'WAITING',
  });
  // A condolence registered late: its send day passed, still waiting for approval.
  occ.carol = await occurrence({
    ...a,
    user: people.carol,
    ruleSn: rule.aCondolence,
    occasionType: 'CONDOLENCE',
    eventDt: '20261205',
    sendDt: '20261208',
    relationCd: 'PARENT',
    lateYn: 'Y',
    statCd: 'WAITING',
  });
  occ.dave = await occurrence({
    ...a,
    user: people.dave,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20270105',
    statCd: 'SCHEDULED',
  });
  // Beyond the 30 days.
  occ.erin = await occurrence({
    ...a,
    user: people.erin,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20270112',
    statCd: 'SCHEDULED',
  });
  occ.frank = await occurrence({
    ...a,
    user: people.frank,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20261210',
    statCd: 'SENT',
    eventSn: sentEvent.eventSn,
  });
  // Sent a week ago, unchosen: listed with the last 30 days' sent gifts; counted in December's figures.
  occ.gina = await occurrence({
    ...a,
    user: people.gina,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20261203',
    eventDt: '20261203',
    statCd: 'SENT',
    eventSn: sentEvent.eventSn,
  });
  occ.hank = await occurrence({
    ...a,
    user: people.hank,
    ruleSn: rule.aBirthday,
    occasionType: 'BIRTHDAY',
    sendDt: '20261220',
    statCd: 'SKIPPED',
  });
  await db()
    .update(occasionOccurrence)
    .set({ skipReason: '휴직 중' })
    .where(eq(occasionOccurrence.occurrenceSn, occ.hank));
  occ.bea = await occurrence({
    cmpyCd: co.b,
    user: people.bea,
    ruleSn: rule.b,
    occasionType: 'BIRTHDAY',
    sendDt: '20261211',
    statCd: 'SCHEDULED',
  });
  // The access table's gifts, in January so December's figures stay as above.
  occ.cid = await occurrence({
    cmpyCd: co.c,
    user: people.cid,
    ruleSn: rule.c,
    occasionType: 'BIRTHDAY',
    sendDt: '20270104',
    statCd: 'WAITING',
  });
  occ.dan = await occurrence({
    cmpyCd: co.d,
    user: people.dan,
    ruleSn: rule.d,
    occasionType: 'BIRTHDAY',
    sendDt: '20270104',
    statCd: 'WAITING',
  });

  tok.admin = await loginAs(t.app, (await createUser(db(), AUTH_CD.operatorAdmin)).userId);
  const mA = await createUser(db(), AUTH_CD.clientManager, { cmpyCd: co.a });
  managerA.unqUserId = mA.unqUserId;
  tok.managerA = await loginAs(t.app, mA.userId);
  tok.managerB = await loginAs(
    t.app,
    (await createUser(db(), AUTH_CD.clientManager, { cmpyCd: co.b })).userId,
  );
});

const list = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, P.list, body, token);
  expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
  return upcomingListReplySchema.parse(res.body.resultData);
};

const rowOf = async (occurrenceSn: number) => {
  const [row] = await db()
    .select()
    .from(occasionOccurrence)
    .where(eq(occasionOccurrence.occurrenceSn, occurrenceSn));
  return row!;
};

describe('the upcoming list', () => {
  it("shows a client manager their company's next 30 days and the last 30 days' sent gifts, in send order", async () => {
    const r = await list(tok.managerA);
    expect(r.fromDt).toBe('20261210');
    expect(r.toDt).toBe('20270108');
    expect(r.recentFromDt).toBe('20261110');
    expect(r.list.map((x) => x.occurrenceSn)).toEqual([
      occ.gina,
      occ.carol,
      occ.frank,
      occ.alice,
      occ.bob,
      occ.hank,
      occ.dave,
    ]);
    expect(r.totalCount).toBe(7);
    expect(r.counts).toEqual([
      { statCd: 'WAITING', statNm: '승인 대기', count: 2 },
      { statCd: 'SCHEDULED', statNm: '발송 예정', count: 2 },
      { statCd: 'SENT', statNm: '발송 완료', count: 2 },
      { statCd: 'SKIPPED', statNm: '건너뜀', count: 1 },
      { statCd: 'CANCELLED', statNm: '취소', count: 0 },
    ]);
  });

  it('names the person, the occasion, its day (a birthday without the year), the rule, the time and the state', async () => {
    const r = await list(tok.managerA);
    const by = (sn: number) => r.list.find((x) => x.occurrenceSn === sn)!;
    expect(by(occ.alice)).toMatchObject({
      userNm: '김하늘',
      userId: people.alice.userId,
      grupNm: '인사팀',
      occasionType: 'BIRTHDAY',
      occasionNm: '생일',
      occasionDayText: '양력 12월 12일',
      ruleSn: rule.aBirthday,
      ruleNm: '생일 선물',
      sendDt: '20261212',
      sendAt: '20261212090000',
      overdue: false,
      statCd: 'SCHEDULED',
      statNm: '발송 예정',
      claimed: null,
    });
    expect(by(occ.bob)).toMatchObject({ occasionNm: '입사 10주년', occasionDayText: '2026.12.15' });
    expect(by(occ.carol)).toMatchObject({
      occasionNm: '조사 (부모)',
      occasionDayText: '2026.12.05',
      overdue: true,
      lateYn: 'Y',
      statNm: '승인 대기',
    });
    expect(by(occ.frank)).toMatchObject({ statNm: '발송 완료', claimed: true, sentAt: '20261210090000' });
    expect(by(occ.gina)).toMatchObject({
      sendDt: '20261203',
      overdue: false,
      statNm: '발송 완료',
      claimed: false,
      sentAt: '20261203090000',
    });
    expect(by(occ.hank)).toMatchObject({ statNm: '건너뜀', skipReason: '휴직 중' });
  });

  it('shows operators every company, names masked and a birthday with its year', async () => {
    const r = await list(tok.admin, { cmpyCds: [co.a, co.b] });
    expect(r.totalCount).toBe(8);
    const alice = r.list.find((x) => x.occurrenceSn === occ.alice)!;
    expect(alice.userNm).toBe('김*늘');
    expect(alice.occasionDayText).toBe('양력 1990년 12월 12일');
    expect(alice.cmpyNm).not.toBe('');
    expect(r.list.find((x) => x.occurrenceSn === occ.bea)?.cmpyCd).toBe(co.b);
    const onlyB = await list(tok.admin, { cmpyCds: [co.b] });
    expect(onlyB.list.map((x) => x.occurrenceSn)).toEqual([occ.bea]);
    // Every company: A's seven, B's one, and the two of the access table's companies on 4 January.
    const all = await list(tok.admin, { pageSize: 100 });
    expect(all.list.map((x) => x.occurrenceSn)).toEqual([
      occ.gina,
      occ.carol,
      occ.frank,
      occ.bea,
      occ.alice,
      occ.bob,
      occ.hank,
      occ.cid,
      occ.dan,
      occ.dave,
    ]);
  });

  it('filters by occasion, state, rule and name, and pages', async () => {
    const sns = async (body: Record<string, unknown>) =>
      (await list(tok.managerA, body)).list.map((x) => x.occurrenceSn);
    expect(await sns({ occasionType: 'CONDOLENCE' })).toEqual([occ.carol]);
    expect(await sns({ statCd: 'WAITING' })).toEqual([occ.carol, occ.bob]);
    expect(await sns({ ruleSn: rule.aBirthday })).toEqual([
      occ.gina,
      occ.frank,
      occ.alice,
      occ.hank,
      occ.dave,
    ]);
    expect(await sns({ userNm: '바' })).toEqual([occ.frank, occ.bob]);
    expect(await sns({ userNm: '%' })).toEqual([]);
    // The tabs count under every filter but the state.
    const waiting = await list(tok.managerA, { statCd: 'WAITING', ruleSn: rule.aBirthday });
    expect(waiting.totalCount).toBe(0);
    expect(waiting.counts.find((c) => c.statCd === 'SCHEDULED')?.count).toBe(2);
    const second = await list(tok.managerA, { page: 1, pageSize: 4 });
    expect(second.list.map((x) => x.occurrenceSn)).toEqual([occ.bob, occ.hank, occ.dave]);
    expect(await sns({ sortField: 'sendAt', sortOrder: 'desc', pageSize: 2 })).toEqual([occ.dave, occ.hank]);
  });

  it("refuses a client manager another company's list, and roles outside the back office", async () => {
    const foreign = await post(t.app, P.list, { cmpyCds: [co.a] }, tok.managerB);
    expect(foreign.statusCode).toBe(403);
    const mine = await list(tok.managerB, { cmpyCds: [co.b] });
    expect(mine.list.map((x) => x.occurrenceSn)).toEqual([occ.bea]);
    for (const role of [AUTH_CD.clientEmployee, AUTH_CD.vendor] as AuthCd[]) {
      const token = await loginAs(t.app, (await createUser(db(), role, { cmpyCd: co.a })).userId);
      expect((await post(t.app, P.list, {}, token)).statusCode).toBe(403);
    }
  });

  it("offers the caller's companies' rules as filters", async () => {
    const res = await post(t.app, P.filterOptions, {}, tok.managerA);
    const { rules } = upcomingFilterOptionsReplySchema.parse(res.body.resultData);
    expect(rules.map((r) => r.ruleSn).sort()).toEqual(
      [rule.aBirthday, rule.aTenure, rule.aCondolence].sort(),
    );
  });

  it('downloads the filtered list as xlsx with a reason, recorded in the access log', async () => {
    const refused = await post(t.app, P.excel, { requestType: 'EXPORT' }, tok.managerA);
    expect(refused.statusCode).toBe(400);
    const res = await post(
      t.app,
      P.excel,
      { requestType: 'EXPORT', downloadReason: '경조사 발송 대상 확인', statCd: 'WAITING' },
      tok.managerA,
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('경조사예정목록'));
    const sheet = (await readWorkbook(res.raw)).worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(UPCOMING_EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.rowCount).toBe(3);
    const header = UPCOMING_EXPORT_COLUMNS.map((c) => c.header);
    const cell = (row: number, name: string) => values(row)[header.indexOf(name)];
    expect(cell(2, '이름')).toBe('박구름');
    expect(cell(2, '경조사')).toBe('조사 (부모)');
    expect(cell(2, '상태')).toBe('승인 대기');
    expect(cell(3, '이름')).toBe('이바다');
    const [log] = await db()
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, 'OCCASION_UPCOMING'));
    expect(log).toMatchObject({
      actorUnqUserId: managerA.unqUserId,
      action: 'DOWNLOAD',
      rowCount: 2,
      cmpyCd: co.a,
      reason: '경조사 발송 대상 확인',
    });
  });
});

describe("the dashboards' occasion figures", () => {
  const PERIOD = { periodStart: '20261101', periodEnd: '20261130' };
  const occasions = async (url: string, token: string, body: Record<string, unknown> = {}) => {
    const res = await post(t.app, url, { ...PERIOD, ...body }, token);
    expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
    return dashboardReplySchema.parse(res.body.resultData).occasions;
  };

  it("counts this month's sent, chosen and pending gifts of the client's company, whatever the period", async () => {
    expect(await occasions('/v1/ebmp/pcs/dashboard/client.json', tok.managerA)).toEqual({
      month: '202612',
      sent: 2,
      claimed: 1,
      pending: 3,
      waiting: 2,
    });
    expect(await occasions('/v1/ebmp/pcs/dashboard/client.json', tok.managerB)).toEqual({
      month: '202612',
      sent: 0,
      claimed: 0,
      pending: 1,
      waiting: 0,
    });
  });

  it("counts an operator's selection, or every company", async () => {
    const url = '/v1/ebmp/pcs/dashboard/etners.json';
    expect(await occasions(url, tok.admin, { cmpyCds: [co.a] })).toMatchObject({ sent: 2, pending: 3 });
    expect(await occasions(url, tok.admin)).toEqual({
      month: '202612',
      sent: 2,
      claimed: 1,
      pending: 4,
      waiting: 2,
    });
  });
});

describe('decisions on a gift', () => {
  const waiting = (user = people.alice, statCd = 'WAITING') =>
    occurrence({
      user,
      cmpyCd: co.a,
      ruleSn: rule.aBirthday,
      occasionType: 'BIRTHDAY',
      sendDt: '20261228',
      statCd,
    });
  // Each test's gifts are new people's, so the unique (person, key) never collides.
  const someone = () => employee(co.a, '테스트');

  it('approve schedules a waiting gift once; a second approval answers 409 in Korean', async () => {
    const sn = await waiting(await someone());
    const first = await post(t.app, P.approve, { occurrenceSns: [sn] }, tok.managerA);
    expect(first.statusCode).toBe(200);
    expect(upcomingApproveReplySchema.parse(first.body.resultData)).toEqual({ approved: 1, refused: [] });
    expect(await rowOf(sn)).toMatchObject({
      statCd: 'SCHEDULED',
      approvedBy: managerA.unqUserId,
      approvedAt: NOW,
    });
    const second = await post(t.app, P.approve, { occurrenceSns: [sn] }, tok.managerA);
    expect(second.statusCode).toBe(409);
    expect(second.body.resultStatus.messageText).toBe('이미 승인된 선물입니다.');
  });

  it('two approvals at the same moment schedule the gift once', async () => {
    const sn = await waiting(await someone());
    const replies = await Promise.all([
      post(t.app, P.approve, { occurrenceSns: [sn] }, tok.managerA),
      post(t.app, P.approve, { occurrenceSns: [sn] }, tok.admin),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a bulk approval schedules the waiting ones and reports the others', async () => {
    const w1 = await waiting(await someone());
    const w2 = await waiting(await someone());
    const s1 = await waiting(await someone(), 'SCHEDULED');
    const res = await post(t.app, P.approve, { occurrenceSns: [w1, s1, w2] }, tok.managerA);
    expect(res.statusCode).toBe(200);
    expect(upcomingApproveReplySchema.parse(res.body.resultData)).toEqual({
      approved: 2,
      refused: [{ occurrenceSn: s1, message: '이미 승인된 선물입니다.' }],
    });
    expect((await rowOf(w2)).statCd).toBe('SCHEDULED');
  });

  it('an approval naming a gift of another company changes nothing (403); an unknown one is 404', async () => {
    const mine = await waiting(await someone());
    const mixed = await post(t.app, P.approve, { occurrenceSns: [mine, occ.bea] }, tok.managerA);
    expect(mixed.statusCode).toBe(403);
    expect((await rowOf(mine)).statCd).toBe('WAITING');
    const unknown = await post(t.app, P.approve, { occurrenceSns: [999_999] }, tok.managerA);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.resultStatus.messageText).toBe('경조사 선물을 찾을 수 없습니다.');
    const empty = await post(t.app, P.approve, { occurrenceSns: [] }, tok.managerA);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toBe('승인할 경조사 선물을 선택해주세요.');
  });

  it('skip needs a reason, keeps it with who skipped, and refuses a second skip or a later approval', async () => {
    const sn = await waiting(await someone(), 'SCHEDULED');
    for (const body of [{ occurrenceSn: sn }, { occurrenceSn: sn, skipReason: '  ' }]) {
      const res = await post(t.app, P.skip, body, tok.managerA);
      expect(res.statusCode).toBe(400);
      expect(res.body.resultStatus.messageText).toBe('건너뛰는 사유를 입력해주세요.');
    }
    const res = await post(t.app, P.skip, { occurrenceSn: sn, skipReason: '휴직 중' }, tok.managerA);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual({ occurrenceSn: sn, statCd: 'SKIPPED', statNm: '건너뜀' });
    expect(await rowOf(sn)).toMatchObject({
      statCd: 'SKIPPED',
      skipReason: '휴직 중',
      skippedBy: managerA.unqUserId,
    });
    const again = await post(t.app, P.skip, { occurrenceSn: sn, skipReason: '다시' }, tok.managerA);
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('이미 건너뛴 선물입니다.');
    const approve = await post(t.app, P.approve, { occurrenceSns: [sn] }, tok.managerA);
    expect(approve.body.resultStatus.messageText).toBe('건너뛴 선물은 승인할 수 없습니다.');
    const send = await post(t.app, P.sendNow, { occurrenceSn: sn }, tok.managerA);
    expect(send.statusCode).toBe(409);
    expect(send.body.resultStatus.messageText).toBe('건너뛴 선물은 발송할 수 없습니다.');
  });

  it('send now makes a waiting gift due today, approved by the manager, recorded; a sent one answers 409', async () => {
    const sn = await waiting(await someone());
    const res = await post(t.app, P.sendNow, { occurrenceSn: sn }, tok.managerA);
    expect(res.statusCode, JSON.stringify(res.body.resultStatus)).toBe(200);
    // SENT once the engine's send runs; SCHEDULED for now is what the minute clock then takes.
    expect(['SCHEDULED', 'SENT']).toContain((res.body.resultData as { statCd: string }).statCd);
    expect(await rowOf(sn)).toMatchObject({
      sendDt: '20261210',
      sendAt: NOW,
      approvedBy: managerA.unqUserId,
      approvedAt: NOW,
    });
    const listed = (await list(tok.admin, { pageSize: 100 })).list.find((x) => x.occurrenceSn === sn);
    expect(listed).toMatchObject({ sendDt: '20261210', sendAt: '20261210100000' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `occurrence:${sn}`));
    expect(audit).toMatchObject({ actorUserId: managerA.unqUserId, action: 'OCCASION_SEND_NOW' });

    const sent = await post(t.app, P.sendNow, { occurrenceSn: occ.frank }, tok.managerA);
    expect(sent.statusCode).toBe(409);
    expect(sent.body.resultStatus.messageText).toBe('이미 발송된 선물은 발송할 수 없습니다.');
  });

  it("refuses a client manager every decision on another company's gift", async () => {
    const calls = [
      [P.approve, { occurrenceSns: [occ.alice] }],
      [P.skip, { occurrenceSn: occ.alice, skipReason: '사유' }],
      [P.sendNow, { occurrenceSn: occ.alice }],
    ] as const;
    for (const [url, body] of calls)
      expect((await post(t.app, url, body, tok.managerB)).statusCode).toBe(403);
    expect((await rowOf(occ.alice)).statCd).toBe('SCHEDULED');
  });
});

describeAccess('occasion upcoming', t, {
  endpoints: [
    { url: P.list, body: (ids) => ({ cmpyCds: [ids.cmpyCd] }) },
    {
      url: P.excel,
      body: (ids) => ({ cmpyCds: [ids.cmpyCd], requestType: 'EXPORT', downloadReason: '권한 확인 테스트' }),
    },
    { url: P.filterOptions, noIds: true },
    { url: P.approve, body: (ids) => ({ occurrenceSns: [Number(ids.occurrenceSn)] }) },
    { url: P.skip, body: (ids) => ({ occurrenceSn: Number(ids.occurrenceSn), skipReason: '권한 확인' }) },
    { url: P.sendNow, body: (ids) => ({ occurrenceSn: Number(ids.occurrenceSn) }) },
  ],
  allowed: ['15', '25', '99999'],
  cmpyCd: () => co.c,
  ids: {
    own: () => ({ cmpyCd: co.c, occurrenceSn: String(occ.cid) }),
    foreign: () => ({ cmpyCd: co.d, occurrenceSn: String(occ.dan) }),
  },
  tenantBound: ['25'],
});

describe('a lunar birthday moved off a weekend', () => {
  let managerE = '';
  let lunarSn = 0;
  beforeAll(async () => {
    const cmpyCd = (await createCompany(db())).cmpyCd;
    const ruleSn = await insertRule(cmpyCd, 'E 생일', 'BIRTHDAY');
    // 음력 11월 18일 is Saturday 26 December in 2026; Friday the 25th is 기독탄신일, so the rule's PREVIOUS move sends
    // it on Thursday the 24th, as the engine computed.
    const user = await employee(cmpyCd, '장음력', { birthDt: '19851118', lunarYn: 'Y' });
    lunarSn = await occurrence({
      cmpyCd,
      user,
      ruleSn,
      occasionType: 'BIRTHDAY',
      eventDt: '20261226',
      sendDt: '20261224',
      statCd: 'SCHEDULED',
    });
    managerE = await loginAs(t.app, (await createUser(db(), AUTH_CD.clientManager, { cmpyCd })).userId);
  });

  it("shows this year's solar day and why the send day moved", async () => {
    const r = await list(managerE);
    expect(r.list.find((x) => x.occurrenceSn === lunarSn)).toMatchObject({
      occasionDayText: '음력 11월 18일 (올해 양력 12월 26일)',
      sendDt: '20261224',
      sendMoveText: '주말이라 12월 24일 목요일로 앞당김',
    });
  });

  it('says nothing of a move when the send day is the day itself', async () => {
    const r = await list(tok.managerA);
    expect(r.list.find((x) => x.occurrenceSn === occ.alice)?.sendMoveText).toBeNull();
  });
});
