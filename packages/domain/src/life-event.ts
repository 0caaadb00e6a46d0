import type { LifeEventType } from './occasion';
import { addDays } from './occasion-dates';
import { APPROVAL_MESSAGES } from './org-messages';

/*
 * HR data the occasions run on (decision 036): the life events of an employee and the HR dates kept with the user.
 * A life event is APPROVED when an operator, a client manager or the Excel import registers it, REQUESTED when the
 * employee asks for it from my page (until a manager decides: APPROVED, or REJECTED with a reason), and DELETED when
 * withdrawn by the employee or deleted by a manager. Only APPROVED ones yield gifts.
 */

export const LIFE_EVENT_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'DELETED'] as const;
export type LifeEventStatus = (typeof LIFE_EVENT_STATUSES)[number];
export const LIFE_EVENT_STATUS_LABEL: Record<LifeEventStatus, string> = {
  REQUESTED: '신청',
  APPROVED: '승인',
  REJECTED: '반려',
  DELETED: '삭제',
};
export const isLifeEventStatus = (value: unknown): value is LifeEventStatus =>
  typeof value === 'string' && (LIFE_EVENT_STATUSES as readonly string[]).includes(value);

/**
 * What an employee may ask for from my page. 승진 and 퇴직 are the company's own decisions: HR registers them (the
 * user screens or the Excel import), nobody asks for them.
 */
export const REQUESTABLE_LIFE_EVENT_TYPES = [
  'WEDDING',
  'CHILDBIRTH',
  'CHILD_SCHOOL',
  'CONDOLENCE',
  'RETURN_TO_WORK',
] as const satisfies readonly LifeEventType[];
export const isRequestableLifeEventType = (value: unknown): boolean =>
  typeof value === 'string' && (REQUESTABLE_LIFE_EVENT_TYPES as readonly string[]).includes(value);

/** How far from today (KST) an employee's request may date its event: a typo like 2062 is refused. */
export const LIFE_EVENT_REQUEST_WINDOW_DAYS = 365;

/** Limits of a life event's texts (the table's columns). */
export const LIFE_EVENT_LIMITS = { memoMax: 500 } as const;

/** Korean texts of the life events and the HR dates, named once for the API, the screens and the tests. */
export const LIFE_EVENT_MESSAGES = {
  notFound: '경조사를 찾을 수 없습니다.',
  alreadyDecided: APPROVAL_MESSAGES.alreadyDecided,
  alreadyDeleted: '이미 삭제된 경조사입니다.',
  duplicate: '같은 날짜에 같은 경조사가 이미 등록되어 있습니다.',
  typeRequired: '경조사 유형을 선택해주세요.',
  eventDtRequired: '경조사 일자를 입력해주세요.',
  notRequestable: '마이페이지에서 신청할 수 없는 경조사입니다. 회사 담당자에게 문의해주세요.',
  requestDateOutOfRange: '경조사 일자는 오늘 기준 1년 전부터 1년 후 사이로 입력해주세요.',
  noCompany: '소속 회사가 없는 사용자는 경조사를 등록할 수 없습니다.',
  memoTooLong: `메모는 ${LIFE_EVENT_LIMITS.memoMax}자까지 입력할 수 있습니다.`,
  // Confirms and results of the screens
  saveConfirm: '경조사를 등록하시겠습니까? 등록하면 바로 승인되어 회사 규칙에 따라 선물이 예약됩니다.',
  saved: '경조사를 등록했습니다.',
  deleteConfirm: '이 경조사를 삭제하시겠습니까? 아직 발송되지 않은 선물은 취소됩니다.',
  deleted: '경조사를 삭제했습니다.',
  approveConfirm: '이 경조사 신청을 승인하시겠습니까? 회사 규칙에 따라 선물이 예약됩니다.',
  approved: '승인했습니다.',
  rejectConfirm: '이 경조사 신청을 반려하시겠습니까?',
  rejected: '반려했습니다.',
  requestConfirm: '경조사를 신청하시겠습니까?',
  requested: '신청했습니다. 회사 담당자가 확인한 뒤 승인합니다.',
  withdrawConfirm: '이 경조사 신청을 철회하시겠습니까?',
  withdrawn: '신청을 철회했습니다.',
  // HR dates of the user
  hireDtInvalid: '입사일을 확인해주세요.',
  leaveDtInvalid: '퇴사일을 확인해주세요.',
  leaveBeforeHire: '퇴사일은 입사일과 같거나 그 이후여야 합니다.',
  // The Excel import's life-event sheet
  dateCellInvalid: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  importUnknownUser: '사용자 시트에도, 이 회사의 임직원에도 없는 아이디입니다.',
} as const;

/** A change of a life event's status: a manager approves, rejects or deletes; the employee withdraws. */
export type LifeEventAction = 'APPROVE' | 'REJECT' | 'DELETE' | 'WITHDRAW';

const FROM: Record<LifeEventAction, readonly LifeEventStatus[]> = {
  APPROVE: ['REQUESTED'],
  REJECT: ['REQUESTED'],
  WITHDRAW: ['REQUESTED'],
  DELETE: ['REQUESTED', 'APPROVED', 'REJECTED'],
};
const TO: Record<LifeEventAction, LifeEventStatus> = {
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  WITHDRAW: 'DELETED',
  DELETE: 'DELETED',
};

/**
 * The life event state machine (decision 036): a request (REQUESTED) is approved, rejected or withdrawn once; a
 * manager may delete any life event not yet deleted (a rejected one too, to tidy the list). The API applies the
 * answer with a conditional update on the status it read, so two managers cannot both decide one request.
 */
export function nextLifeEventState(
  state: string,
  action: LifeEventAction,
): { ok: true; next: LifeEventStatus } | { ok: false; message: string } {
  if (isLifeEventStatus(state) && FROM[action].includes(state)) return { ok: true, next: TO[action] };
  if (state === 'DELETED') return { ok: false, message: LIFE_EVENT_MESSAGES.alreadyDeleted };
  return { ok: false, message: LIFE_EVENT_MESSAGES.alreadyDecided };
}

/** Whether an employee's request may date its event `eventDt` (YYYYMMDD) on `today` (KST): within a year either way. */
export const isRequestableLifeEventDate = (eventDt: string, today: string): boolean =>
  eventDt >= addDays(today, -LIFE_EVENT_REQUEST_WINDOW_DAYS) &&
  eventDt <= addDays(today, LIFE_EVENT_REQUEST_WINDOW_DAYS);

/** The HR dates' rule between fields: a leave date (퇴사일) is not before the hire date; null when both are fine. */
export function hrDatesProblem(dates: {
  hireDt: string | null;
  leaveDt: string | null;
}): { field: 'leaveDt'; message: string } | null {
  if (dates.hireDt && dates.leaveDt && dates.leaveDt < dates.hireDt)
    return { field: 'leaveDt', message: LIFE_EVENT_MESSAGES.leaveBeforeHire };
  return null;
}
