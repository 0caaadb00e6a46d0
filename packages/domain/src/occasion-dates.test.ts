import { describe, expect, it } from 'vitest';
import { kstToday } from './kst';
import {
  addDays,
  anniversaryInYear,
  type BirthDate,
  birthDateTextFor,
  birthdayInYear,
  birthdaysInYears,
  birthdayText,
  daysBetween,
  holidayDataCovers,
  isValidBirthDate,
  isWorkingDay,
  koreanHolidayNames,
  kstInstant,
  lunarToSolar,
  moveToWorkingDay,
  occasionPeriod,
  offsetDateOf,
  reminderInstants,
  sendDateOf,
  tenureMatches,
  tenureTier,
  weekdayOf,
  workAnniversaryInYear,
  yearsOfService,
} from './occasion-dates';

const solar = (birthDt: string): BirthDate => ({ birthDt, lunarYn: 'N', leapMonthYn: 'N' });
const lunar = (birthDt: string, leap = false): BirthDate => ({
  birthDt,
  lunarYn: 'Y',
  leapMonthYn: leap ? 'Y' : 'N',
});

describe('calendar days (KST digits)', () => {
  it('adds days across months and years, and counts them', () => {
    expect(addDays('20271230', 3)).toBe('20280102');
    expect(addDays('20280301', -1)).toBe('20280229');
    expect(addDays('20270301', -1)).toBe('20270228');
    expect(daysBetween('20270913', '20270926')).toBe(13);
  });
  it('knows the weekday: 2027-03-06 is a Saturday, 2027-09-15 (추석) a Wednesday', () => {
    expect(weekdayOf('20270306')).toBe(6);
    expect(weekdayOf('20270915')).toBe(3);
  });
  it('reads the Korean day of an instant, whatever the runtime zone', () => {
    expect(kstToday(new Date('2027-09-12T15:00:00Z'))).toBe('20270913');
    expect(kstToday(new Date('2027-09-12T14:59:59Z'))).toBe('20270912');
  });
  it('turns a KST day and HH:mm into the UTC instant', () => {
    expect(kstInstant('20270913', '09:00').toISOString()).toBe('2027-09-13T00:00:00.000Z');
    expect(kstInstant('20270101', '08:30').toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(() => kstInstant('20270913', '9:00')).toThrow(RangeError);
    expect(() => kstInstant('20270230', '09:00')).toThrow(RangeError);
  });
});

describe('solar birthdays and 29 February', () => {
  it('keeps the month and day', () => {
    expect(birthdayInYear(solar('19900502'), 2027)).toBe('20270502');
  });
  it('celebrates a 29 February birthday on 28 February in a common year, on the 29th in a leap year', () => {
    expect(birthdayInYear(solar('20000229'), 2027)).toBe('20270228');
    expect(birthdayInYear(solar('20000229'), 2028)).toBe('20280229');
    expect(anniversaryInYear('20160229', 2026)).toBe('20260228');
  });
  it('has no birthday in or before the year of birth, nor for a day that does not exist', () => {
    expect(birthdayInYear(solar('19900502'), 1990)).toBeNull();
    expect(birthdayInYear(solar('19900230'), 2027)).toBeNull();
  });
});

describe('lunar birthdays (KASI tables through korean-lunar-calendar)', () => {
  // Cross-check with an independent source: the official gazette's holidays are lunar days (설날 1/1, 부처님 오신 날
  // 4/8, 추석 8/15), and @hyunbinseo/holidays-kr lists their solar days for every year it covers.
  it.each([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027])(
    'puts lunar 1/1, 4/8 and 8/15 of %i on the gazette days of 설날, 부처님 오신 날 and 추석',
    (year) => {
      const names = (m: number, d: number) => koreanHolidayNames(lunarToSolar(year, m, d, false) ?? '') ?? [];
      expect(names(1, 1)).toContain('설날');
      expect(names(4, 8)).toContain('부처님 오신 날');
      expect(names(8, 15)).toContain('추석');
    },
  );
  it('converts a lunar birthday to the solar day of each year', () => {
    // 추석 2027 is 15 September (gazette), 추석 2026 25 September.
    expect(birthdayInYear(lunar('19850815'), 2027)).toBe('20270915');
    expect(birthdayInYear(lunar('19850815'), 2026)).toBe('20260925');
    // 설날 2026 is 17 February.
    expect(birthdayInYear(lunar('19900101'), 2026)).toBe('20260217');
  });
  it('counts the lunar year: a 12th-month birthday of lunar 2026 falls in January 2027', () => {
    // 설날 2027 is 7 February and lunar 2026's 12th month has 30 days, so 12/15 is 15 days before 2027-02-06.
    expect(birthdayInYear(lunar('19801215'), 2026)).toBe('20270122');
  });
  it('keeps a leap-month birthday in the leap month of a year that has it (2023: 윤2월)', () => {
    // 2023's 윤2월 began on 22 March 2023 (KASI), so its 15th day is 5 April; the ordinary 2월 15 was 6 March.
    expect(lunarToSolar(2023, 2, 1, true)).toBe('20230322');
    expect(birthdayInYear(lunar('20040215', true), 2023)).toBe('20230405');
    expect(birthdayInYear(lunar('20040215'), 2023)).toBe('20230306');
  });
  it('keeps a leap-month birthday in the leap month of 2025 (윤6월)', () => {
    // 2025's 윤6월 began on 25 July 2025 (KASI): 윤6월 15 is 8 August; the ordinary 6월 15 was 9 July.
    expect(lunarToSolar(2025, 6, 1, true)).toBe('20250725');
    expect(birthdayInYear(lunar('19870615', true), 2025)).toBe('20250808');
    expect(birthdayInYear(lunar('19870615'), 2025)).toBe('20250709');
  });
  it('celebrates a leap-month birthday on the ordinary month in a year without that leap month', () => {
    expect(lunarToSolar(2024, 2, 15, true)).toBeNull();
    // 2024's lunar 2월 began on 10 March 2024.
    expect(birthdayInYear(lunar('20040215', true), 2024)).toBe('20240324');
    expect(birthdayInYear(lunar('19870615', true), 2026)).toBe(lunarToSolar(2026, 6, 15, false));
  });
  it('falls back to day 29 when the month has 29 days that year', () => {
    // Lunar 8월 has 30 days in 2026 (추석 25 Sep + 15 = 10 Oct) and 29 in 2027 (추석 15 Sep + 14 = 29 Sep).
    expect(lunarToSolar(2027, 8, 30, false)).toBeNull();
    expect(birthdayInYear(lunar('19900830'), 2026)).toBe('20261010');
    expect(birthdayInYear(lunar('19900830'), 2027)).toBe('20270929');
    // 2023's 윤2월 has 29 days: a 윤2월 30 birthday would be 윤2월 29, 19 April.
    expect(lunarToSolar(2023, 2, 30, true)).toBeNull();
    expect(lunarToSolar(2023, 2, 29, true)).toBe('20230419');
  });
  it('lists the birthdays of several years, leaving out those without one', () => {
    expect(birthdaysInYears(lunar('19801215'), [1980, 2026, 2051])).toEqual([
      { year: 2026, eventDt: '20270122' },
    ]);
    expect(birthdaysInYears(lunar('19900130'), [2026])).toEqual([]);
  });
  it('gives nothing past the lunar table (2050)', () => {
    expect(birthdayInYear(lunar('19900315'), 2051)).toBeNull();
  });
  it('validates a lunar birth date against its own year', () => {
    expect(isValidBirthDate(lunar('20040215', true))).toBe(true);
    expect(isValidBirthDate(lunar('20050215', true))).toBe(false);
    // Lunar 1월 of 1990 had 29 days.
    expect(isValidBirthDate(lunar('19900130'))).toBe(false);
    expect(isValidBirthDate({ birthDt: '19900502', lunarYn: 'N', leapMonthYn: 'Y' })).toBe(false);
    expect(isValidBirthDate(solar('19900230'))).toBe(false);
    expect(isValidBirthDate(solar('1990052'))).toBe(false);
  });
});

describe('how a birthday is shown', () => {
  it('says which calendar it is in, never the year', () => {
    expect(birthdayText(solar('19900502'))).toBe('양력 5월 2일');
    expect(birthdayText(lunar('19900315'))).toBe('음력 3월 15일');
    expect(birthdayText(lunar('20040215', true))).toBe('음력 윤2월 15일');
    expect(birthdayText(solar('19900230'))).toBe('');
  });
  it('shows the year to operators only', () => {
    expect(birthDateTextFor('10', solar('19900502'))).toBe('양력 1990년 5월 2일');
    expect(birthDateTextFor('99999', lunar('20040215', true))).toBe('음력 2004년 윤2월 15일');
    for (const authCd of ['25', '20', '30', '35', '05'])
      expect(birthDateTextFor(authCd, solar('19900502'))).toBe('양력 5월 2일');
  });
});

describe('work anniversaries and long-service tiers', () => {
  it('counts the years of service a year completes', () => {
    expect(workAnniversaryInYear('20170302', 2027)).toEqual({ eventDt: '20270302', years: 10 });
    expect(workAnniversaryInYear('20170302', 2017)).toBeNull();
    expect(workAnniversaryInYear('20160229', 2027)).toEqual({ eventDt: '20270228', years: 11 });
  });
  it('completes a year on the anniversary', () => {
    expect(yearsOfService('20170302', '20270301')).toBe(9);
    expect(yearsOfService('20170302', '20270302')).toBe(10);
    expect(yearsOfService('20160229', '20270227')).toBe(10);
    expect(yearsOfService('20160229', '20270228')).toBe(11);
  });
  it('matches a rule tier list (5, 10, 20) or, without tiers, every anniversary', () => {
    const tiers = [5, 10, 20];
    expect(tenureTier(10, tiers)).toBe(10);
    expect(tenureTier(9, tiers)).toBeNull();
    expect(tenureTier(10, [])).toBeNull();
    expect(tenureMatches(20, tiers)).toBe(true);
    expect(tenureMatches(15, tiers)).toBe(false);
    expect(tenureMatches(15, [])).toBe(true);
    expect(tenureMatches(0, [])).toBe(false);
  });
});

describe('working days and the send day', () => {
  it('knows public and substitute holidays from the holiday data', () => {
    expect(koreanHolidayNames('20270915')).toEqual(['추석']);
    expect(koreanHolidayNames('20271011')).toEqual(['대체공휴일(한글날)']);
    expect(koreanHolidayNames('20270917')).toBeNull();
    expect(isWorkingDay('20270917')).toBe(true);
    expect(isWorkingDay('20270306')).toBe(false);
  });
  it('moves a Saturday to the Friday before or the Monday after', () => {
    expect(moveToWorkingDay('20270306', 'PREVIOUS')).toBe('20270305');
    expect(moveToWorkingDay('20270306', 'NEXT')).toBe('20270308');
    expect(moveToWorkingDay('20270306', 'NONE')).toBe('20270306');
    expect(moveToWorkingDay('20270305', 'NEXT')).toBe('20270305');
  });
  it('moves 추석 2027 (14-16 September) to Monday the 13th or Friday the 17th', () => {
    const onDay = { sendWhen: 'ON_DAY', offsetDays: 0 } as const;
    expect(sendDateOf('20270915', { ...onDay, holidayMove: 'PREVIOUS' })).toBe('20270913');
    expect(sendDateOf('20270915', { ...onDay, holidayMove: 'NEXT' })).toBe('20270917');
  });
  it('moves past a substitute holiday: 한글날 2027 is a Saturday, Monday the 11th is its substitute', () => {
    expect(moveToWorkingDay('20271009', 'NEXT')).toBe('20271012');
    expect(moveToWorkingDay('20271009', 'PREVIOUS')).toBe('20271008');
  });
  it('applies the offset first, then the move', () => {
    // Three days before 2027-09-18 (Sat) is the 15th, 추석: the working day before is the 13th.
    const before = { sendWhen: 'BEFORE', offsetDays: 3, holidayMove: 'PREVIOUS' } as const;
    expect(offsetDateOf('20270918', before)).toBe('20270915');
    expect(sendDateOf('20270918', before)).toBe('20270913');
    expect(sendDateOf('20270910', { sendWhen: 'AFTER', offsetDays: 1, holidayMove: 'NEXT' })).toBe(
      '20270913',
    );
  });
  it('treats only weekends as non-working in a year the holiday data does not cover', () => {
    expect(holidayDataCovers(2027)).toBe(true);
    expect(holidayDataCovers(2040)).toBe(false);
    // 2040-10-03 (개천절) is a Wednesday: a working day until the data has 2040.
    expect(weekdayOf('20401003')).toBe(3);
    expect(isWorkingDay('20401003')).toBe(true);
    expect(moveToWorkingDay('20401006', 'NEXT')).toBe('20401008');
  });
});

describe('choice period and reminders', () => {
  it('stays open from the send to the end of the openDays-th day', () => {
    expect(occasionPeriod('20270913', '09:00', 14)).toEqual({
      startDt: '20270913',
      startTm: '090000',
      endDt: '20270926',
      endTm: '235959',
    });
    expect(occasionPeriod('20270913', '18:30', 1).endDt).toBe('20270913');
  });
  it('reminds on the given days after the send, at the send time, in order', () => {
    expect(reminderInstants('20270913', '09:00', [7, 3, 3]).map((d) => d.toISOString())).toEqual([
      '2027-09-16T00:00:00.000Z',
      '2027-09-20T00:00:00.000Z',
    ]);
  });
});
