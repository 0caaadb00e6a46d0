import { ALL_AUTH_CDS, AUTH_CD, EVENT_SEND_PATH, EVENT_STATUS, OPERATOR_ADMIN } from '@pcs/domain';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRecipient, eventSurvey } from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock();
const t = setupTestApp(clock);

type Side = {
  cmpyCd: string;
  eventSn: number;
  applied: { userId: string; unqUserId: string };
  other: { userId: string };
};
let a: Side;
let b: Side;

async function side(cmpyNm: string): Promise<Side> {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm });
  const applied = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd, userNm: '이서연' });
  const other = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const prod = await createProduct(db);
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [applied.unqUserId, other.unqUserId],
    overrides: { eventNm: `${cmpyNm} 연말 선물`, greeting: '한 해 동안 수고 많으셨습니다.' },
  });
  await db
    .update(eventRecipient)
    .set({ usedCnt: 1 })
    .where(and(eq(eventRecipient.eventSn, ev.eventSn), eq(eventRecipient.unqUserId, applied.unqUserId)));
  return { cmpyCd: cmpy.cmpyCd, eventSn: ev.eventSn, applied, other };
}

beforeAll(async () => {
  a = await side('한빛전자');
  b = await side('누리식품');
});

describeAccess('survey results', t, {
  endpoints: [
    { url: EVENT_SEND_PATH.evalutionList, body: (ids) => ({ cmpyCd: ids.cmpyCd }) },
    { url: EVENT_SEND_PATH.evalutionDetail, body: (ids) => ({ eventSn: Number(ids.eventSn) }) },
  ],
  allowed: [...OPERATOR_ADMIN, AUTH_CD.clientManager],
  tenantBound: [AUTH_CD.clientManager],
  cmpyCd: () => a.cmpyCd,
  ids: {
    own: () => ({ cmpyCd: a.cmpyCd, eventSn: String(a.eventSn) }),
    foreign: () => ({ cmpyCd: b.cmpyCd, eventSn: String(b.eventSn) }),
  },
});

describeAccess('survey answers', t, {
  endpoints: [
    { url: EVENT_SEND_PATH.satiTarget, body: () => ({}) },
    { url: EVENT_SEND_PATH.prodReady, body: () => ({}) },
  ],
  allowed: ALL_AUTH_CDS,
  cmpyCd: () => a.cmpyCd,
});

describe('satisfaction survey', () => {
  it('is answered once per recipient per event, after applying only', async () => {
    const token = await loginAs(t.app, a.applied.userId);
    const targets = await post(t.app, EVENT_SEND_PATH.satiTarget, {}, token);
    expect(targets.body.resultData).toEqual({
      eventList: [
        {
          eventSn: a.eventSn,
          eventNm: '한빛전자 연말 선물',
          cmpyNm: '한빛전자',
          answeredYn: 'N',
          score: null,
          comment: null,
        },
      ],
    });

    const noScore = await post(
      t.app,
      EVENT_SEND_PATH.satiSave,
      { eventSn: a.eventSn, comment: '좋아요' },
      token,
    );
    expect(noScore.statusCode).toBe(400);
    expect(noScore.body.resultStatus.messageText).toContain('별점을 선택해 주세요.');
    const six = await post(t.app, EVENT_SEND_PATH.satiSave, { eventSn: a.eventSn, score: 6 }, token);
    expect(six.statusCode).toBe(400);

    const body = { eventSn: a.eventSn, score: 4, comment: '배송이 빨랐어요' };
    const [first, second] = await Promise.all([
      post(t.app, EVENT_SEND_PATH.satiSave, body, token),
      post(t.app, EVENT_SEND_PATH.satiSave, body, token),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const again = await post(t.app, EVENT_SEND_PATH.satiSave, { ...body, score: 1 }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('이미 참여한 설문입니다.');
    // The database itself refuses a second answer.
    await expect(
      t.database.db
        .insert(eventSurvey)
        .values({ eventSn: a.eventSn, unqUserId: a.applied.unqUserId, score: 2 }),
    ).rejects.toThrow();

    const answered = await post(t.app, EVENT_SEND_PATH.satiTarget, { eventSn: a.eventSn }, token);
    expect(answered.body.resultData).toMatchObject({ eventList: [{ answeredYn: 'Y', score: 4 }] });

    const notApplied = await post(
      t.app,
      EVENT_SEND_PATH.satiSave,
      { eventSn: a.eventSn, score: 5 },
      await loginAs(t.app, a.other.userId),
    );
    expect(notApplied.statusCode).toBe(400);
    expect(notApplied.body.resultStatus.messageText).toBe('선물을 신청한 후 참여할 수 있습니다.');

    const foreign = await post(t.app, EVENT_SEND_PATH.satiSave, { eventSn: b.eventSn, score: 5 }, token);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows the results: average, distribution and comments, to operators and the own client manager', async () => {
    const db = t.database.db;
    const ev = await side('다온물산');
    const extra = [];
    for (const [score, comment] of [
      [5, '최고예요'],
      [5, ''],
      [2, '옵션이 적어요'],
    ] as const) {
      const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: ev.cmpyCd, userNm: '박지훈' });
      await db
        .insert(eventRecipient)
        .values({ eventSn: ev.eventSn, unqUserId: u.unqUserId, allowedCnt: 1, usedCnt: 1 });
      await db.insert(eventSurvey).values({ eventSn: ev.eventSn, unqUserId: u.unqUserId, score, comment });
      extra.push(u);
    }
    const admin = await createUser(db, AUTH_CD.operatorAdmin);
    const adminToken = await loginAs(t.app, admin.userId);
    const detail = await post(t.app, EVENT_SEND_PATH.evalutionDetail, { eventSn: ev.eventSn }, adminToken);
    expect(detail.statusCode).toBe(200);
    const d = detail.body.resultData as {
      answerCnt: number;
      averageScore: number;
      distribution: number[];
      commentList: { userNm: string; comment: string; score: number }[];
    };
    expect(d.answerCnt).toBe(3);
    expect(d.averageScore).toBe(4);
    expect(d.distribution).toEqual([0, 1, 0, 0, 2]);
    expect(d.commentList.map((c) => c.comment).sort()).toEqual(['옵션이 적어요', '최고예요']);
    expect(d.commentList[0]!.userNm).toBe('박*훈');

    const list = await post(t.app, EVENT_SEND_PATH.evalutionList, { cmpyCd: ev.cmpyCd }, adminToken);
    expect((list.body.resultData as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ eventSn: ev.eventSn, answerCnt: 3, averageScore: 4, cmpyNm: '다온물산' }),
    ]);

    const manager = await createUser(db, AUTH_CD.clientManager, { cmpyCd: a.cmpyCd });
    const managerToken = await loginAs(t.app, manager.userId);
    const own = await post(t.app, EVENT_SEND_PATH.evalutionList, {}, managerToken);
    const ownList = (own.body.resultData as { list: { cmpyCd: string }[] }).list;
    expect(ownList.length).toBeGreaterThan(0);
    expect(ownList.every((r) => r.cmpyCd === a.cmpyCd)).toBe(true);
    const foreign = await post(t.app, EVENT_SEND_PATH.evalutionDetail, { eventSn: ev.eventSn }, managerToken);
    expect(foreign.statusCode).toBe(403);
  });
});

describe('product-ready page', () => {
  it('tells a recipient when the event opens, or that products are coming, with the greeting', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db, { cmpyNm: '새봄건설' });
    const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
    const token = await loginAs(t.app, user.userId);
    expect((await post(t.app, EVENT_SEND_PATH.prodReady, {}, token)).body.resultData).toEqual({
      event: null,
    });

    const start = dayjs(clock.now()).add(2, 'day').format('YYYYMMDD');
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [],
      recipients: [user.unqUserId],
      overrides: {
        eventNm: '봄맞이 선물',
        startDt: start,
        startTm: '100000',
        endDt: dayjs(clock.now()).add(9, 'day').format('YYYYMMDD'),
        eventStatCd: EVENT_STATUS.ready,
        greeting: '새봄을 맞아 작은 선물을 준비했습니다.',
      },
    });
    const notOpen = await post(t.app, EVENT_SEND_PATH.prodReady, {}, token);
    expect(notOpen.body.resultData).toEqual({
      event: {
        eventSn: ev.eventSn,
        eventNm: '봄맞이 선물',
        cmpyNm: '새봄건설',
        startDt: start,
        startTm: '100000',
        endDt: expect.any(String),
        endTm: '235959',
        greeting: '새봄을 맞아 작은 선물을 준비했습니다.',
        reason: 'NOT_OPEN',
      },
    });

    // A running event (opened this morning) that has no products yet.
    const running = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [],
      recipients: [user.unqUserId],
      overrides: { startTm: '000000' },
    });
    const empty = await post(t.app, EVENT_SEND_PATH.prodReady, { eventSn: running.eventSn }, token);
    expect(empty.body.resultData).toMatchObject({
      event: { eventSn: running.eventSn, reason: 'NO_PRODUCTS' },
    });
  });
});
