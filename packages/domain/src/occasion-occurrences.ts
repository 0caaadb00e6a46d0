import { isYmd } from './formats';
import { kstToday } from './kst';
import type { CondolenceRelation, LifeEventType, OccasionType } from './occasion';
import {
  addDays,
  anniversaryInYear,
  type BirthDate,
  birthdaysInYears,
  HOLIDAY_MOVE_MAX_DAYS,
  kstInstant,
  offsetDateOf,
  SEND_OFFSET_MAX_DAYS,
  type SendTiming,
  sendDateOf,
  tenureMatches,
  workAnniversaryInYear,
  ymdParts,
} from './occasion-dates';

/**
 * Identifies one gift: one per person, occasion and year, or per life event. The engine stores it beside the person
 * with a unique constraint, so a run repeated, or run by two processes, queues nothing twice.
 * - 'BIRTHDAY:2027' the birthday counted in 2027 (for a lunar birthday, lunar year 2027: see birthdayInYear);
 * - 'TENURE:10' the 10th work anniversary (one per person: years of service never repeat);
 * - 'LIFE:123' the life event 123 (결혼, 출산, 조사...);
 * - 'GROUP:7:2027' the group day of rule 7 in 2027 (several group days are several gifts).
 */
export const OCCURRENCE_KEY = {
  birthday: (year: number) => `BIRTHDAY:${year}`,
  tenure: (years: number) => `TENURE:${years}`,
  lifeEvent: (lifeEventSn: number) => `LIFE:${lifeEventSn}`,
  groupDay: (ruleSn: number, year: number) => `GROUP:${ruleSn}:${year}`,
} as const;

/** A life event as HR data registers it (approved ones only: the engine passes no pending request). */
export type LifeEventRecord = {
  lifeEventSn: number;
  occasionType: LifeEventType;
  /** The day it happened or happens, YYYYMMDD. */
  eventDt: string;
  /** Condolences only: whose death. */
  relationCd?: CondolenceRelation | null;
};

/** What the occurrences of one person depend on: their HR data. */
export type OccasionPerson = {
  birth?: BirthDate | null;
  hireDt?: string | null;
  /** 퇴사일: nothing is sent after it. */
  leaveDt?: string | null;
  /** The person's group and every group above it: a rule limited to a group reaches the groups under it too. */
  grupCds?: readonly string[];
  lifeEvents?: readonly LifeEventRecord[];
};

/** The part of a saved rule (contracts/occasion) that decides who gets what when. */
export type OccasionRuleDates = SendTiming & {
  ruleSn: number;
  occasionType: OccasionType;
  /** N: switched off, yields nothing. */
  useYn?: 'Y' | 'N';
  /** KST 'HH:mm'. */
  sendTm: string;
  /** Work anniversaries: the years celebrated; empty = every anniversary. */
  tenureTiers?: readonly number[];
  /** Condolences: the relations covered; empty = all. */
  relationList?: readonly CondolenceRelation[];
  /** The groups reached (with their sub-groups); empty = the whole company. */
  grupCdList?: readonly string[];
  /** Group days: the day, YYYYMMDD. */
  fixedDt?: string | null;
  /** Group days: Y repeats on the same month and day every year from fixedDt on; N is the one day. */
  repeatYearlyYn?: 'Y' | 'N';
};

export type Occurrence = {
  occasionType: OccasionType;
  ruleSn: number;
  occurrenceKey: string;
  /** The occasion's (solar) day this time: the birthday of that year, the anniversary, the life event's day. */
  eventDt: string;
  /** The day it is sent: eventDt with the rule's offset, moved off a weekend or holiday as the rule says. */
  sendDt: string;
  /** sendDt at the rule's KST time. */
  sendAt: Date;
  /** The send day was moved off a weekend or public holiday. */
  movedOffHoliday: boolean;
  /** sendAt has passed already (today after the send time, or a life event registered late): send at once. */
  late: boolean;
  /** Work anniversaries: years of service completed. */
  years: number | null;
  lifeEventSn: number | null;
  relationCd: CondolenceRelation | null;
};

export type UpcomingOptions = {
  /** How many days ahead, today (KST) included: send days today .. today + days - 1. Default 30. */
  days?: number;
  /**
   * Life events are often registered after the day (a condolence always is): one whose send day passed at most
   * this many days ago still yields an occurrence, marked late. Default 14. Birthdays and anniversaries never look
   * back, so a newly imported employee does not get last week's birthday.
   */
  lifeEventGraceDays?: number;
};

export const UPCOMING_DAYS_DEFAULT = 30;
export const LIFE_EVENT_GRACE_DAYS_DEFAULT = 14;

type Candidate = {
  occasionType: OccasionType;
  occurrenceKey: string;
  eventDt: string;
  years: number | null;
  lifeEventSn: number | null;
  relationCd: CondolenceRelation | null;
  rules: OccasionRuleDates[];
};

// A rule naming tiers, relations or groups is meant for those people: it wins over a general rule of the same
// occasion. Ties go to the oldest rule (lowest ruleSn), so the choice never flips between runs.
const specificity = (r: OccasionRuleDates) =>
  Number((r.tenureTiers?.length ?? 0) > 0) +
  Number((r.relationList?.length ?? 0) > 0) +
  Number((r.grupCdList?.length ?? 0) > 0);
const bestRule = (rules: readonly OccasionRuleDates[]): OccasionRuleDates | undefined =>
  [...rules].sort((a, b) => specificity(b) - specificity(a) || a.ruleSn - b.ruleSn)[0];

const reaches = (rule: OccasionRuleDates, person: OccasionPerson) =>
  !rule.grupCdList?.length || rule.grupCdList.some((g) => person.grupCds?.includes(g) ?? false);

function candidatesOf(person: OccasionPerson, rules: readonly OccasionRuleDates[], years: readonly number[]) {
  const of = (type: OccasionType) => rules.filter((r) => r.occasionType === type);
  const out: Candidate[] = [];
  const none = { years: null, lifeEventSn: null, relationCd: null };

  const birthdayRules = of('BIRTHDAY');
  if (person.birth && birthdayRules.length > 0)
    for (const { year, eventDt } of birthdaysInYears(person.birth, years))
      out.push({
        occasionType: 'BIRTHDAY',
        occurrenceKey: OCCURRENCE_KEY.birthday(year),
        eventDt,
        ...none,
        rules: birthdayRules,
      });

  const tenureRules = of('WORK_ANNIVERSARY');
  if (person.hireDt && tenureRules.length > 0)
    for (const year of years) {
      const anniversary = workAnniversaryInYear(person.hireDt, year);
      if (!anniversary) continue;
      out.push({
        occasionType: 'WORK_ANNIVERSARY',
        occurrenceKey: OCCURRENCE_KEY.tenure(anniversary.years),
        eventDt: anniversary.eventDt,
        ...none,
        years: anniversary.years,
        rules: tenureRules.filter((r) => tenureMatches(anniversary.years, r.tenureTiers ?? [])),
      });
    }

  for (const life of person.lifeEvents ?? []) {
    if (!isYmd(life.eventDt)) continue;
    const relationCd = life.relationCd ?? null;
    out.push({
      occasionType: life.occasionType,
      occurrenceKey: OCCURRENCE_KEY.lifeEvent(life.lifeEventSn),
      eventDt: life.eventDt,
      ...none,
      lifeEventSn: life.lifeEventSn,
      relationCd,
      rules: of(life.occasionType).filter(
        (r) => !r.relationList?.length || (relationCd !== null && r.relationList.includes(relationCd)),
      ),
    });
  }

  for (const rule of of('GROUP_DAY')) {
    if (!rule.fixedDt || !isYmd(rule.fixedDt)) continue;
    const first = ymdParts(rule.fixedDt).y;
    const fixedDt = rule.fixedDt;
    const days =
      rule.repeatYearlyYn === 'Y'
        ? years.filter((y) => y >= first).map((y) => ({ year: y, eventDt: anniversaryInYear(fixedDt, y) }))
        : [{ year: first, eventDt: fixedDt }];
    for (const { year, eventDt } of days)
      out.push({
        occasionType: 'GROUP_DAY',
        occurrenceKey: OCCURRENCE_KEY.groupDay(rule.ruleSn, year),
        eventDt,
        ...none,
        rules: [rule],
      });
  }
  return out;
}

/**
 * The occurrences one person's HR data and their company's rules give in the next days (decision 034): every gift
 * whose send day is from today (KST) to today + days - 1, in order of send instant. For each occasion the most
 * specific matching rule decides (tiers, relations or groups named; then the oldest rule), before the window is
 * applied, so a general rule never sends what a specific one will send later. Nothing goes to someone who is not
 * employed on the send day: a send day after the leave date (퇴사일) or before the hire date yields nothing; on the
 * leave day itself the gift still goes. Pure: the engine stores the results keyed by occurrenceKey.
 */
export function upcomingOccurrences(
  person: OccasionPerson,
  rules: readonly OccasionRuleDates[],
  now: Date,
  options: UpcomingOptions = {},
): Occurrence[] {
  const days = options.days ?? UPCOMING_DAYS_DEFAULT;
  if (days < 1) return [];
  const grace = options.lifeEventGraceDays ?? LIFE_EVENT_GRACE_DAYS_DEFAULT;
  const today = kstToday(now);
  const last = addDays(today, days - 1);
  const active = rules.filter((r) => r.useYn !== 'N' && reaches(r, person));
  if (active.length === 0) return [];

  // A lunar 12th month falls in the next solar year and offsets reach 60 days: one year either side is enough.
  const years: number[] = [];
  for (let y = ymdParts(today).y - 1; y <= ymdParts(last).y + 1; y++) years.push(y);

  const leaveDt = person.leaveDt && isYmd(person.leaveDt) ? person.leaveDt : null;
  const hireDt = person.hireDt && isYmd(person.hireDt) ? person.hireDt : null;
  // No offset and move can bring an occasion further than this into the window: skip the rest unmoved (the daily
  // job runs this for every employee).
  const reach = SEND_OFFSET_MAX_DAYS + HOLIDAY_MOVE_MAX_DAYS;
  const [lowest, highest] = [addDays(today, -grace - reach), addDays(last, reach)];
  const out: Occurrence[] = [];
  for (const c of candidatesOf(person, active, years)) {
    if (c.eventDt < lowest || c.eventDt > highest) continue;
    const rule = bestRule(c.rules);
    if (!rule) continue;
    const sendDt = sendDateOf(c.eventDt, rule);
    const first = c.lifeEventSn === null ? today : addDays(today, -grace);
    if (sendDt < first || sendDt > last) continue;
    if ((leaveDt && leaveDt < sendDt) || (hireDt && sendDt < hireDt)) continue;
    const sendAt = kstInstant(sendDt, rule.sendTm);
    out.push({
      occasionType: c.occasionType,
      ruleSn: rule.ruleSn,
      occurrenceKey: c.occurrenceKey,
      eventDt: c.eventDt,
      sendDt,
      sendAt,
      movedOffHoliday: sendDt !== offsetDateOf(c.eventDt, rule),
      late: sendAt.getTime() < now.getTime(),
      years: c.years,
      lifeEventSn: c.lifeEventSn,
      relationCd: c.relationCd,
    });
  }
  return out.sort(
    (a, b) => a.sendAt.getTime() - b.sendAt.getTime() || a.occurrenceKey.localeCompare(b.occurrenceKey),
  );
}
