import { formatYmd } from './formats';
import { kstToday } from './kst';
import {
  CONDOLENCE_RELATION_LABEL,
  type CondolenceRelation,
  type OccasionType,
  occasionTitle,
} from './occasion';
import {
  addDays,
  type BirthDate,
  birthDateTextFor,
  isWeekend,
  koreanHolidayNames,
  moveToWorkingDay,
  offsetDateOf,
  type SendTiming,
  weekdayOf,
  ymdParts,
} from './occasion-dates';
import { UPCOMING_DAYS_DEFAULT } from './occasion-occurrences';

/*
 * The next 30 days of occasion gifts as a manager sees and steers them (/occasion/upcoming, decision 036): the
 * occurrence's states with their labels, what a manager may do in each (approve, skip with a reason, send now) and
 * the Korean texts of those decisions, named once for the API, the screen and the tests.
 */

/**
 * An occurrence's state: WAITING (the rule asks for the client manager's approval) → SCHEDULED (goes at its send
 * time) → SENT; or SKIPPED (a manager, with a reason) or CANCELLED (the leave date, or HR data or a rule changed).
 * The codes are stored in occasion_occurrence.stat_cd: never rename one.
 */
export const OCCURRENCE_STATES = ['WAITING', 'SCHEDULED', 'SENT', 'SKIPPED', 'CANCELLED'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];
export const OCCURRENCE_STATE_LABEL: Record<OccurrenceState, string> = {
  WAITING: '승인 대기',
  SCHEDULED: '발송 예정',
  SENT: '발송 완료',
  SKIPPED: '건너뜀',
  CANCELLED: '취소',
};
export const isOccurrenceState = (value: unknown): value is OccurrenceState =>
  typeof value === 'string' && (OCCURRENCE_STATES as readonly string[]).includes(value);
/** The states that still wait for their send: the engine recomputes them, the dashboards count them as pending. */
export const UNSENT_OCCURRENCE_STATES = [
  'WAITING',
  'SCHEDULED',
] as const satisfies readonly OccurrenceState[];

/** What a manager does with one occurrence of the upcoming list. */
export const OCCURRENCE_ACTIONS = ['APPROVE', 'SKIP', 'SEND_NOW'] as const;
export type OccurrenceAction = (typeof OCCURRENCE_ACTIONS)[number];
export const OCCURRENCE_ACTION_LABEL: Record<OccurrenceAction, string> = {
  APPROVE: '승인',
  SKIP: '건너뛰기',
  SEND_NOW: '지금 발송',
};

/**
 * The states each action starts from. Approving is for a gift that waits for approval; skipping and sending now are
 * for any gift not sent yet (sending a waiting gift now approves it too). The API's conditional updates read this
 * list, so a second click finds the row moved and is refused instead of acting twice.
 */
export const OCCURRENCE_ACTION_FROM: Record<OccurrenceAction, readonly OccurrenceState[]> = {
  APPROVE: ['WAITING'],
  SKIP: ['WAITING', 'SCHEDULED'],
  SEND_NOW: ['WAITING', 'SCHEDULED'],
};
/** Where each action leads (SEND_NOW: scheduled for now, then the send itself moves it to SENT). */
const OCCURRENCE_ACTION_TO: Record<OccurrenceAction, OccurrenceState> = {
  APPROVE: 'SCHEDULED',
  SKIP: 'SKIPPED',
  SEND_NOW: 'SCHEDULED',
};

/** Limits of the upcoming list's requests. */
export const UPCOMING_LIMITS = {
  skipReasonMax: 500,
  /** Rows one bulk approval takes (a page is 15; a manager's selection stays far below). */
  approveMax: 500,
} as const;

/** Korean texts of the upcoming list: refusals (API and screen) and the screen's confirmations and results. */
export const UPCOMING_MESSAGES = {
  targetRequired: '승인할 경조사 선물을 선택해주세요.',
  tooMany: `한 번에 ${UPCOMING_LIMITS.approveMax}건까지 승인할 수 있습니다.`,
  skipReasonRequired: '건너뛰는 사유를 입력해주세요.',
  skipReasonTooLong: `건너뛰는 사유는 ${UPCOMING_LIMITS.skipReasonMax}자까지 입력할 수 있습니다.`,
  notFound: '경조사 선물을 찾을 수 없습니다.',
  alreadyApproved: '이미 승인된 선물입니다.',
  alreadySkipped: '이미 건너뛴 선물입니다.',
  /** A refusal by the state the gift is in, for the action tried. */
  refused: (state: OccurrenceState, action: OccurrenceAction) =>
    `${REFUSED_STATE_TEXT[state]} ${REFUSED_ACTION_TEXT[action]}`,
  /** The conditional update lost to someone else's change between the read and the write. */
  changed: '다른 사용자가 먼저 처리했습니다. 목록을 새로 고친 뒤 다시 시도해주세요.',
  confirmApprove: (count: number) =>
    `선택한 ${count}건의 선물을 승인하시겠습니까? 승인하면 예정된 시각에 발송됩니다.`,
  approved: (count: number) => `${count}건을 승인했습니다.`,
  approvedPartly: (done: number, refused: number, first: string) =>
    `${done}건을 승인했습니다. ${refused}건은 승인하지 못했습니다: ${first}`,
  confirmSendNow: (name: string, title: string) =>
    `${name}님의 ${title} 선물을 지금 발송하시겠습니까? 발송하면 되돌릴 수 없습니다.`,
  sentNow: '발송했습니다.',
  /** send-now committed, but the send itself is left to the minute clock (another process had it, or it failed). */
  sendQueued: '발송을 요청했습니다. 잠시 후 발송됩니다.',
  skipped: '건너뛰었습니다.',
} as const;
const REFUSED_STATE_TEXT: Record<OccurrenceState, string> = {
  WAITING: '승인 대기 중인 선물은',
  SCHEDULED: '이미 승인된 선물은',
  SENT: '이미 발송된 선물은',
  SKIPPED: '건너뛴 선물은',
  CANCELLED: '취소된 선물은',
};
const REFUSED_ACTION_TEXT: Record<OccurrenceAction, string> = {
  APPROVE: '승인할 수 없습니다.',
  SKIP: '건너뛸 수 없습니다.',
  SEND_NOW: '발송할 수 없습니다.',
};

export type OccurrenceDecision = { ok: true; next: OccurrenceState } | { ok: false; message: string };

/**
 * The occurrence state machine of the upcoming list: where an action leads from a state, or the Korean refusal a
 * 409 carries. A repeated approval or skip is named as such ('이미 승인된 선물입니다.'), not as a generic refusal.
 */
export function nextOccurrenceState(state: OccurrenceState, action: OccurrenceAction): OccurrenceDecision {
  if (OCCURRENCE_ACTION_FROM[action].includes(state)) return { ok: true, next: OCCURRENCE_ACTION_TO[action] };
  if (action === 'APPROVE' && state === 'SCHEDULED')
    return { ok: false, message: UPCOMING_MESSAGES.alreadyApproved };
  if (action === 'SKIP' && state === 'SKIPPED')
    return { ok: false, message: UPCOMING_MESSAGES.alreadySkipped };
  return { ok: false, message: UPCOMING_MESSAGES.refused(state, action) };
}

/** The actions a row offers (the screen's buttons), in the screen's order. */
export const occurrenceActionsOf = (state: OccurrenceState): OccurrenceAction[] =>
  OCCURRENCE_ACTIONS.filter((a) => OCCURRENCE_ACTION_FROM[a].includes(state));

/**
 * The send days the list covers: today (KST) to today + 29, as the engine computes them (UPCOMING_DAYS_DEFAULT).
 * Gifts still unsent whose time passed (approved late, a late life event) are listed too, whatever their day, and
 * the gifts sent in the `days` days before today (recentFromDt on), so one sent for a past day stays in sight.
 */
export function upcomingWindow(
  now: Date,
  days = UPCOMING_DAYS_DEFAULT,
): { fromDt: string; toDt: string; recentFromDt: string } {
  const fromDt = kstToday(now);
  return { fromDt, toDt: addDays(fromDt, days - 1), recentFromDt: addDays(fromDt, -days) };
}

/** The Korean calendar month of an instant, as the dashboards count occasions: 'YYYYMM' and its first and last day. */
export function kstMonthOf(now: Date): { ym: string; fromDt: string; toDt: string } {
  const today = kstToday(now);
  const { y, m } = ymdParts(today);
  const next = m === 12 ? `${y + 1}0101` : `${y}${String(m + 1).padStart(2, '0')}01`;
  return { ym: today.slice(0, 6), fromDt: `${today.slice(0, 6)}01`, toDt: addDays(next, -1) };
}

/** One occurrence's name as the list shows it: '생일', '입사 10주년', '창립기념일', '조사 (부모)'. */
export function occurrenceTitleText(o: {
  occasionType: OccasionType;
  years?: number | null;
  ruleNm?: string | null;
  relationCd?: string | null;
}): string {
  const title = occasionTitle(o);
  const relation =
    o.occasionType === 'CONDOLENCE' && o.relationCd && Object.hasOwn(CONDOLENCE_RELATION_LABEL, o.relationCd)
      ? CONDOLENCE_RELATION_LABEL[o.relationCd as CondolenceRelation]
      : null;
  return relation ? `${title} (${relation})` : title;
}

/**
 * The occasion's day as a back-office user may read it. A birthday is the birth date's month and day in its
 * calendar ('양력 5월 2일', '음력 윤2월 15일'), with the year for operators only (birthDateTextFor): the year would
 * tell the age. A lunar birthday also names the solar day it falls on in the occurrence's year, which is the day a
 * manager plans around ('음력 11월 5일 (올해 양력 12월 24일)'; '내년' across the new year, given todayDt). Without a
 * birth date on file (changed since) it is the celebrated day's month and day. Every other occasion is its day,
 * 'YYYY.MM.DD'.
 */
export function occasionDayText(
  viewerAuthCd: string,
  o: { occasionType: OccasionType; eventDt: string; birth?: BirthDate | null; todayDt?: string },
): string {
  if (o.occasionType !== 'BIRTHDAY') return formatYmd(o.eventDt);
  const text = o.birth ? birthDateTextFor(viewerAuthCd, o.birth) : '';
  const { y, m, d } = ymdParts(o.eventDt);
  if (!text) return `${m}월 ${d}일`;
  if (o.birth?.lunarYn !== 'Y') return text;
  const thisYear = o.todayDt ? ymdParts(o.todayDt).y : null;
  const year = y === thisYear ? '올해' : thisYear !== null && y === thisYear + 1 ? '내년' : `${y}년`;
  return `${text} (${year} 양력 ${m}월 ${d}일)`;
}

const WEEKDAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;
/** '이라' after a final consonant, '라' after a vowel: '주말이라', '크리스마스라'. */
function copulaFor(word: string): string {
  const last = [...word.replace(/[^가-힣]/g, '')].pop();
  const code = last ? last.charCodeAt(0) - 0xac00 : 0;
  return code % 28 === 0 ? '라' : '이라';
}

/**
 * Why an occurrence's send day is not the day its rule's offset names, when a weekend or a public holiday moved it
 * (sendDateOf): '주말이라 12월 24일 목요일로 앞당김', '추석이라 9월 17일 금요일로 미룸'. Null when the send day is the planned
 * day, and for a late registration (sent at once) or a rule whose timing changed since (the move no longer explains
 * the day).
 */
export function sendMoveText(o: {
  eventDt: string;
  sendDt: string;
  timing: SendTiming;
  lateYn?: 'Y' | 'N';
}): string | null {
  if (o.lateYn === 'Y') return null;
  const planned = offsetDateOf(o.eventDt, o.timing);
  if (planned === o.sendDt || moveToWorkingDay(planned, o.timing.holidayMove) !== o.sendDt) return null;
  const holiday = koreanHolidayNames(planned)?.[0];
  const reason = holiday ?? (isWeekend(planned) ? '주말' : null);
  if (!reason) return null;
  const { m, d } = ymdParts(o.sendDt);
  const day = `${m}월 ${d}일 ${WEEKDAY_NAMES[weekdayOf(o.sendDt)]}요일`;
  return `${reason}${copulaFor(reason)} ${day}로 ${o.sendDt < planned ? '앞당김' : '미룸'}`;
}
