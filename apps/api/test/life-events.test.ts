import {
  APPROVAL_MESSAGES,
  LIFE_EVENT_MESSAGES,
  MANAGER_ROLES,
  OCCASION_MESSAGES,
  LIFE_EVENT_PATH as P,
  RECIPIENT_ROLES,
} from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, personalDataAccessLog, userLifeEvent } from '../src/db/schema/index';
import { type AccessIds, describeAccess } from './helpers/access-table';
import { call } from './helpers/auth-numbers';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';
import { readWorkbook } from './helpers/xlsx';

/*
 * HR data the occasions run on (decision 036): the HR dates of the user screens and the life events with the
 * employees' requests. Today is 2026-11-27 (KST) for every test here.
 */
const t = setupTestApp(testClock(new Date('2026-11-27T01:00:00Z')));
const U = '/v1/ebmp/pcs/manage/user';

type Person = { unqUserId: string; userId: string; cmpyCd: string };
let own: string;
let other: string;
let operatorToken: string;
let managerToken: string;
let otherManagerToken: string;
let employee: Person;
let colleague: Person;
let stranger: Person;
let employeeToken: string;
let colleagueToken: string;

const person = async (cmpyCd: string, userNm: string): Promise<Person> => {
  const u = await createUser(t.database.db, '20', { cmpyCd, userNm });
  return { unqUserId: u.unqUserId, userId: u.userId, cmpyCd };
};

beforeAll(async () => {
  own = (await createCompany(t.database.db, { cmpyNm: '경조상사' })).cmpyCd;
  other = (await createCompany(t.database.db, { cmpyNm: '남의상사' })).cmpyCd;
  employee = await person(own, '김직원');
  colleague = await person(own, '박동료');
  stranger = await person(other, '최남남');
  operatorToken = await loginAs(t.app, (await createUser(t.database.db, '99999')).userId);
  managerToken = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: own })).userId);
  otherManagerToken = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: other })).userId);
  employeeToken = await loginAs(t.app, employee.userId);
  colleagueToken = await loginAs(t.app, colleague.userId);
});

const userForm = (overrides: Record<string, unknown> = {}) => ({
  userNm: '이입사',
  authCd: '20',
  cmpyCd: own,
  telNo: '010-3100-0001',
  ...overrides,
});

describe('HR dates on the user screens (/user/save, /user/detail, /user/clientManage/detail)', () => {
  it('round-trips a lunar leap-month birth date, the hire and the leave date; the year for operators only', async () => {
    const created = await call(
      t.app,
      `${U}/create.json`,
      userForm({
        userId: 'hr.round',
        birthDt: '20230215',
        lunarYn: 'Y',
        leapMonthYn: 'Y',
        hireDt: '20200302',
        leaveDt: null,
      }),
      operatorToken,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const { unqUserId } = created.body.resultData;
    const stored = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, unqUserId));
    expect(stored[0]).toMatchObject({
      birthDt: '20230215',
      lunarYn: 'Y',
      leapMonthYn: 'Y',
      hireDt: '20200302',
      leaveDt: null,
    });

    const byOperator = await call(t.app, `${U}/detail.json`, { unqUserId }, operatorToken);
    expect(byOperator.body.resultData).toMatchObject({
      birthDt: '20230215',
      lunarYn: 'Y',
      leapMonthYn: 'Y',
      birthDateText: '음력 2023년 윤2월 15일',
      hireDt: '20200302',
      leaveDt: null,
    });
    const byManager = await call(t.app, `${U}/detail.json`, { unqUserId }, managerToken);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.body.resultData).toMatchObject({
      birthDt: null,
      lunarYn: 'Y',
      leapMonthYn: 'Y',
      birthDateText: '음력 윤2월 15일',
      hireDt: '20200302',
    });
    expect(JSON.stringify(byManager.body.resultData)).not.toContain('2023');

    // The client manager saves the form without the birth date (they never saw its year): it stays; the leave
    // date is set.
    const edited = await call(
      t.app,
      `${U}/update.json`,
      userForm({ unqUserId, userNm: '이퇴사', hireDt: '20200302', leaveDt: '20261231' }),
      managerToken,
    );
    expect(edited.statusCode, edited.body.resultStatus.messageText).toBe(200);
    const after = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, unqUserId));
    expect(after[0]).toMatchObject({
      userNm: '이퇴사',
      birthDt: '20230215',
      lunarYn: 'Y',
      leapMonthYn: 'Y',
      leaveDt: '20261231',
    });

    // null clears: the operator takes the birth date away.
    await call(t.app, `${U}/update.json`, userForm({ unqUserId, birthDt: null }), operatorToken);
    const cleared = await call(t.app, `${U}/detail.json`, { unqUserId }, operatorToken);
    expect(cleared.body.resultData).toMatchObject({ birthDt: null, lunarYn: 'N', birthDateText: '' });
  });

  it('refuses a lunar date its year does not have, 윤달 on a solar date and a leave before the hire date', async () => {
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await call(
        t.app,
        `${U}/create.json`,
        userForm({ userId: 'hr.bad', ...body }),
        operatorToken,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body.resultStatus.messageText).toBe(message);
    };
    // 2024 has no leap month; lunar 2025-02 has 29 days.
    await refused(
      { birthDt: '20240315', lunarYn: 'Y', leapMonthYn: 'Y' },
      '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
    );
    await refused({ birthDt: '20250230', lunarYn: 'Y' }, OCCASION_MESSAGES.lunarBirthDtInvalid);
    await refused({ birthDt: '19900230' }, '생년월일을 확인해주세요.');
    await refused({ birthDt: '19900502', leapMonthYn: 'Y' }, '윤달은 음력 생일에만 지정할 수 있습니다.');
    await refused(
      { hireDt: '20200302', leaveDt: '20200301' },
      '퇴사일은 입사일과 같거나 그 이후여야 합니다.',
    );
    await refused({ hireDt: '2020-03-02' }, '입사일을 확인해주세요.');
    // A leave date sent alone is checked against the hire date kept.
    const res = await call(
      t.app,
      `${U}/update.json`,
      userForm({ unqUserId: (await hired('20210104')).unqUserId, leaveDt: '20201231' }),
      operatorToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(LIFE_EVENT_MESSAGES.leaveBeforeHire);
  });

  it("refuses a client manager another company's user, to read or to edit", async () => {
    const read = await call(t.app, `${U}/detail.json`, { unqUserId: stranger.unqUserId }, managerToken);
    expect(read.statusCode).toBe(403);
    const edit = await call(
      t.app,
      `${U}/update.json`,
      userForm({ unqUserId: stranger.unqUserId, cmpyCd: other, birthDt: '19900101' }),
      managerToken,
    );
    expect(edit.statusCode).toBe(403);
    const row = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, stranger.unqUserId));
    expect(row[0]?.birthDt).toBeNull();
  });
});

const hired = async (hireDt: string) => {
  const u = await createUser(t.database.db, '20', { cmpyCd: own, hireDt });
  return { unqUserId: u.unqUserId };
};

const save = (token: string, body: Record<string, unknown>) => call(t.app, P.save, body, token);
const request = (token: string, body: Record<string, unknown>) => call(t.app, P.myRequest, body, token);
const list = (token: string, body: Record<string, unknown> = {}) => call(t.app, P.list, body, token);

describe('life events registered by managers (user detail)', () => {
  it('registers one APPROVED at once, lists it for the person, refuses it twice, and deletes it', async () => {
    const saved = await save(managerToken, {
      unqUserId: employee.unqUserId,
      occasionType: 'CONDOLENCE',
      eventDt: '20261120',
      relationCd: 'PARENT',
      memo: '부친상',
    });
    expect(saved.statusCode, saved.body.resultStatus.messageText).toBe(200);
    expect(saved.body.resultData).toMatchObject({ statCd: 'APPROVED', statNm: '승인' });
    const { lifeEventSn } = saved.body.resultData;

    const again = await save(operatorToken, {
      unqUserId: employee.unqUserId,
      occasionType: 'CONDOLENCE',
      eventDt: '20261120',
      relationCd: 'PARENT',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('같은 날짜에 같은 경조사가 이미 등록되어 있습니다.');

    const mine = await list(managerToken, { unqUserId: employee.unqUserId, sortField: 'eventDt' });
    expect(mine.body.resultData.list).toEqual([
      expect.objectContaining({
        lifeEventSn,
        userNm: '김직원',
        occasionTypeNm: '조사',
        relationNm: '부모',
        eventDt: '20261120',
        statCd: 'APPROVED',
        requestedYn: 'N',
        memo: '부친상',
      }),
    ]);

    const deleted = await call(t.app, P.delete, { lifeEventSn }, managerToken);
    expect(deleted.body.resultData).toMatchObject({ statCd: 'DELETED', statNm: '삭제' });
    const twice = await call(t.app, P.delete, { lifeEventSn }, managerToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.resultStatus.messageText).toBe('이미 삭제된 경조사입니다.');
    expect((await list(managerToken, { unqUserId: employee.unqUserId })).body.resultData.list).toEqual([]);
    const withDeleted = await list(managerToken, { unqUserId: employee.unqUserId, statCd: 'DELETED' });
    expect(withDeleted.body.resultData.totalCount).toBe(1);
  });

  it('checks the type and the relation with Korean messages', async () => {
    const noRelation = await save(managerToken, {
      unqUserId: employee.unqUserId,
      occasionType: 'CONDOLENCE',
      eventDt: '20261120',
    });
    expect(noRelation.statusCode).toBe(400);
    expect(noRelation.body.resultStatus.messageText).toBe('조사의 고인과의 관계를 선택해주세요.');
    const relationOnWedding = await save(managerToken, {
      unqUserId: employee.unqUserId,
      occasionType: 'WEDDING',
      eventDt: '20261120',
      relationCd: 'PARENT',
    });
    expect(relationOnWedding.body.resultStatus.messageText).toBe(
      '고인과의 관계는 조사에만 지정할 수 있습니다.',
    );
    const birthday = await save(managerToken, {
      unqUserId: employee.unqUserId,
      occasionType: 'BIRTHDAY',
      eventDt: '20261120',
    });
    expect(birthday.body.resultStatus.messageText).toBe('등록할 수 없는 경조사 유형입니다.');
  });

  it("keeps a client manager to their own company's people and life events", async () => {
    const foreignSave = await save(managerToken, {
      unqUserId: stranger.unqUserId,
      occasionType: 'WEDDING',
      eventDt: '20261201',
    });
    expect(foreignSave.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(userLifeEvent).where(eq(userLifeEvent.unqUserId, stranger.unqUserId)),
    ).toEqual([]);

    const theirs = await save(otherManagerToken, {
      unqUserId: stranger.unqUserId,
      occasionType: 'WEDDING',
      eventDt: '20261201',
    });
    expect(theirs.statusCode).toBe(200);
    const sn = theirs.body.resultData.lifeEventSn;
    expect((await call(t.app, P.delete, { lifeEventSn: sn }, managerToken)).statusCode).toBe(403);
    expect((await list(managerToken, { cmpyCdList: [other] })).statusCode).toBe(403);
    // The person filter does not reach past the company either: another company's person lists nothing.
    const narrowed = await list(managerToken, { unqUserId: stranger.unqUserId });
    expect(narrowed.body.resultData.list).toEqual([]);
    // Operators see it, the name masked like the user list; the read is recorded.
    const byOperator = await list(operatorToken, { cmpyCdList: [other], unqUserId: stranger.unqUserId });
    expect(byOperator.body.resultData.list).toEqual([
      expect.objectContaining({ lifeEventSn: sn, userNm: '최*남', cmpyNm: '남의상사' }),
    ]);
    const logged = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(
          eq(personalDataAccessLog.target, 'LIFE_EVENT_LIST'),
          eq(personalDataAccessLog.targetId, stranger.unqUserId),
        ),
      );
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe("employees' requests from my page, decided on /occasion/lifeEvents", () => {
  it('requests, lists only their own, and may withdraw one still pending', async () => {
    const asked = await request(employeeToken, {
      occasionType: 'WEDDING',
      eventDt: '20261212',
      memo: '12월 12일 결혼합니다.',
    });
    expect(asked.statusCode, asked.body.resultStatus.messageText).toBe(200);
    expect(asked.body.resultData).toMatchObject({ statCd: 'REQUESTED', statNm: '신청' });
    const theirs = await request(colleagueToken, { occasionType: 'CHILDBIRTH', eventDt: '20261125' });
    expect(theirs.statusCode).toBe(200);

    const mine = await call(t.app, P.myList, {}, employeeToken);
    expect(mine.body.resultData.list).toEqual([
      expect.objectContaining({
        lifeEventSn: asked.body.resultData.lifeEventSn,
        occasionTypeNm: '결혼',
        statCd: 'REQUESTED',
        memo: '12월 12일 결혼합니다.',
      }),
    ]);
    // Someone else's request is not theirs to withdraw: 404 as if it did not exist.
    const foreign = await call(
      t.app,
      P.myWithdraw,
      { lifeEventSn: theirs.body.resultData.lifeEventSn },
      employeeToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.resultStatus.messageText).toBe('경조사를 찾을 수 없습니다.');

    const withdrawn = await call(
      t.app,
      P.myWithdraw,
      { lifeEventSn: asked.body.resultData.lifeEventSn },
      employeeToken,
    );
    expect(withdrawn.body.resultData).toMatchObject({ statCd: 'DELETED' });
    expect((await call(t.app, P.myList, {}, employeeToken)).body.resultData.list).toEqual([]);
  });

  it('refuses what my page may not ask: 승진, a day beyond a year, twice the same', async () => {
    const promotion = await request(employeeToken, { occasionType: 'PROMOTION', eventDt: '20261201' });
    expect(promotion.statusCode).toBe(400);
    expect(promotion.body.resultStatus.messageText).toBe(
      '마이페이지에서 신청할 수 없는 경조사입니다. 회사 담당자에게 문의해주세요.',
    );
    const far = await request(employeeToken, { occasionType: 'WEDDING', eventDt: '20281201' });
    expect(far.body.resultStatus.messageText).toBe(
      '경조사 일자는 오늘 기준 1년 전부터 1년 후 사이로 입력해주세요.',
    );
    const first = await request(employeeToken, {
      occasionType: 'CONDOLENCE',
      eventDt: '20261126',
      relationCd: 'GRANDPARENT',
    });
    expect(first.statusCode).toBe(200);
    const twice = await request(employeeToken, {
      occasionType: 'CONDOLENCE',
      eventDt: '20261126',
      relationCd: 'GRANDPARENT',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.resultStatus.messageText).toBe(LIFE_EVENT_MESSAGES.duplicate);
  });

  it('a recipient cannot approve, reject, register or list others', async () => {
    const asked = await request(colleagueToken, { occasionType: 'RETURN_TO_WORK', eventDt: '20261201' });
    const lifeEventSn = asked.body.resultData.lifeEventSn;
    for (const [url, body] of [
      [P.approve, { lifeEventSn }],
      [P.reject, { lifeEventSn, reason: '셀프 반려' }],
      [P.save, { unqUserId: colleague.unqUserId, occasionType: 'WEDDING', eventDt: '20261201' }],
      [P.list, {}],
      [P.delete, { lifeEventSn }],
    ] as const) {
      const res = await call(t.app, url, body, colleagueToken);
      expect(res.statusCode, url).toBe(403);
    }
    const row = await t.database.db
      .select()
      .from(userLifeEvent)
      .where(eq(userLifeEvent.lifeEventSn, lifeEventSn));
    expect(row[0]?.statCd).toBe('REQUESTED');
  });

  it('the client manager rejects with a reason the employee reads, approves once, and only their own', async () => {
    const a = await request(employeeToken, { occasionType: 'CHILD_SCHOOL', eventDt: '20270302' });
    const b = await request(employeeToken, { occasionType: 'CHILDBIRTH', eventDt: '20261120', memo: '첫째' });
    const snA = a.body.resultData.lifeEventSn;
    const snB = b.body.resultData.lifeEventSn;

    const pending = await list(managerToken, { statCd: 'REQUESTED', searchText: '김직원' });
    expect(pending.body.resultData.list.map((r: { lifeEventSn: number }) => r.lifeEventSn)).toEqual(
      expect.arrayContaining([snA, snB]),
    );
    expect(pending.body.resultData.list[0]).toMatchObject({ userNm: '김직원', requestedYn: 'Y' });

    const noReason = await call(t.app, P.reject, { lifeEventSn: snA, reason: '  ' }, managerToken);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.resultStatus.messageText).toBe('반려 사유를 입력해주세요.');
    expect(
      (await call(t.app, P.reject, { lifeEventSn: snA, reason: '다른 회사' }, otherManagerToken)).statusCode,
    ).toBe(403);
    const rejected = await call(
      t.app,
      P.reject,
      { lifeEventSn: snA, reason: '입학 증빙을 첨부해 다시 신청해주세요.' },
      managerToken,
    );
    expect(rejected.body.resultData).toMatchObject({ statCd: 'REJECTED', statNm: '반려' });

    expect((await call(t.app, P.approve, { lifeEventSn: snB }, otherManagerToken)).statusCode).toBe(403);
    const approved = await call(t.app, P.approve, { lifeEventSn: snB }, managerToken);
    expect(approved.body.resultData).toMatchObject({ statCd: 'APPROVED', statNm: '승인' });
    const twice = await call(t.app, P.approve, { lifeEventSn: snB }, operatorToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.resultStatus.messageText).toBe(APPROVAL_MESSAGES.alreadyDecided);
    // A decided request is no longer the employee's to withdraw.
    const late = await call(t.app, P.myWithdraw, { lifeEventSn: snA }, employeeToken);
    expect(late.statusCode).toBe(409);
    expect(late.body.resultStatus.messageText).toBe('이미 처리된 신청입니다.');

    const mine = await call(t.app, P.myList, {}, employeeToken);
    const bySn = new Map(mine.body.resultData.list.map((r: { lifeEventSn: number }) => [r.lifeEventSn, r]));
    expect(bySn.get(snA)).toMatchObject({
      statCd: 'REJECTED',
      statNm: '반려',
      rejectReason: '입학 증빙을 첨부해 다시 신청해주세요.',
    });
    expect(bySn.get(snB)).toMatchObject({
      statCd: 'APPROVED',
      decidedDt: expect.stringMatching(/^20261127/),
    });
  });

  it('filters by type and period and downloads the filtered list as xlsx', async () => {
    const filtered = await list(managerToken, {
      occasionType: 'CHILDBIRTH',
      eventDtStart: '20261101',
      eventDtEnd: '20261130',
    });
    expect(filtered.body.resultData.list.length).toBeGreaterThan(0);
    for (const r of filtered.body.resultData.list) {
      expect(r.occasionType).toBe('CHILDBIRTH');
      expect(r.eventDt >= '20261101' && r.eventDt <= '20261130').toBe(true);
    }
    const order = await list(managerToken, { eventDtStart: '20261201', eventDtEnd: '20261101' });
    expect(order.statusCode).toBe(400);

    const file = await call(
      t.app,
      P.excel,
      { requestType: 'EXPORT', downloadReason: '경조사 지원금 정산', occasionType: 'CHILDBIRTH' },
      managerToken,
    );
    expect(file.statusCode).toBe(200);
    const sheet = (await readWorkbook((file as unknown as { raw: Buffer }).raw)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 9)).toEqual([
      '번호',
      '회사명',
      '아이디',
      '이름',
      '그룹',
      '경조사 유형',
      '일자',
      '고인과의 관계',
    ]);
    expect(sheet.getRow(2).getCell(6).value).toBe('출산');
    const noReason = await call(t.app, P.excel, { requestType: 'EXPORT' }, managerToken);
    expect(noReason.statusCode).toBe(400);
  });
});

let ownIds: AccessIds;
let foreignIds: AccessIds;
const fixture = async (cmpyCd: string) => {
  const p = await person(cmpyCd, '권한표');
  const [row] = await t.database.db
    .insert(userLifeEvent)
    .values({
      unqUserId: p.unqUserId,
      cmpyCd,
      occasionType: 'WEDDING',
      eventDt: '20261201',
      statCd: 'REQUESTED',
    })
    .returning({ lifeEventSn: userLifeEvent.lifeEventSn });
  return { cmpyCd, unqUserId: p.unqUserId, lifeEventSn: String(row!.lifeEventSn) };
};
beforeAll(async () => {
  ownIds = await fixture(own);
  foreignIds = await fixture(other);
});

describeAccess('life events', t, {
  allowed: MANAGER_ROLES,
  cmpyCd: () => own,
  ids: { own: () => ownIds, foreign: () => foreignIds },
  tenantBound: ['25'],
  endpoints: [
    { url: P.list, body: (ids) => ({ cmpyCdList: [ids.cmpyCd] }) },
    {
      url: P.excel,
      body: (ids) => ({ cmpyCdList: [ids.cmpyCd], requestType: 'EXPORT', downloadReason: '권한 점검용' }),
    },
    {
      url: P.save,
      body: (ids) => ({ unqUserId: ids.unqUserId, occasionType: 'PROMOTION', eventDt: '20261201' }),
    },
    { url: P.approve, body: (ids) => ({ lifeEventSn: Number(ids.lifeEventSn) }) },
    { url: P.reject, body: (ids) => ({ lifeEventSn: Number(ids.lifeEventSn), reason: '점검' }) },
    { url: P.delete, body: (ids) => ({ lifeEventSn: Number(ids.lifeEventSn) }) },
    { url: P.myList, allowed: RECIPIENT_ROLES, noIds: true },
    {
      url: P.myRequest,
      allowed: RECIPIENT_ROLES,
      noIds: true,
      body: () => ({ occasionType: 'WEDDING', eventDt: '20261215' }),
    },
    {
      url: P.myWithdraw,
      allowed: RECIPIENT_ROLES,
      noIds: true,
      body: (ids) => ({ lifeEventSn: Number(ids.lifeEventSn) }),
    },
  ],
});
