import {
  addDays,
  HOLIDAY_MOVE_MAX_DAYS,
  isLifeEventType,
  kstToday,
  LIFE_EVENT_GRACE_DAYS_DEFAULT,
  moveToWorkingDay,
  type SendTiming,
  UPCOMING_DAYS_DEFAULT,
  upcomingOccurrences,
} from '@pcs/domain';
import type { EngineRule } from './engine-rules';

/*
 * The SQL pre-filter of the daily computation (decision 036): which employees of a company can have an occurrence in
 * the next 30 days at all, so that upcomingOccurrences runs for those only. Each window is the exact preimage of the
 * send window under the rule's offset and holiday move (the same domain functions decide), so nothing is missed and
 * little is read for nothing.
 */

/** Days of the computation: send days from `first` to `last`, KST, both included. */
export type ComputeDays = { today: string; last: string; lifeFirst: string };

export function computeDays(now: Date): ComputeDays {
  const today = kstToday(now);
  return {
    today,
    last: addDays(today, UPCOMING_DAYS_DEFAULT - 1),
    lifeFirst: addDays(today, -LIFE_EVENT_GRACE_DAYS_DEFAULT),
  };
}

/** A span of days 'YYYYMMDD', both ends included. */
export type DayRange = { lo: string; hi: string };

const preimages = new Map<string, DayRange | null>();

/**
 * The occasion days whose send day (the rule's offset, then its move off non-working days) falls from `first` to
 * `last`; null when none can. The move is monotone, so the preimage is one span: found by trying every offset day a
 * move can reach (HOLIDAY_MOVE_MAX_DAYS either side), then undoing the offset.
 */
export function occasionDayRange(timing: SendTiming, first: string, last: string): DayRange | null {
  const key = `${timing.sendWhen}:${timing.offsetDays}:${timing.holidayMove}:${first}:${last}`;
  if (preimages.has(key)) return preimages.get(key) ?? null;
  let lo: string | null = null;
  let hi: string | null = null;
  const end = addDays(last, HOLIDAY_MOVE_MAX_DAYS);
  for (let day = addDays(first, -HOLIDAY_MOVE_MAX_DAYS); day <= end; day = addDays(day, 1)) {
    const sent = moveToWorkingDay(day, timing.holidayMove);
    if (sent < first || sent > last) continue;
    lo ??= day;
    hi = day;
  }
  const shift =
    timing.sendWhen === 'BEFORE' ? timing.offsetDays : timing.sendWhen === 'AFTER' ? -timing.offsetDays : 0;
  const range = lo && hi ? { lo: addDays(lo, shift), hi: addDays(hi, shift) } : null;
  if (preimages.size > 10_000) preimages.clear();
  preimages.set(key, range);
  return range;
}

/** The span covering both (null: none). */
export const unionRange = (a: DayRange | null, b: DayRange | null): DayRange | null =>
  !a ? b : !b ? a : { lo: a.lo < b.lo ? a.lo : b.lo, hi: a.hi > b.hi ? a.hi : b.hi };

/** Month-day spans 'MMDD' of a day span (shorter than a year): one, or two across the new year. */
export function monthDayRanges(range: DayRange): [string, string][] {
  // A 29 February anniversary is kept on 28 February in a common year (decision 034): a span ending on 0228 takes it.
  const end = (mmdd: string) => (mmdd === '0228' ? '0229' : mmdd);
  const lo = range.lo.slice(4);
  const hi = range.hi.slice(4);
  if (range.lo.slice(0, 4) === range.hi.slice(0, 4)) return [[lo, end(hi)]];
  return [
    [lo, '1231'],
    ['0101', end(hi)],
  ];
}

/** What one company's employees are pre-filtered on (SQL nulls where the company has no such rule). */
export type CompanyWindow = {
  cmpyCd: string;
  /** Solar birthdays 'MMDD' in these spans; lunar ones all go through (a company with a birthday rule). */
  birthday: [string, string][];
  lunar: boolean;
  /** Hire dates 'MMDD' in these spans (work anniversaries). */
  hire: [string, string][];
  /** Approved life events on these days. */
  life: DayRange | null;
  /** A group day of the company falls in the window: every employee goes through. */
  everyone: boolean;
};

/** The pre-filter of one company from its rules in use. */
export function companyWindow(cmpyCd: string, rules: readonly EngineRule[], days: ComputeDays, now: Date) {
  let birthday: DayRange | null = null;
  let hire: DayRange | null = null;
  let life: DayRange | null = null;
  let everyone = false;
  for (const rule of rules) {
    if (rule.occasionType === 'BIRTHDAY')
      birthday = unionRange(birthday, occasionDayRange(rule, days.today, days.last));
    else if (rule.occasionType === 'WORK_ANNIVERSARY')
      hire = unionRange(hire, occasionDayRange(rule, days.today, days.last));
    else if (isLifeEventType(rule.occasionType))
      life = unionRange(life, occasionDayRange(rule, days.lifeFirst, days.last));
    else if (rule.occasionType === 'GROUP_DAY')
      // A person in exactly the rule's groups: the day yields an occurrence when it is in the window at all.
      everyone ||= upcomingOccurrences({ grupCds: rule.grupCdList ?? [] }, [rule], now).length > 0;
  }
  return {
    cmpyCd,
    birthday: birthday ? monthDayRanges(birthday) : [],
    lunar: rules.some((r) => r.occasionType === 'BIRTHDAY'),
    hire: hire ? monthDayRanges(hire) : [],
    life,
    everyone,
  } satisfies CompanyWindow;
}

/** Companies whose employees are pre-filtered the same way. */
export type WindowClass = { cmpyCds: string[]; window: Omit<CompanyWindow, 'cmpyCd'> };

/** Beyond this many kinds of window the SQL would grow long: the companies share their union instead. */
const WINDOW_CLASSES_MAX = 12;

/** Month-day spans merged where they overlap or touch, in order. */
function mergeMonthDays(spans: readonly [string, string][]): [string, string][] {
  const out: [string, string][] = [];
  for (const [lo, hi] of [...spans].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const last = out.at(-1);
    if (last && lo <= last[1]) last[1] = hi > last[1] ? hi : last[1];
    else out.push([lo, hi]);
  }
  return out;
}

/**
 * The companies grouped by identical windows (companies with the same rule timings, the usual case, share one), so
 * the pre-filter is a few `cmpy_cd = any(...) and <window>` terms rather than a join per employee. Past
 * WINDOW_CLASSES_MAX kinds, the companies without a group day share the union of their windows (a superset: the
 * domain still decides each person), and those with one stay a class of their own.
 */
export function windowClasses(windows: readonly CompanyWindow[]): WindowClass[] {
  const byKind = new Map<string, WindowClass>();
  for (const { cmpyCd, ...window } of windows) {
    const kind = JSON.stringify(window);
    const found = byKind.get(kind);
    if (found) found.cmpyCds.push(cmpyCd);
    else byKind.set(kind, { cmpyCds: [cmpyCd], window });
  }
  if (byKind.size <= WINDOW_CLASSES_MAX) return [...byKind.values()];
  const everyone = windows.filter((w) => w.everyone);
  const rest = windows.filter((w) => !w.everyone);
  const union = (list: readonly CompanyWindow[]): Omit<CompanyWindow, 'cmpyCd'> => ({
    birthday: mergeMonthDays(list.flatMap((w) => w.birthday)),
    lunar: list.some((w) => w.lunar),
    hire: mergeMonthDays(list.flatMap((w) => w.hire)),
    life: list.reduce<DayRange | null>((a, w) => unionRange(a, w.life), null),
    everyone: list.some((w) => w.everyone),
  });
  return [everyone, rest]
    .filter((list) => list.length > 0)
    .map((list) => ({ cmpyCds: list.map((w) => w.cmpyCd), window: union(list) }));
}
