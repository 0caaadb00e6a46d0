import { describe, expect, it } from 'vitest';
import type { OccasionRule } from './contracts/occasion';
import {
  OCCURRENCE_KEY,
  type OccasionPerson,
  type OccasionRuleDates,
  upcomingOccurrences,
} from './occasion-occurrences';

/** A rule with the fields the dates need; 09:00 on the day, moved to the working day before. */
const rule = (
  overrides: Partial<OccasionRuleDates> & Pick<OccasionRuleDates, 'ruleSn'>,
): OccasionRuleDates => ({
  occasionType: 'BIRTHDAY',
  sendWhen: 'ON_DAY',
  offsetDays: 0,
  holidayMove: 'PREVIOUS',
  sendTm: '09:00',
  ...overrides,
});
const kst = (iso: string) => new Date(`${iso}+09:00`);
// Wednesday 1 September 2027, 09:00 KST: the window runs to Thursday 30 September.
const NOW = kst('2027-09-01T09:00:00');
const person = (overrides: OccasionPerson = {}): OccasionPerson => ({
  hireDt: '20150101',
  leaveDt: null,
  grupCds: ['HQ', 'DEV'],
  ...overrides,
});
const solarBirth = (birthDt: string) => ({ birth: { birthDt, lunarYn: 'N', leapMonthYn: 'N' } as const });
const keys = (list: { occurrenceKey: string }[]) => list.map((o) => o.occurrenceKey);

describe('birthdays in the next 30 days', () => {
  it('sends a Saturday birthday on the Friday before, at the rule time in KST', () => {
    const [o, ...rest] = upcomingOccurrences(person(solarBirth('19900904')), [rule({ ruleSn: 1 })], NOW);
    expect(rest).toEqual([]);
    expect(o).toEqual({
      occasionType: 'BIRTHDAY',
      ruleSn: 1,
      occurrenceKey: 'BIRTHDAY:2027',
      eventDt: '20270904',
      sendDt: '20270903',
      sendAt: new Date('2027-09-03T00:00:00.000Z'),
      movedOffHoliday: true,
      late: false,
      years: null,
      lifeEventSn: null,
      relationCd: null,
    });
  });
  it('sends on the Monday after when the rule says so', () => {
    const [o] = upcomingOccurrences(
      person(solarBirth('19900904')),
      [rule({ ruleSn: 1, holidayMove: 'NEXT' })],
      NOW,
    );
    expect(o?.sendDt).toBe('20270906');
  });
  it('moves a lunar birthday on 추석 2027 off the three holidays', () => {
    const birth = { birth: { birthDt: '19850815', lunarYn: 'Y', leapMonthYn: 'N' } as const };
    const [previous] = upcomingOccurrences(person(birth), [rule({ ruleSn: 1 })], NOW);
    expect(previous).toMatchObject({
      eventDt: '20270915',
      sendDt: '20270913',
      occurrenceKey: 'BIRTHDAY:2027',
    });
    const [next] = upcomingOccurrences(person(birth), [rule({ ruleSn: 1, holidayMove: 'NEXT' })], NOW);
    expect(next?.sendDt).toBe('20270917');
  });
  it('keys a lunar 12th-month birthday by its lunar year, even when it falls in the next solar year', () => {
    const birth = { birth: { birthDt: '19801215', lunarYn: 'Y', leapMonthYn: 'N' } as const };
    const list = upcomingOccurrences(person(birth), [rule({ ruleSn: 1 })], kst('2027-01-10T09:00:00'));
    expect(list).toMatchObject([{ occurrenceKey: 'BIRTHDAY:2026', eventDt: '20270122', sendDt: '20270122' }]);
  });
  it('looks 30 days ahead, today included, and further with an offset before the day', () => {
    expect(upcomingOccurrences(person(solarBirth('19901001')), [rule({ ruleSn: 1 })], NOW)).toEqual([]);
    expect(keys(upcomingOccurrences(person(solarBirth('19900930')), [rule({ ruleSn: 1 })], NOW))).toEqual([
      'BIRTHDAY:2027',
    ]);
    const early = rule({ ruleSn: 1, sendWhen: 'BEFORE', offsetDays: 3 });
    expect(upcomingOccurrences(person(solarBirth('19901001')), [early], NOW)).toMatchObject([
      { eventDt: '20271001', sendDt: '20270928' },
    ]);
    // Sunday the 5th, sent as it is, is past a 3-day window (1st to 3rd); moved to Friday the 3rd it is inside.
    const asIs = rule({ ruleSn: 1, holidayMove: 'NONE' });
    expect(upcomingOccurrences(person(solarBirth('19900905')), [asIs], NOW, { days: 3 })).toEqual([]);
    expect(
      upcomingOccurrences(person(solarBirth('19900905')), [rule({ ruleSn: 1 })], NOW, { days: 3 }),
    ).toMatchObject([{ sendDt: '20270903' }]);
  });
  it('reaches occasions up to 60 days away with the longest offsets', () => {
    const before = rule({ ruleSn: 1, sendWhen: 'BEFORE', offsetDays: 60, holidayMove: 'NONE' });
    expect(upcomingOccurrences(person(solarBirth('19901031')), [before], NOW)).toMatchObject([
      { eventDt: '20271031', sendDt: '20270901' },
    ]);
    expect(upcomingOccurrences(person(solarBirth('19901030')), [before], NOW)).toEqual([]);
    const after = rule({ ruleSn: 1, sendWhen: 'AFTER', offsetDays: 60, holidayMove: 'NONE' });
    expect(upcomingOccurrences(person(solarBirth('19900703')), [after], NOW)).toMatchObject([
      { eventDt: '20270703', sendDt: '20270901' },
    ]);
  });
  it("keeps today's send after its time, marked late; yesterday's is gone", () => {
    const later = kst('2027-09-03T10:00:00');
    expect(upcomingOccurrences(person(solarBirth('19900903')), [rule({ ruleSn: 1 })], later)).toMatchObject([
      { sendDt: '20270903', late: true },
    ]);
    expect(upcomingOccurrences(person(solarBirth('19900902')), [rule({ ruleSn: 1 })], later)).toEqual([]);
  });
  it('gives the same key whichever day it is computed on (idempotent runs)', () => {
    const p = person(solarBirth('19900920'));
    const a = upcomingOccurrences(p, [rule({ ruleSn: 1 })], NOW);
    const b = upcomingOccurrences(p, [rule({ ruleSn: 1 })], kst('2027-09-15T23:00:00'));
    expect(keys(a)).toEqual(['BIRTHDAY:2027']);
    expect(b).toEqual(a.map((o) => ({ ...o, late: false })));
  });
});

describe('employment and rule scope', () => {
  const birthdayRule = rule({ ruleSn: 1 });
  it('sends nothing after the leave date; on the leave day itself it still goes', () => {
    const p = (leaveDt: string) => person({ ...solarBirth('19900906'), leaveDt });
    expect(upcomingOccurrences(p('20270905'), [birthdayRule], NOW)).toEqual([]);
    expect(keys(upcomingOccurrences(p('20270906'), [birthdayRule], NOW))).toEqual(['BIRTHDAY:2027']);
  });
  it('sends nothing before the hire date', () => {
    expect(
      upcomingOccurrences(person({ ...solarBirth('19900906'), hireDt: '20270907' }), [birthdayRule], NOW),
    ).toEqual([]);
  });
  it('ignores switched-off rules and rules of other groups; a group rule reaches sub-groups', () => {
    const p = person(solarBirth('19900906'));
    expect(upcomingOccurrences(p, [rule({ ruleSn: 1, useYn: 'N' })], NOW)).toEqual([]);
    expect(upcomingOccurrences(p, [rule({ ruleSn: 1, grupCdList: ['SALES'] })], NOW)).toEqual([]);
    expect(keys(upcomingOccurrences(p, [rule({ ruleSn: 1, grupCdList: ['HQ'] })], NOW))).toEqual([
      'BIRTHDAY:2027',
    ]);
  });
  it('lets the most specific rule decide, then the oldest', () => {
    const p = person(solarBirth('19900906'));
    const general = rule({ ruleSn: 1 });
    const forDev = rule({ ruleSn: 9, grupCdList: ['DEV'], sendTm: '10:00' });
    expect(upcomingOccurrences(p, [general, forDev], NOW)).toMatchObject([{ ruleSn: 9 }]);
    expect(upcomingOccurrences(p, [rule({ ruleSn: 4 }), rule({ ruleSn: 2 })], NOW)).toMatchObject([
      { ruleSn: 2 },
    ]);
  });
  it('has nothing without HR data or rules', () => {
    expect(upcomingOccurrences({}, [birthdayRule], NOW)).toEqual([]);
    expect(upcomingOccurrences(person(solarBirth('19900906')), [], NOW)).toEqual([]);
  });
});

describe('work anniversaries', () => {
  const everyYear = rule({ ruleSn: 1, occasionType: 'WORK_ANNIVERSARY' });
  const tiers = rule({
    ruleSn: 2,
    occasionType: 'WORK_ANNIVERSARY',
    tenureTiers: [5, 10, 20],
    sendTm: '11:00',
  });
  it('gives the 10th anniversary to the tier rule, keyed by the years', () => {
    const list = upcomingOccurrences(person({ hireDt: '20170910' }), [everyYear, tiers], NOW);
    expect(list).toMatchObject([
      {
        occasionType: 'WORK_ANNIVERSARY',
        ruleSn: 2,
        occurrenceKey: 'TENURE:10',
        eventDt: '20270910',
        years: 10,
      },
    ]);
    expect(list[0]?.sendAt.toISOString()).toBe('2027-09-10T02:00:00.000Z');
  });
  it('leaves the 9th to the every-year rule, and to nobody with tiers only', () => {
    expect(upcomingOccurrences(person({ hireDt: '20180910' }), [everyYear, tiers], NOW)).toMatchObject([
      { ruleSn: 1, occurrenceKey: 'TENURE:9', years: 9 },
    ]);
    expect(upcomingOccurrences(person({ hireDt: '20180910' }), [tiers], NOW)).toEqual([]);
  });
  it('has no anniversary in the year of hire', () => {
    expect(upcomingOccurrences(person({ hireDt: '20260910' }), [everyYear], NOW)).toMatchObject([
      { occurrenceKey: 'TENURE:1' },
    ]);
    expect(upcomingOccurrences(person({ hireDt: '20270802' }), [everyYear], NOW)).toEqual([]);
  });
});

describe('life events', () => {
  const condolence = rule({ ruleSn: 3, occasionType: 'CONDOLENCE', holidayMove: 'NONE' });
  const parentsOnly = rule({
    ruleSn: 4,
    occasionType: 'CONDOLENCE',
    relationList: ['PARENT', 'SPOUSE_PARENT'],
  });
  it('sends a life event registered after the day at once, within the grace days', () => {
    const p = person({
      lifeEvents: [
        { lifeEventSn: 77, occasionType: 'CONDOLENCE', eventDt: '20270829', relationCd: 'SIBLING' },
      ],
    });
    expect(upcomingOccurrences(p, [condolence], NOW)).toMatchObject([
      { occurrenceKey: 'LIFE:77', sendDt: '20270829', late: true, relationCd: 'SIBLING', lifeEventSn: 77 },
    ]);
    expect(upcomingOccurrences(p, [condolence], NOW, { lifeEventGraceDays: 2 })).toEqual([]);
  });
  it('matches a condolence rule by the relation, the relation rule first', () => {
    const event = (relationCd: 'PARENT' | 'SIBLING' | null) =>
      person({
        lifeEvents: [{ lifeEventSn: 5, occasionType: 'CONDOLENCE', eventDt: '20270903', relationCd }],
      });
    expect(upcomingOccurrences(event('PARENT'), [condolence, parentsOnly], NOW)).toMatchObject([
      { ruleSn: 4 },
    ]);
    expect(upcomingOccurrences(event('SIBLING'), [condolence, parentsOnly], NOW)).toMatchObject([
      { ruleSn: 3 },
    ]);
    expect(upcomingOccurrences(event('SIBLING'), [parentsOnly], NOW)).toEqual([]);
    expect(upcomingOccurrences(event(null), [parentsOnly], NOW)).toEqual([]);
  });
  it('gives each life event its own key and only to rules of its occasion', () => {
    const p = person({
      lifeEvents: [
        { lifeEventSn: 10, occasionType: 'WEDDING', eventDt: '20270918' },
        { lifeEventSn: 11, occasionType: 'CHILDBIRTH', eventDt: '20270910' },
      ],
    });
    const wedding = rule({ ruleSn: 6, occasionType: 'WEDDING', sendWhen: 'BEFORE', offsetDays: 7 });
    expect(upcomingOccurrences(p, [wedding], NOW)).toMatchObject([
      { occurrenceKey: 'LIFE:10', eventDt: '20270918', sendDt: '20270910' },
    ]);
  });
  it('sends a retirement gift on the leave day, not after it', () => {
    const p = person({
      leaveDt: '20270910',
      lifeEvents: [{ lifeEventSn: 12, occasionType: 'RETIREMENT', eventDt: '20270910' }],
    });
    const onDay = rule({ ruleSn: 7, occasionType: 'RETIREMENT' });
    expect(keys(upcomingOccurrences(p, [onDay], NOW))).toEqual(['LIFE:12']);
    // The day after is Saturday the 11th: sent as it is, or on Monday, both after the leave day.
    const after = rule({
      ruleSn: 7,
      occasionType: 'RETIREMENT',
      sendWhen: 'AFTER',
      offsetDays: 1,
      holidayMove: 'NEXT',
    });
    expect(upcomingOccurrences(p, [{ ...after, holidayMove: 'NONE' }], NOW)).toEqual([]);
    expect(upcomingOccurrences(p, [after], NOW)).toEqual([]);
  });
});

describe('group days', () => {
  it('sends a one-off day to everyone the rule reaches, and a yearly one every year', () => {
    const oneOff = rule({ ruleSn: 5, occasionType: 'GROUP_DAY', fixedDt: '20270920' });
    const yearly = rule({ ruleSn: 6, occasionType: 'GROUP_DAY', fixedDt: '19950915', repeatYearlyYn: 'Y' });
    const lastYear = rule({ ruleSn: 8, occasionType: 'GROUP_DAY', fixedDt: '20260920' });
    expect(upcomingOccurrences(person(), [oneOff, yearly, lastYear], NOW)).toMatchObject([
      { occurrenceKey: 'GROUP:6:2027', eventDt: '20270915', sendDt: '20270913' },
      { occurrenceKey: 'GROUP:5:2027', eventDt: '20270920', sendDt: '20270920' },
    ]);
  });
});

describe('all occasions together', () => {
  it('lists them by send instant', () => {
    const p = person({
      ...solarBirth('19900920'),
      hireDt: '20170910',
      lifeEvents: [{ lifeEventSn: 1, occasionType: 'PROMOTION', eventDt: '20270901' }],
    });
    const rules = [
      rule({ ruleSn: 1 }),
      rule({ ruleSn: 2, occasionType: 'WORK_ANNIVERSARY' }),
      rule({ ruleSn: 3, occasionType: 'PROMOTION', sendTm: '15:00' }),
    ];
    expect(keys(upcomingOccurrences(p, rules, NOW))).toEqual(['LIFE:1', 'TENURE:10', 'BIRTHDAY:2027']);
    expect(OCCURRENCE_KEY.groupDay(5, 2027)).toBe('GROUP:5:2027');
  });
  it('takes a saved rule as it is', () => {
    const saved: OccasionRule = {
      ruleSn: 1,
      cmpyCd: 'C001',
      ruleNm: '생일',
      occasionType: 'BIRTHDAY',
      useYn: 'Y',
      relationList: [],
      tenureTiers: [],
      fixedDt: null,
      repeatYearlyYn: 'N',
      grupCdList: [],
      goodsSource: 'THEME',
      tempSn: 3,
      prodSnList: [],
      budgetAmt: 30000,
      overPayYn: 'N',
      selectCnt: 1,
      cardText: null,
      channel: 'ALIMTALK',
      alimtalkText: null,
      smsText: null,
      mailSubject: null,
      mailText: null,
      sendWhen: 'ON_DAY',
      offsetDays: 0,
      sendTm: '09:00',
      holidayMove: 'PREVIOUS',
      openDays: 14,
      reminderDays: [3],
      closeAction: 'NONE',
      defaultProdSn: null,
      approvalYn: 'N',
      taxPurpose: null,
      channelChain: null,
    };
    expect(keys(upcomingOccurrences(person(solarBirth('19900906')), [saved], NOW))).toEqual([
      'BIRTHDAY:2027',
    ]);
  });
});
