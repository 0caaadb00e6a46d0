import { LANGUAGE_HEADER, LIFE_EVENT_MESSAGES, LIFE_EVENT_PATH as P } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, occasionOccurrence, userLifeEvent } from '../src/db/schema/index';
import { call } from './helpers/auth-numbers';
import { createCompany, createProduct, createUser } from './helpers/factories';
import { createRule } from './helpers/occasions';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/*
 * An employee's life event request under a rule that asks for the client manager's approval: the request and its
 * gift are decided once, in one transaction, and both sides are told through the outbox. Today is 2026-11-27 (KST).
 */
const t = setupTestApp(testClock(new Date('2026-11-27T01:00:00Z')));

let cmpyCd: string;
let managerId: string;
let managerToken: string;
let employeeToken: string;

const outboxTo = (recipient: string) =>
  t.database.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, recipient));

const request = (occasionType: string, eventDt: string) =>
  call(t.app, P.myRequest, { occasionType, eventDt, relationCd: null, memo: null }, employeeToken);

beforeAll(async () => {
  const db = t.database.db;
  cmpyCd = (await createCompany(db, { cmpyNm: '알림상사' })).cmpyCd;
  const manager = await createUser(db, '25', {
    cmpyCd,
    userNm: '이담당',
    email: 'life.manager@example.com',
    telNo: '010-7000-0025',
  });
  managerId = manager.unqUserId;
  managerToken = await loginAs(t.app, manager.userId);
  const e = await createUser(db, '20', {
    cmpyCd,
    userNm: '김신청',
    email: 'life.employee@example.com',
    telNo: '010-7000-0020',
  });
  employeeToken = await loginAs(t.app, e.userId);
  const prod = await createProduct(db);
  // The company tells its people by mail (its rules' channel); a wedding gift waits for the manager's approval.
  await createRule(db, {
    cmpyCd,
    ruleNm: '결혼 축하',
    occasionType: 'WEDDING',
    channel: 'MAIL',
    approvalYn: 'Y',
    prodSnList: [prod.prodSn],
  });
  await createRule(db, {
    cmpyCd,
    ruleNm: '출산 축하',
    occasionType: 'CHILDBIRTH',
    channel: 'MAIL',
    approvalYn: 'Y',
    prodSnList: [prod.prodSn],
  });
});

describe('a life event request under a rule that asks for approval', () => {
  it('tells the managers of the request, and approving it approves the gift it yields (no second approval)', async () => {
    const asked = await request('WEDDING', '20261210');
    expect(asked.statusCode, asked.body.resultStatus.messageText).toBe(200);
    const lifeEventSn = asked.body.resultData.lifeEventSn as number;

    const toManager = await outboxTo('life.manager@example.com');
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toMatchObject({ channel: 'MAIL', subject: '[알림상사] 경조사 신청 안내' });
    expect(toManager[0]!.body).toContain('김*청님이 경조사를 신청했습니다.');
    expect(toManager[0]!.body).toContain('결혼 (2026.12.10)');
    expect(toManager[0]!.body).toContain('/occasion/lifeEvents');

    const approved = await call(t.app, P.approve, { lifeEventSn }, managerToken);
    expect(approved.statusCode, approved.body.resultStatus.messageText).toBe(200);

    const gifts = await t.database.db
      .select()
      .from(occasionOccurrence)
      .where(eq(occasionOccurrence.lifeEventSn, lifeEventSn));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ statCd: 'SCHEDULED', approvedBy: managerId });
    expect(gifts[0]!.approvedAt).not.toBeNull();

    const toEmployee = await outboxTo('life.employee@example.com');
    expect(toEmployee).toHaveLength(1);
    expect(toEmployee[0]).toMatchObject({ channel: 'MAIL', subject: '[알림상사] 경조사 신청 승인 안내' });
    expect(toEmployee[0]!.body).toContain('신청하신 경조사(결혼, 2026.12.10)가 승인되었습니다.');
  });

  it('tells the employee a rejection with its reason, and queues no gift', async () => {
    const asked = await request('CHILDBIRTH', '20261201');
    const lifeEventSn = asked.body.resultData.lifeEventSn as number;
    const rejected = await call(
      t.app,
      P.reject,
      { lifeEventSn, reason: '증빙 서류를 첨부해 주세요.' },
      managerToken,
    );
    expect(rejected.statusCode).toBe(200);
    const toEmployee = (await outboxTo('life.employee@example.com')).filter((m) => m.body.includes('출산'));
    expect(toEmployee).toHaveLength(1);
    expect(toEmployee[0]!.body).toContain('반려되었습니다.');
    expect(toEmployee[0]!.body).toContain('반려 사유: 증빙 서류를 첨부해 주세요.');
    expect(
      await t.database.db
        .select()
        .from(occasionOccurrence)
        .where(eq(occasionOccurrence.lifeEventSn, lifeEventSn)),
    ).toHaveLength(0);
  });

  it('leaves the request undecided, and nobody told, when its gift cannot be stored (one transaction)', async () => {
    const asked = await request('CHILDBIRTH', '20261215');
    const lifeEventSn = asked.body.resultData.lifeEventSn as number;
    const db = t.database.db;
    const toldBefore = (await outboxTo('life.employee@example.com')).length;
    await db.execute(sql`create function refuse_occurrence() returns trigger language plpgsql as $$
      begin raise exception 'occurrence refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_occurrence before insert on occasion_occurrence
      for each row execute function refuse_occurrence()`);
    try {
      const approved = await call(t.app, P.approve, { lifeEventSn }, managerToken);
      expect(approved.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_occurrence on occasion_occurrence`);
      await db.execute(sql`drop function refuse_occurrence()`);
    }
    const [row] = await db.select().from(userLifeEvent).where(eq(userLifeEvent.lifeEventSn, lifeEventSn));
    expect(row).toMatchObject({ statCd: 'REQUESTED', decidedBy: null });
    expect(await outboxTo('life.employee@example.com')).toHaveLength(toldBefore);

    // Once the gift can be stored, the same request is approved with it.
    const again = await call(t.app, P.approve, { lifeEventSn }, managerToken);
    expect(again.statusCode, again.body.resultStatus.messageText).toBe(200);
    const gifts = await db
      .select()
      .from(occasionOccurrence)
      .where(eq(occasionOccurrence.lifeEventSn, lifeEventSn));
    expect(gifts.map((g) => g.statCd)).toEqual(['SCHEDULED']);
  });
});

describe('the employee hears the decision in their own language', () => {
  let otherManagerToken: string;
  const tokens: Record<'vi' | 'ko', string> = { vi: '', ko: '' };

  beforeAll(async () => {
    const db = t.database.db;
    // No rule for weddings here: the company's people are told by alimtalk, the default.
    const other = (await createCompany(db, { cmpyNm: '한빛전자' })).cmpyCd;
    const manager = await createUser(db, '25', { cmpyCd: other, telNo: '010-7100-0025' });
    otherManagerToken = await loginAs(t.app, manager.userId);
    const vi = await createUser(db, '20', {
      cmpyCd: other,
      userNm: 'Nguyen Van An',
      telNo: '010-7100-0001',
      preferredLanguage: 'vi',
    });
    const ko = await createUser(db, '20', { cmpyCd: other, userNm: '박한결', telNo: '010-7100-0002' });
    tokens.vi = await loginAs(t.app, vi.userId);
    tokens.ko = await loginAs(t.app, ko.userId);
  });

  const requestAs = (who: 'vi' | 'ko') =>
    call(
      t.app,
      P.myRequest,
      { occasionType: 'WEDDING', eventDt: '20261210', relationCd: null, memo: null },
      tokens[who],
    );

  it('a Vietnamese employee by SMS in Vietnamese; a Korean one by the Korean alimtalk, unchanged', async () => {
    for (const who of ['vi', 'ko'] as const) {
      const asked = await requestAs(who);
      expect(asked.statusCode, asked.body.resultStatus.messageText).toBe(200);
      const approved = await call(
        t.app,
        P.approve,
        { lifeEventSn: asked.body.resultData.lifeEventSn },
        otherManagerToken,
      );
      expect(approved.statusCode, approved.body.resultStatus.messageText).toBe(200);
    }
    const [vi] = await outboxTo('01071000001');
    expect(vi).toMatchObject({
      channel: 'SMS',
      templateCode: null,
      payload: null,
      subject: '[한빛전자] Yêu cầu hiếu hỷ đã được duyệt',
    });
    expect(vi!.body).toMatch(
      /^\[한빛전자\] Nguyen Van An thân mến, yêu cầu Kết hôn \(2026\.12\.10\) của bạn đã được duyệt\.\nXem yêu cầu: \S+\/m\/myPage\/lifeEvents$/,
    );
    const [ko] = await outboxTo('01071000002');
    expect(ko).toMatchObject({
      channel: 'ALIMTALK',
      templateCode: 'PCS_LIFE_EVENT_DECISION',
      subject: '[한빛전자] 경조사 신청 승인 안내',
    });
    expect(ko!.body).toMatch(
      /^\[한빛전자\] 박한결님, 신청하신 경조사\(결혼, 2026\.12\.10\)가 승인되었습니다\.\n신청 내역: \S+\/m\/myPage\/lifeEvents$/,
    );
  });

  it("refuses a request in the page's language: Vietnamese with x-pcs-language: vi, Korean without it", async () => {
    const body = { occasionType: 'WEDDING', eventDt: '20300101', relationCd: null, memo: null };
    const inVi = await post(t.app, P.myRequest, body, tokens.vi, { [LANGUAGE_HEADER]: 'vi' });
    expect(inVi.statusCode).toBe(400);
    expect(inVi.body.resultStatus.messageText).toBe(
      'Vui lòng nhập ngày trong khoảng 1 năm trước đến 1 năm sau tính từ hôm nay.',
    );
    const inKo = await call(t.app, P.myRequest, body, tokens.vi);
    expect(inKo.statusCode).toBe(400);
    expect(inKo.body.resultStatus.messageText).toBe(LIFE_EVENT_MESSAGES.requestDateOutOfRange);
    // The back office's people read Korean, whatever their device last chose.
    const manager = await post(t.app, P.approve, { lifeEventSn: 999_999 }, otherManagerToken, {
      [LANGUAGE_HEADER]: 'vi',
    });
    expect(manager.statusCode).toBe(404);
    expect(manager.body.resultStatus.messageText).toBe(LIFE_EVENT_MESSAGES.notFound);
  });
});
