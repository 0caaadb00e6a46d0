import * as holidayYears from '@hyunbinseo/holidays-kr/all';
import KoreanLunarCalendar from 'korean-lunar-calendar';
import type { EventPeriod } from './event';
import { daysInMonth, isYmd } from './formats';
import { kstWallInstant } from './kst';
import { isOperator } from './roles';

/*
 * Date rules of the occasions that send themselves (decision 034). Every date is a KST calendar day written
 * 'YYYYMMDD' (spec §5), computed on the digits with UTC arithmetic so the runtime's own time zone never matters;
 * instants (Date) appear only where a send is due.
 */

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const ymdOf = (y: number, m: number, d: number) => `${y}${pad2(m)}${pad2(d)}`;

/** Year, month and day of a 'YYYYMMDD' string. */
export function ymdParts(ymd: string): { y: number; m: number; d: number } {
  return { y: Number(ymd.slice(0, 4)), m: Number(ymd.slice(4, 6)), d: Number(ymd.slice(6, 8)) };
}
const utcDay = (ymd: string) => {
  const { y, m, d } = ymdParts(ymd);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtcDay = (date: Date) => ymdOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/** The day `days` after (negative: before) a 'YYYYMMDD' day. */
export const addDays = (ymd: string, days: number): string =>
  fromUtcDay(new Date(utcDay(ymd).getTime() + days * DAY_MS));

/** Whole days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);

/** Day of the week of a 'YYYYMMDD' day: 0 Sunday ... 6 Saturday. */
export const weekdayOf = (ymd: string): number => utcDay(ymd).getUTCDay();

/** A Korean wall-clock time 'HH:mm' (00:00 to 23:59): what an occasion rule sends at. */
export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a KST day and 'HH:mm' time, e.g. ('20270913', '09:00') -> 2027-09-13T00:00:00.000Z. */
export function kstInstant(ymd: string, hhmm: string): Date {
  if (!isYmd(ymd) || !HHMM_PATTERN.test(hhmm)) throw new RangeError(`Not a KST day and time: ${ymd} ${hhmm}`);
  const { y, m, d } = ymdParts(ymd);
  return kstWallInstant(y, m - 1, d, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
}

// ---------------------------------------------------------------------------------------------------------------
// Anniversaries of a solar date

/**
 * The day of year `year` that answers to a solar date's month and day. 29 February falls on 28 February in a common
 * year: the last day of the same month, as the Korean Civil Act (art. 160(3)) counts a period whose closing month
 * lacks the day, and so the celebration never slips into March.
 */
export function anniversaryInYear(ymd: string, year: number): string {
  const { m, d } = ymdParts(ymd);
  return ymdOf(year, m, Math.min(d, daysInMonth(year, m)));
}

// ---------------------------------------------------------------------------------------------------------------
// Birthdays: solar or lunar (with the leap month)

/** A birth date as HR data keeps it: the digits as written on the lunar or the solar calendar. */
export type BirthDate = {
  /** YYYYMMDD in the calendar the flags name (a lunar 1990-03-15 is '19900315'). */
  birthDt: string;
  /** Y: the digits are a lunar date (음력). */
  lunarYn: 'Y' | 'N';
  /** Y: a lunar date in the leap month (윤달) of its month; only with lunarYn Y. */
  leapMonthYn: 'Y' | 'N';
};

/**
 * The lunar calendar of the Korea Astronomy and Space Science Institute (KASI), as korean-lunar-calendar bundles it:
 * lunar years 1000 to 2050 (to lunar 2050-11-18). Later years convert to nothing (see birthdayInYear).
 */
export const LUNAR_YEARS = { first: 1000, last: 2050 } as const;

// One converter for the whole process: it is stateful only between a set and a read within one synchronous call.
let converter: KoreanLunarCalendar | null = null;

/** The solar day of a lunar date exactly as given, or null when that day does not exist or is out of range. */
export function lunarToSolar(year: number, month: number, day: number, leapMonth: boolean): string | null {
  converter ??= new KoreanLunarCalendar();
  if (!converter.setLunarDate(year, month, day, leapMonth)) return null;
  const s = converter.getSolarCalendar();
  return ymdOf(s.year, s.month, s.day);
}

/** Whether a birth date names a real day: a solar date, or a lunar one that exists in its year (leap month too). */
export function isValidBirthDate(birth: BirthDate): boolean {
  if (!/^\d{8}$/.test(birth.birthDt)) return false;
  if (birth.lunarYn !== 'Y') return birth.leapMonthYn !== 'Y' && isYmd(birth.birthDt);
  const { y, m, d } = ymdParts(birth.birthDt);
  return lunarToSolar(y, m, d, birth.leapMonthYn === 'Y') !== null;
}

/**
 * The solar day the birthday counted in `year` is celebrated on, or null (before the year of birth, an invalid
 * birth date, or a lunar year past the converter's table).
 * - Solar: the same month and day; 29 February on 28 February in a common year (anniversaryInYear).
 * - Lunar: the same lunar month and day of lunar year `year`, converted with KASI's table. Its 11th and 12th months
 *   may fall in January or February of the next solar year: `year` names the lunar year, so each lunar year has
 *   exactly one birthday and the engine's 'BIRTHDAY:<year>' stays one gift per year.
 * - A leap-month (윤달) birthday is kept in that leap month in a year that has it, and on the ordinary month of the
 *   same number in a year that does not (most years).
 * - Day 30 of a month that has 29 days that year falls on day 29: the last day of that month, like 29 February.
 */
export const birthdayInYear = (birth: BirthDate, year: number): string | null =>
  isValidBirthDate(birth) ? celebratedBirthday(birth, year) : null;

/** The birthdays of several years (birthdayInYear), the birth date checked once: years without one are left out. */
export function birthdaysInYears(
  birth: BirthDate,
  years: readonly number[],
): { year: number; eventDt: string }[] {
  if (!isValidBirthDate(birth)) return [];
  return years.flatMap((year) => {
    const eventDt = celebratedBirthday(birth, year);
    return eventDt ? [{ year, eventDt }] : [];
  });
}

function celebratedBirthday(birth: BirthDate, year: number): string | null {
  const { y, m, d } = ymdParts(birth.birthDt);
  if (year <= y) return null;
  if (birth.lunarYn !== 'Y') return anniversaryInYear(birth.birthDt, year);
  const leap = birth.leapMonthYn === 'Y' && lunarToSolar(year, m, 1, true) !== null;
  return lunarToSolar(year, m, d, leap) ?? (d === 30 ? lunarToSolar(year, m, 29, leap) : null);
}

/**
 * A birthday as anyone may read it, which calendar it is in and never the year: '양력 5월 2일', '음력 3월 15일',
 * '음력 윤2월 15일'. Empty for a birth date that does not exist.
 */
export function birthdayText(birth: BirthDate): string {
  if (!isValidBirthDate(birth)) return '';
  const { m, d } = ymdParts(birth.birthDt);
  return birth.lunarYn === 'Y'
    ? `음력 ${birth.leapMonthYn === 'Y' ? '윤' : ''}${m}월 ${d}일`
    : `양력 ${m}월 ${d}일`;
}

/**
 * A birth date as a back-office user may see it (Korean privacy practice): operators see the year
 * ('양력 1990년 5월 2일'); everyone else only the month and the day (birthdayText), which is all a rule needs.
 */
export function birthDateTextFor(viewerAuthCd: string, birth: BirthDate): string {
  const text = birthdayText(birth);
  if (!text || !isOperator(viewerAuthCd)) return text;
  return text.replace(/^(양력|음력) /, `$1 ${ymdParts(birth.birthDt).y}년 `);
}

// ---------------------------------------------------------------------------------------------------------------
// Work anniversaries and long-service tiers

/** Completed years of service on a day: a year is complete on the anniversary of the hire date (29 Feb: 28 Feb). */
export function yearsOfService(hireDt: string, onDt: string): number {
  const { y } = ymdParts(hireDt);
  const on = ymdParts(onDt).y;
  const years = on - y;
  return onDt >= anniversaryInYear(hireDt, on) ? years : years - 1;
}

/**
 * The work anniversary in `year`: the day (the hire date's month and day, 29 Feb on 28 Feb in a common year) and
 * the years of service it completes; null before the first anniversary. Leaves of absence are not deducted: HR data
 * has a hire date only.
 */
export function workAnniversaryInYear(
  hireDt: string,
  year: number,
): { eventDt: string; years: number } | null {
  if (!isYmd(hireDt)) return null;
  const years = year - ymdParts(hireDt).y;
  return years >= 1 ? { eventDt: anniversaryInYear(hireDt, year), years } : null;
}

/**
 * The long-service tier a rule's tier list gives for some years of service: the tier itself when the list names
 * it (tiers [5, 10, 20] and 10 years -> 10), else null. An empty list has no tiers: such a rule celebrates every
 * anniversary (see tenureMatches).
 */
export const tenureTier = (years: number, tiers: readonly number[]): number | null =>
  tiers.includes(years) ? years : null;

/** Whether a work-anniversary rule celebrates this anniversary: every one when it lists no tiers. */
export const tenureMatches = (years: number, tiers: readonly number[]): boolean =>
  years >= 1 && (tiers.length === 0 || tenureTier(years, tiers) !== null);

// ---------------------------------------------------------------------------------------------------------------
// Working days: weekends and Korean public holidays

type HolidayPreset = Readonly<Record<string, readonly string[]>>;
let holidaysByYear: ReadonlyMap<number, HolidayPreset> | null = null;
const holidayPresets = (): ReadonlyMap<number, HolidayPreset> => {
  holidaysByYear ??= new Map(
    Object.entries(holidayYears as Record<string, HolidayPreset>).map(([name, preset]) => [
      Number(name.slice(1)),
      preset,
    ]),
  );
  return holidaysByYear;
};

/**
 * Whether the holiday data (@hyunbinseo/holidays-kr: public holidays, substitute holidays, election days and
 * temporary holidays as the official gazette and KASI's 월력요항 announce them) covers a year. The package ships the
 * years announced so far; a year it does not cover counts only weekends as non-working (isWorkingDay), because a
 * guessed holiday is worse than a gift on a holiday eve. Updating the package adds the next year.
 */
export const holidayDataCovers = (year: number): boolean => holidayPresets().has(year);

/** The names of the public holidays on a day ('추석', '대체공휴일(한글날)'), or null on other days. */
export function koreanHolidayNames(ymd: string): readonly string[] | null {
  const preset = holidayPresets().get(ymdParts(ymd).y);
  return preset?.[`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`] ?? null;
}

export const isWeekend = (ymd: string): boolean => {
  const day = weekdayOf(ymd);
  return day === 0 || day === 6;
};

/**
 * A working day: neither Saturday, Sunday nor a Korean public holiday (substitute holidays included). In a year
 * the holiday data does not cover yet (holidayDataCovers), only weekends are non-working.
 */
export const isWorkingDay = (ymd: string): boolean => !isWeekend(ymd) && koreanHolidayNames(ymd) === null;

/** Where a send that falls on a weekend or a public holiday goes: the working day before, after, or nowhere. */
export const HOLIDAY_MOVES = ['PREVIOUS', 'NEXT', 'NONE'] as const;
export type HolidayMove = (typeof HOLIDAY_MOVES)[number];
export const HOLIDAY_MOVE_LABEL: Record<HolidayMove, string> = {
  PREVIOUS: '직전 영업일',
  NEXT: '다음 영업일',
  NONE: '휴일에도 그대로 발송',
};

/**
 * The furthest a send day is moved off non-working days: Korea's longest run of them (설날 or 추석 with a weekend
 * and a substitute day) is well under this.
 */
export const HOLIDAY_MOVE_MAX_DAYS = 31;

/** The day itself when it is a working day, else the nearest working day in the rule's direction (NONE: as is). */
export function moveToWorkingDay(ymd: string, move: HolidayMove): string {
  if (move === 'NONE') return ymd;
  const step = move === 'PREVIOUS' ? -1 : 1;
  let day = ymd;
  for (let i = 0; i < HOLIDAY_MOVE_MAX_DAYS && !isWorkingDay(day); i++) day = addDays(day, step);
  return day;
}

// ---------------------------------------------------------------------------------------------------------------
// When an occurrence is sent

/** When a rule sends relative to the occasion's day: on the day, or offsetDays before or after it. */
export const SEND_WHENS = ['ON_DAY', 'BEFORE', 'AFTER'] as const;
export type SendWhen = (typeof SEND_WHENS)[number];
export const SEND_WHEN_LABEL: Record<SendWhen, string> = { ON_DAY: '당일', BEFORE: '전', AFTER: '후' };
/** The most days a rule may send before or after the occasion. */
export const SEND_OFFSET_MAX_DAYS = 60;

export type SendTiming = { sendWhen: SendWhen; offsetDays: number; holidayMove: HolidayMove };

/**
 * The day an occurrence is sent: the occasion's day moved by the rule's offset (BEFORE: earlier, AFTER: later),
 * then, when that day is a weekend or a public holiday, to the working day before or after as the rule says.
 */
export const sendDateOf = (eventDt: string, timing: SendTiming): string =>
  moveToWorkingDay(offsetDateOf(eventDt, timing), timing.holidayMove);

/** The occasion's day moved by the rule's offset only, before any move off a non-working day. */
export function offsetDateOf(eventDt: string, timing: Pick<SendTiming, 'sendWhen' | 'offsetDays'>): string {
  if (timing.sendWhen === 'ON_DAY') return eventDt;
  return addDays(eventDt, timing.sendWhen === 'BEFORE' ? -timing.offsetDays : timing.offsetDays);
}

/**
 * How long an occasion's gift stays open, as the event machinery's period: from the send instant to 23:59:59 KST of
 * the openDays-th day, the send day counting as the first (openDays 14 sent on the 1st closes on the 14th).
 */
export function occasionPeriod(sendDt: string, sendTm: string, openDays: number): EventPeriod {
  return {
    startDt: sendDt,
    startTm: `${sendTm.replace(':', '')}00`,
    endDt: addDays(sendDt, Math.max(1, openDays) - 1),
    endTm: '235959',
  };
}

/**
 * The instants of an occurrence's reminders: each `reminderDays` day after the send day, at the send's time of
 * day, in order. Reminders are not moved off holidays: a phone message needs no working day, and the engine stops
 * them the moment the gift is chosen.
 */
export const reminderInstants = (sendDt: string, sendTm: string, reminderDays: readonly number[]): Date[] =>
  [...new Set(reminderDays)].sort((a, b) => a - b).map((d) => kstInstant(addDays(sendDt, d), sendTm));
