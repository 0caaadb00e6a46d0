import { API_PATH, AUTH_CD, defaultOccasionCard, LANGUAGE_HEADER, lunarToSolar } from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  companyGroup,
  event,
  eventProduct,
  eventRecipient,
  eventSend,
  messageOutbox,
  occasionEvent,
  occasionOccurrence,
  occasionReminderSent,
  occasionRule,
  userLifeEvent,
} from '../src/db/schema/index';
import { advanceEventStatuses } from '../src/modules/event/advance-event-statuses';
import {
  computeOccasions,
  notifyUnchosenAtClose,
  recomputeCompanyOccasions,
  recomputeOccasionsOf,
  runOccasionEngineOnce,
  sendDueOccasions,
  sendOccasionReminders,
} from '../src/modules/occasion';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createProduct, createUser } from './helpers/factories';
import { cancelLeftovers, createRule, kst, occurrencesOf } from './helpers/occasions';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock();
const t = setupTestApp(clock);
const PUBLIC_URL = 'https://pcs.test';
/** The engine's dependencies at a KST wall-clock time. */
const at = (local: string) => ({ db: t.database.db, now: () => kst(local), publicUrl: PUBLIC_URL });
const employee = (cmpyCd: string, hr: Parameters<typeof createUser>[2] = {}) =>
  createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd, ...hr });
const keysOf = async (unqUserId: string) =>
  (await occurrencesOf(t.database.db, unqUserId)).map((o) => ({
    key: o.occurrenceKey,
    eventDt: o.eventDt,
    sendDt: o.sendDt,
    sendAt: o.sendAt.toISOString(),
    statCd: o.statCd,
    lateYn: o.lateYn,
  }));
const outboxOf = (unqUserId: string) =>
  t.database.db.select().from(messageOutbox).where(eq(messageOutbox.unqUserId, unqUserId));

afterEach(() => cancelLeftovers(t.database.db));

describe('the daily computation', () => {
  it('computes the next 30 days from HR data: holiday moves, tiers, a lunar birthday, a late life event', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    const birthday = await createRule(db, { cmpyCd, prodSnList: [prod.prodSn] });
    const tenure = await createRule(db, {
      cmpyCd,
      ruleNm: '장기근속',
      occasionType: 'WORK_ANNIVERSARY',
      tenureTiers: [5, 10],
      holidayMove: 'NEXT',
      sendTm: '10:00',
      prodSnList: [prod.prodSn],
    });
    const condolence = await createRule(db, {
      cmpyCd,
      ruleNm: '조의',
      occasionType: 'CONDOLENCE',
      holidayMove: 'NONE',
      prodSnList: [prod.prodSn],
    });
    // 1 March 2027 is 삼일절 (a Monday): the previous working day is Friday 26 February.
    const holiday = await employee(cmpyCd, { birthDt: '19880301' });
    // Lunar 1/20 of 2027 is 26 February 2027 (KASI).
    const lunar = await employee(cmpyCd, { birthDt: '19850120', lunarYn: 'Y' });
    // 6 March 2027 is a Saturday: the NEXT rule sends on Monday 8 March; 10 years is a tier, 7 is not.
    const tenYears = await employee(cmpyCd, { hireDt: '20170306' });
    const sevenYears = await employee(cmpyCd, { hireDt: '20200306' });
    const outside = await employee(cmpyCd, { birthDt: '19900601' });
    const mourning = await employee(cmpyCd);
    const [life] = await db
      .insert(userLifeEvent)
      .values({
        unqUserId: mourning.unqUserId,
        cmpyCd,
        occasionType: 'CONDOLENCE',
        eventDt: '20270218',
        relationCd: 'PARENT',
      })
      .returning();
    const leaving = await employee(cmpyCd, { birthDt: '19880301', leaveDt: '20270225' });
    const manager = await createUser(db, AUTH_CD.clientManager, { cmpyCd, birthDt: '19880301' });

    const first = await computeOccasions(at('2027-02-22T08:00'), { cmpyCd });
    expect(lunarToSolar(2027, 1, 20, false)).toBe('20270226');
    expect(await keysOf(holiday.unqUserId)).toEqual([
      {
        key: 'BIRTHDAY:2027',
        eventDt: '20270301',
        sendDt: '20270226',
        sendAt: '2027-02-26T00:00:00.000Z',
        statCd: 'SCHEDULED',
        lateYn: 'N',
      },
    ]);
    expect(await keysOf(lunar.unqUserId)).toEqual([
      {
        key: 'BIRTHDAY:2027',
        eventDt: '20270226',
        sendDt: '20270226',
        sendAt: '2027-02-26T00:00:00.000Z',
        statCd: 'SCHEDULED',
        lateYn: 'N',
      },
    ]);
    expect(await keysOf(tenYears.unqUserId)).toEqual([
      {
        key: 'TENURE:10',
        eventDt: '20270306',
        sendDt: '20270308',
        sendAt: '2027-03-08T01:00:00.000Z',
        statCd: 'SCHEDULED',
        lateYn: 'N',
      },
    ]);
    // A condolence registered 4 days after the day still goes (marked late, sent at once).
    expect(await keysOf(mourning.unqUserId)).toEqual([
      {
        key: `LIFE:${life!.lifeEventSn}`,
        eventDt: '20270218',
        sendDt: '20270218',
        sendAt: '2027-02-18T00:00:00.000Z',
        statCd: 'SCHEDULED',
        lateYn: 'Y',
      },
    ]);
    for (const none of [sevenYears, outside, leaving, manager])
      expect(await keysOf(none.unqUserId)).toEqual([]);
    const [stored] = await occurrencesOf(db, tenYears.unqUserId);
    expect(stored).toMatchObject({
      ruleSn: tenure.ruleSn,
      years: 10,
      cmpyCd,
      occasionType: 'WORK_ANNIVERSARY',
    });
    expect((await occurrencesOf(db, mourning.unqUserId))[0]).toMatchObject({
      ruleSn: condolence.ruleSn,
      relationCd: 'PARENT',
    });
    expect((await occurrencesOf(db, holiday.unqUserId))[0]!.ruleSn).toBe(birthday.ruleSn);
    // The pre-filter let through the birthdays, hire days and life events of the window only (not June, not 25).
    expect(first).toMatchObject({ companies: 1, people: 6, occurrences: 4, inserted: 4 });

    // Runs repeated, scoped or not, queue nothing twice.
    expect(await computeOccasions(at('2027-02-22T08:30'), { cmpyCd })).toMatchObject({ inserted: 0 });
    expect((await computeOccasions(at('2027-02-22T09:00'))).inserted).toBe(0);
    expect(await computeOccasions(at('2027-02-22T09:00'), { unqUserIds: [holiday.unqUserId] })).toMatchObject(
      {
        occurrences: 1,
        inserted: 0,
      },
    );
  });

  it('gives a group day to the groups of the rule and those under them, and keeps the birthdays beside it', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    await db.insert(companyGroup).values([
      { cmpyCd, grupCd: 'D1', grupNm: '연구소' },
      { cmpyCd, grupCd: 'T1', grupNm: '연구1팀', parentGrupCd: 'D1' },
      { cmpyCd, grupCd: 'D2', grupNm: '영업부' },
    ]);
    const founding = await createRule(db, {
      cmpyCd,
      ruleNm: '연구소 창립기념일',
      occasionType: 'GROUP_DAY',
      fixedDt: '20150510',
      repeatYearlyYn: 'Y',
      grupCdList: ['D1'],
      prodSnList: [prod.prodSn],
    });
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn] });
    const inTeam = await employee(cmpyCd, { grupCd: 'T1', birthDt: '19900512' });
    const inSales = await employee(cmpyCd, { grupCd: 'D2', birthDt: '19900512' });
    const noGroup = await employee(cmpyCd);
    const result = await computeOccasions(at('2027-05-03T08:00'), { cmpyCd });
    expect(await keysOf(inTeam.unqUserId)).toMatchObject([
      { key: 'BIRTHDAY:2027', sendDt: '20270512' },
      { key: `GROUP:${founding.ruleSn}:2027`, eventDt: '20270510', sendDt: '20270510' },
    ]);
    expect(await keysOf(inSales.unqUserId)).toMatchObject([{ key: 'BIRTHDAY:2027' }]);
    expect(await keysOf(noGroup.unqUserId)).toEqual([]);
    // A group day in the window lets every employee of the company through the pre-filter.
    expect(result.people).toBe(3);
  });

  it('keeps a 29 February birthday on 28 February in a common year', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], holidayMove: 'NONE' });
    const leap = await employee(cmpyCd, { birthDt: '19920229' });
    await computeOccasions(at('2027-02-01T08:00'), { cmpyCd });
    expect(await keysOf(leap.unqUserId)).toMatchObject([{ key: 'BIRTHDAY:2027', eventDt: '20270228' }]);
  });
});

describe('sending', () => {
  it("writes the occasion's default card as the greeting, which a recipient reads in their page's language", async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db, { price: 30_000 });
    const rule = await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], holidayMove: 'NONE' });
    const minji = await employee(cmpyCd, { birthDt: '19900703', pwdChangedAt: kst('2027-06-01T00:00') });
    await computeOccasions(at('2027-07-01T08:00'), { cmpyCd });
    expect(await sendDueOccasions(at('2027-07-03T09:00:30'))).toBe(1);
    const [oe] = await db.select().from(occasionEvent).where(eq(occasionEvent.ruleSn, rule.ruleSn));
    const [ev] = await db.select().from(event).where(eq(event.eventSn, oe!.eventSn));
    expect(ev!.greeting).toBe('생일 축하합니다. 늘 건강하고 행복하세요.');
    expect(ev!.translations).toMatchObject({ vi: { greeting: defaultOccasionCard('BIRTHDAY', 'vi') } });

    clock.set(kst('2027-07-03T09:05'));
    const token = await loginAs(t.app, minji.userId);
    const greetingIn = async (headers: Record<string, string>) =>
      (
        (await post(t.app, API_PATH.giftEventList, {}, token, headers)).body.resultData as {
          eventList: { eventSn: number; greeting: string }[];
        }
      ).eventList.find((e) => e.eventSn === ev!.eventSn)?.greeting;
    expect(await greetingIn({})).toBe('생일 축하합니다. 늘 건강하고 행복하세요.');
    expect(await greetingIn({ [LANGUAGE_HEADER]: 'vi' })).toBe(
      'Chúc mừng sinh nhật. Chúc bạn luôn khỏe mạnh và hạnh phúc.',
    );
  });

  it('sends at its time into the rule day event, which the recipient sees in the gift list and applies in', async () => {
    const db = t.database.db;
    const { cmpyCd, cmpyNm } = await createCompany(db);
    const prodA = await createProduct(db, { price: 30_000 });
    const prodB = await createProduct(db, { price: 40_000 });
    const rule = await createRule(db, {
      cmpyCd,
      prodSnList: [prodB.prodSn, prodA.prodSn],
      budgetAmt: 50_000,
      cardText: '생일 축하해요!',
      openDays: 14,
      reminderDays: [3],
      createdBy: 'T0000001',
    });
    // Her password was set this year: in 2027 an account of today's tests would have to change it first.
    const minji = await employee(cmpyCd, {
      birthDt: '19900603',
      userNm: '김민지',
      pwdChangedAt: kst('2027-05-01T00:00'),
    });
    const jun = await employee(cmpyCd, {
      birthDt: '19910603',
      userNm: '박준',
      telNo: null,
      email: 'jun@pcs.test',
    });
    await computeOccasions(at('2027-06-01T08:00'), { cmpyCd });

    expect(await sendDueOccasions(at('2027-06-03T08:59'))).toBe(0);
    expect(await sendDueOccasions(at('2027-06-03T09:00:30'))).toBe(2);
    expect(await sendDueOccasions(at('2027-06-03T09:01'))).toBe(0);

    const [oe] = await db.select().from(occasionEvent).where(eq(occasionEvent.ruleSn, rule.ruleSn));
    expect(oe).toMatchObject({ sendDt: '20270603' });
    const [ev] = await db.select().from(event).where(eq(event.eventSn, oe!.eventSn));
    expect(ev).toMatchObject({
      cmpyCd,
      eventNm: '생일 축하 2027.06.03',
      eventStatCd: '02',
      startDt: '20270603',
      startTm: '090000',
      endDt: '20270616',
      endTm: '235959',
      selectCnt: 1,
      selectType: '01',
      budgetAmt: 50_000,
      greeting: '생일 축하해요!',
      closeRuleCd: '01',
      rgstUnqUserId: 'T0000001',
    });
    const goods = await db
      .select()
      .from(eventProduct)
      .where(eq(eventProduct.eventSn, ev!.eventSn))
      .orderBy(eventProduct.seqNo);
    expect(goods.map((g) => [g.prodSn, g.stockQty])).toEqual([
      [prodB.prodSn, 2],
      [prodA.prodSn, 2],
    ]);
    for (const p of [minji, jun]) {
      const [o] = await occurrencesOf(db, p.unqUserId);
      expect(o).toMatchObject({ statCd: 'SENT', eventSn: ev!.eventSn });
      expect(o!.sentAt?.toISOString()).toBe(kst('2027-06-03T09:00:30').toISOString());
    }

    // One message each: the rule's channel, or mail for someone without a phone; the default text filled in.
    const [toMinji] = await outboxOf(minji.unqUserId);
    expect(await outboxOf(minji.unqUserId)).toHaveLength(1);
    expect(toMinji).toMatchObject({
      channel: 'ALIMTALK',
      recipient: '01012345678',
      templateCode: 'PCS_OCCASION_BIRTHDAY',
    });
    // The company's default delivery chain (decision 052): 알림톡, then 문자 to the same phone.
    expect(toMinji!.chain?.slice(0, 2)).toEqual([
      { channel: 'ALIMTALK', recipient: '01012345678' },
      { channel: 'SMS', recipient: '01012345678' },
    ]);
    // The link carries the person's claim code (decision 053).
    expect(toMinji!.body.replace(/\/i\/[0-9a-f]{32}$/, '/i/{code}').split('\n')).toEqual([
      `[${cmpyNm}] 김민지님, 생일을 진심으로 축하합니다.`,
      '마음을 담은 선물을 준비했습니다. 원하시는 선물을 골라 주세요.',
      '마감: 2027.06.16 23:59',
      `바로가기: ${PUBLIC_URL}/i/{code}`,
    ]);
    expect(toMinji!.payload).toMatchObject({
      '#{이름}': '김민지',
      '#{경조사}': '생일',
      '#{날짜}': '2027.06.03',
    });
    expect(await outboxOf(jun.unqUserId)).toMatchObject([
      {
        channel: 'MAIL',
        recipient: 'jun@pcs.test',
        subject: `[${cmpyNm}] 생일 선물 안내`,
        chain: [{ channel: 'MAIL', recipient: 'jun@pcs.test' }],
      },
    ]);
    const [send] = await db.select().from(eventSend).where(eq(eventSend.eventSn, ev!.eventSn));
    expect(send).toMatchObject({ kind: 'INVITE', recipientCnt: 2 });

    // The existing journey: the gift list shows it open, and the recipient applies within the budget.
    clock.set(kst('2027-06-03T09:05'));
    const token = await loginAs(t.app, minji.userId);
    const list = await post(t.app, API_PATH.giftEventList, {}, token);
    expect(list.statusCode).toBe(200);
    expect((list.body.resultData as { eventList: unknown[] }).eventList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventSn: ev!.eventSn,
          openYn: 'Y',
          greeting: '생일 축하해요!',
          budgetAmt: 50_000,
        }),
      ]),
    );
    await applyGiftAs(t.app, minji.userId, {
      eventSn: ev!.eventSn,
      prodSn: prodA.prodSn,
      receiverNm: '김민지',
    });

    // Reminders on day 3 at the send time, to whoever has not chosen: 박준 only, once.
    expect(await sendOccasionReminders(at('2027-06-06T08:59'))).toBe(0);
    expect(await sendOccasionReminders(at('2027-06-06T09:00'))).toBe(1);
    expect(await sendOccasionReminders(at('2027-06-06T09:10'))).toBe(0);
    expect(await outboxOf(minji.unqUserId)).toHaveLength(1);
    const toJun = await outboxOf(jun.unqUserId);
    expect(toJun).toHaveLength(2);
    expect(toJun[1]!.body).toContain('박준님, 보내 드린 생일 선물을 아직 고르지 않으셨습니다.');
    const reminded = await db.select().from(occasionReminderSent);
    const [junOccurrence] = await occurrencesOf(db, jun.unqUserId);
    expect(reminded.filter((r) => r.occurrenceSn === junOccurrence!.occurrenceSn)).toMatchObject([
      { dayNo: 3 },
    ]);
  });

  it("sends the default texts in each person's language: Vietnamese by SMS, Korean by alimtalk unchanged", async () => {
    const db = t.database.db;
    const { cmpyCd, cmpyNm } = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], reminderDays: [2] });
    const an = await employee(cmpyCd, {
      birthDt: '19950710',
      userNm: 'Nguyen Van An',
      telNo: '01055550001',
      preferredLanguage: 'vi',
    });
    const seo = await employee(cmpyCd, { birthDt: '19930710', userNm: '서하늘', telNo: '01055550002' });
    await computeOccasions(at('2027-07-08T08:00'), { cmpyCd });
    expect(await sendDueOccasions(at('2027-07-12T09:00:30'))).toBe(2);

    const [toAn, ...moreToAn] = await outboxOf(an.unqUserId);
    expect(moreToAn).toEqual([]);
    // No Kakao template in Vietnamese: the same values by SMS/LMS, and no alimtalk anywhere in its chain.
    expect(toAn).toMatchObject({
      channel: 'SMS',
      recipient: '01055550001',
      templateCode: null,
      payload: null,
    });
    expect(toAn!.chain?.map((step) => step.channel)).not.toContain('ALIMTALK');
    expect(toAn!.subject).toBe(`[${cmpyNm}] Quà tặng Sinh nhật`);
    expect(toAn!.body.replace(/\/i\/[0-9a-f]{32}$/, '/i/{code}').split('\n')).toEqual([
      `[${cmpyNm}] Nguyen Van An thân mến, chúc mừng sinh nhật bạn.`,
      'Chúng tôi đã chuẩn bị một món quà cho bạn. Vui lòng chọn quà bạn thích.',
      'Hạn chót: 2027.07.25 23:59',
      `Truy cập: ${PUBLIC_URL}/i/{code}`,
    ]);
    const [toSeo] = await outboxOf(seo.unqUserId);
    expect(toSeo).toMatchObject({ channel: 'ALIMTALK', templateCode: 'PCS_OCCASION_BIRTHDAY' });
    expect(toSeo!.body.split('\n')[0]).toBe(`[${cmpyNm}] 서하늘님, 생일을 진심으로 축하합니다.`);

    // The reminder follows the same rule.
    expect(await sendOccasionReminders(at('2027-07-14T09:00'))).toBe(2);
    const [, remindAn] = await outboxOf(an.unqUserId);
    expect(remindAn).toMatchObject({ channel: 'SMS', templateCode: null });
    expect(remindAn!.body.split('\n')[0]).toBe(
      `[${cmpyNm}] Nguyen Van An thân mến, bạn chưa chọn quà Sinh nhật chúng tôi đã gửi.`,
    );
    const [, remindSeo] = await outboxOf(seo.unqUserId);
    expect(remindSeo).toMatchObject({ channel: 'ALIMTALK', templateCode: 'PCS_OCCASION_REMIND' });
    expect(remindSeo!.body.split('\n')[0]).toBe(
      `[${cmpyNm}] 서하늘님, 보내 드린 생일 선물을 아직 고르지 않으셨습니다.`,
    );
  });

  it('holds gifts that need approval: WAITING never sends until approved; send-now approves and opens at once', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    const rule = await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], approvalYn: 'Y' });
    const waiting = await employee(cmpyCd, { birthDt: '19900405' });
    const early = await employee(cmpyCd, { birthDt: '19900412' });
    await computeOccasions(at('2027-04-01T08:00'), { cmpyCd });
    expect(await keysOf(waiting.unqUserId)).toMatchObject([{ statCd: 'WAITING' }]);

    expect(await sendDueOccasions(at('2027-04-05T10:00'))).toBe(0);
    const [held] = await occurrencesOf(db, waiting.unqUserId);
    expect(held!.statCd).toBe('WAITING');
    // Without the manager's name a send-now sends only what is SCHEDULED.
    expect(await sendDueOccasions(at('2027-04-05T10:00'), { occurrenceSns: [held!.occurrenceSn] })).toBe(0);

    // Approved (as the upcoming screen does) after its time: it goes at the next round.
    await db
      .update(occasionOccurrence)
      .set({ statCd: 'SCHEDULED', approvedBy: 'MGR', approvedAt: kst('2027-04-05T10:30') })
      .where(eq(occasionOccurrence.occurrenceSn, held!.occurrenceSn));
    expect(await sendDueOccasions(at('2027-04-05T10:31'))).toBe(1);
    expect(await keysOf(waiting.unqUserId)).toMatchObject([{ statCd: 'SENT' }]);

    // Send-now of a gift due next week, by the manager: approved, sent today, its event open from now.
    const [next] = await occurrencesOf(db, early.unqUserId);
    expect(
      await sendDueOccasions(at('2027-04-06T08:15'), {
        occurrenceSns: [next!.occurrenceSn],
        approvedBy: 'MGR',
      }),
    ).toBe(1);
    const [sent] = await occurrencesOf(db, early.unqUserId);
    expect(sent).toMatchObject({ statCd: 'SENT', approvedBy: 'MGR', sendDt: '20270412' });
    const [ev] = await db
      .select()
      .from(event)
      .innerJoin(occasionEvent, eq(occasionEvent.eventSn, event.eventSn))
      .where(and(eq(occasionEvent.ruleSn, rule.ruleSn), eq(occasionEvent.sendDt, '20270406')));
    expect(ev!.event).toMatchObject({ startDt: '20270406', startTm: '081500', eventStatCd: '02' });
  });

  it('cancels at send time what must not go: a rule deleted, a person who left or moved', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const other = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn] });
    const deletedRule = await createRule(db, {
      cmpyCd,
      ruleNm: '근속',
      occasionType: 'WORK_ANNIVERSARY',
      prodSnList: [prod.prodSn],
    });
    const left = await employee(cmpyCd, { birthDt: '19900804' });
    const moved = await employee(cmpyCd, { birthDt: '19900804' });
    const tenured = await employee(cmpyCd, { hireDt: '20200804' });
    const stays = await employee(cmpyCd, { birthDt: '19900804', leaveDt: '20270804' });
    await computeOccasions(at('2027-08-02T08:00'), { cmpyCd });
    // Changed behind the engine's back (no recomputation): the sender checks again.
    await db.execute(sql`update app_user set leave_dt = '20270803' where unq_user_id = ${left.unqUserId}`);
    await db.execute(
      sql`update app_user set cmpy_cd = ${other.cmpyCd} where unq_user_id = ${moved.unqUserId}`,
    );
    await db.update(occasionRule).set({ delYn: 'Y' }).where(eq(occasionRule.ruleSn, deletedRule.ruleSn));

    expect(await sendDueOccasions(at('2027-08-04T09:00'))).toBe(1);
    expect(await keysOf(left.unqUserId)).toMatchObject([{ statCd: 'CANCELLED' }]);
    expect((await occurrencesOf(db, left.unqUserId))[0]!.cancelReason).toBe('LEAVE');
    expect((await occurrencesOf(db, moved.unqUserId))[0]!.cancelReason).toBe('HR_CHANGED');
    expect((await occurrencesOf(db, tenured.unqUserId))[0]!.cancelReason).toBe('RULE_CHANGED');
    // On the leave day itself the gift still goes.
    expect(await keysOf(stays.unqUserId)).toMatchObject([{ statCd: 'SENT' }]);
  });
});

describe('recomputation', () => {
  it('a leave date cancels what is unsent after it and stops the reminders', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], reminderDays: [2] });
    await createRule(db, {
      cmpyCd,
      ruleNm: '근속',
      occasionType: 'WORK_ANNIVERSARY',
      prodSnList: [prod.prodSn],
    });
    const a = await employee(cmpyCd, { birthDt: '19900701', hireDt: '20200715' });
    const b = await employee(cmpyCd, { birthDt: '19900701' });
    await computeOccasions(at('2027-07-01T08:00'), { cmpyCd });
    expect(await sendDueOccasions(at('2027-07-01T09:00'))).toBe(2);
    expect(await keysOf(a.unqUserId)).toMatchObject([
      { key: 'BIRTHDAY:2027', statCd: 'SENT' },
      { key: 'TENURE:7', statCd: 'SCHEDULED', sendDt: '20270715' },
    ]);

    await db.execute(sql`update app_user set leave_dt = '20270702' where unq_user_id = ${a.unqUserId}`);
    expect(await recomputeOccasionsOf(at('2027-07-01T12:00'), [a.unqUserId])).toMatchObject({ cancelled: 1 });
    const rows = await occurrencesOf(db, a.unqUserId);
    expect(rows.map((r) => [r.occurrenceKey, r.statCd, r.cancelReason])).toEqual([
      ['BIRTHDAY:2027', 'SENT', null],
      ['TENURE:7', 'CANCELLED', 'LEAVE'],
    ]);

    // Day 2 after the send: b, who has not chosen, is reminded; a left the day before and is not.
    expect(await sendOccasionReminders(at('2027-07-03T09:00'))).toBe(1);
    expect(await outboxOf(a.unqUserId)).toHaveLength(1);
    expect(await outboxOf(b.unqUserId)).toHaveLength(2);

    // The leave date taken back (HR corrected it): the anniversary comes back.
    await db.execute(sql`update app_user set leave_dt = null where unq_user_id = ${a.unqUserId}`);
    expect(await recomputeOccasionsOf(at('2027-07-03T12:00'), [a.unqUserId])).toMatchObject({ updated: 1 });
    expect(await keysOf(a.unqUserId)).toMatchObject([
      { statCd: 'SENT' },
      { key: 'TENURE:7', statCd: 'SCHEDULED' },
    ]);
  });

  it('follows HR changes: a birthday corrected moves, a life event withdrawn is cancelled', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn] });
    await createRule(db, { cmpyCd, ruleNm: '결혼', occasionType: 'WEDDING', prodSnList: [prod.prodSn] });
    const p = await employee(cmpyCd, { birthDt: '19900910' });
    const [wedding] = await db
      .insert(userLifeEvent)
      .values({ unqUserId: p.unqUserId, cmpyCd, occasionType: 'WEDDING', eventDt: '20270917' })
      .returning();
    await computeOccasions(at('2027-09-01T08:00'), { cmpyCd });
    expect((await keysOf(p.unqUserId)).map((o) => o.key)).toEqual([
      'BIRTHDAY:2027',
      `LIFE:${wedding!.lifeEventSn}`,
    ]);

    await db.execute(sql`update app_user set birth_dt = '19900920' where unq_user_id = ${p.unqUserId}`);
    await db
      .update(userLifeEvent)
      .set({ statCd: 'DELETED' })
      .where(eq(userLifeEvent.lifeEventSn, wedding!.lifeEventSn));
    expect(await recomputeOccasionsOf(at('2027-09-01T09:00'), [p.unqUserId])).toEqual({
      inserted: 0,
      updated: 1,
      cancelled: 1,
    });
    const rows = await occurrencesOf(db, p.unqUserId);
    expect(rows.map((r) => [r.occurrenceKey, r.sendDt, r.statCd, r.cancelReason])).toEqual([
      ['BIRTHDAY:2027', '20270920', 'SCHEDULED', null],
      [`LIFE:${wedding!.lifeEventSn}`, '20270917', 'CANCELLED', 'HR_CHANGED'],
    ]);
  });

  it('follows rule changes: a new time rewrites the plan, a deleted rule cancels, an approval rule makes it wait', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    const rule = await createRule(db, { cmpyCd, prodSnList: [prod.prodSn] });
    const p = await employee(cmpyCd, { birthDt: '19901012' });
    await computeOccasions(at('2027-10-01T08:00'), { cmpyCd });
    expect(await keysOf(p.unqUserId)).toMatchObject([
      { sendAt: '2027-10-12T00:00:00.000Z', statCd: 'SCHEDULED' },
    ]);

    await db
      .update(occasionRule)
      .set({ sendTm: '11:30', approvalYn: 'Y' })
      .where(eq(occasionRule.ruleSn, rule.ruleSn));
    expect(await recomputeCompanyOccasions(at('2027-10-01T09:00'), cmpyCd)).toMatchObject({ updated: 1 });
    expect(await keysOf(p.unqUserId)).toMatchObject([
      { sendAt: '2027-10-12T02:30:00.000Z', statCd: 'WAITING' },
    ]);

    await db.update(occasionRule).set({ delYn: 'Y' }).where(eq(occasionRule.ruleSn, rule.ruleSn));
    expect(await recomputeCompanyOccasions(at('2027-10-01T09:10'), cmpyCd)).toMatchObject({ cancelled: 1 });
    expect((await occurrencesOf(db, p.unqUserId))[0]).toMatchObject({
      statCd: 'CANCELLED',
      cancelReason: 'RULE_CHANGED',
    });
  });
});

describe('the close', () => {
  it('tells the client managers once which gifts closed unchosen, names masked', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    const rule = await createRule(db, {
      cmpyCd,
      prodSnList: [prod.prodSn],
      openDays: 2,
      closeAction: 'NOTIFY_MANAGER',
    });
    await createUser(db, AUTH_CD.clientManager, { cmpyCd, email: 'hr@pcs.test' });
    const minji = await employee(cmpyCd, { birthDt: '19901109', userNm: '김민지' });
    const cheol = await employee(cmpyCd, { birthDt: '19901109', userNm: '남궁철용' });
    await computeOccasions(at('2027-11-01T08:00'), { cmpyCd });
    expect(await sendDueOccasions(at('2027-11-09T09:00'))).toBe(2);
    expect(await notifyUnchosenAtClose(at('2027-11-10T12:00'))).toBe(0);

    // The event clock closes it after the second day; the notice follows once.
    await advanceEventStatuses({ db, now: () => kst('2027-11-11T00:00:05'), publicUrl: PUBLIC_URL });
    expect(await notifyUnchosenAtClose(at('2027-11-11T00:01'))).toBe(1);
    expect(await notifyUnchosenAtClose(at('2027-11-11T00:02'))).toBe(0);
    const mails = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, 'hr@pcs.test'));
    const notice = mails.find((m) => m.subject?.startsWith('[PCS] 선물 미선택 안내'));
    expect(notice?.body).toContain('선물을 고르지 않은 분: 2명');
    expect(notice?.body).toContain('- 김*지');
    expect(notice?.body).toContain('- 남**용');
    expect(notice?.body).not.toContain(minji.userNm);
    expect(notice?.body).not.toContain(cheol.userNm);
    const [oe] = await db.select().from(occasionEvent).where(eq(occasionEvent.ruleSn, rule.ruleSn));
    expect(oe!.closeNotifiedAt).not.toBeNull();
    // The recipients stay recipients of a closed event.
    expect(
      await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, oe!.eventSn)),
    ).toHaveLength(2);
  });
});

describe('the engine job', () => {
  it('computes once an hour across processes, then sends in the same round', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], sendTm: '09:00' });
    const p = await employee(cmpyCd, { birthDt: '19901215' });
    // 15 December 2027 09:20: the first round of the hour computes (the gift is due already) and sends it.
    const first = await runOccasionEngineOnce(at('2027-12-15T09:20'), { compute: true });
    expect(first.computed?.inserted).toBeGreaterThanOrEqual(1);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await keysOf(p.unqUserId)).toMatchObject([{ statCd: 'SENT', lateYn: 'Y' }]);
    // Another process in the same hour finds the hour claimed.
    expect((await runOccasionEngineOnce(at('2027-12-15T09:40'), { compute: true })).computed).toBeNull();
    expect((await runOccasionEngineOnce(at('2027-12-15T10:01'), { compute: true })).computed).not.toBeNull();
  });
});
