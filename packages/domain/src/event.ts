import { EVENT_STATUS, type EventStatus } from './constants';
import { kstStamp } from './kst';

/** Korean labels of the event status, shown wherever a status appears (code group 014). */
export const EVENT_STATUS_LABEL: Record<EventStatus, string> = {
  '00': '작성중',
  '01': '오픈예정',
  '02': '진행중',
  '03': '종료',
  '09': '취소',
};

export const isEventStatus = (value: string): value is EventStatus =>
  (Object.values(EVENT_STATUS) as string[]).includes(value);

/** What an operator may ask of an event. open/close are done by the clock (effectiveEventStatus), not by a button. */
export type EventAction =
  | 'schedule'
  | 'backToDraft'
  | 'cancel'
  | 'closeNow'
  | 'open'
  | 'close'
  | 'editSettings'
  | 'editProducts'
  | 'extendClose'
  | 'addStock'
  | 'addRecipients'
  | 'removeRecipients';

/** Who acts: an operator admin, or the system clock (the periodic job and status computed on read). */
export type EventActor = 'operator' | 'clock';

export type EventTransition =
  | { ok: true; next: EventStatus }
  | { ok: false; reason: 'notAllowed' | 'readOnly' | 'actorNotAllowed' };

const STATUS_CHANGE: Partial<Record<EventAction, { from: EventStatus[]; to: EventStatus; by: EventActor }>> =
  {
    schedule: { from: [EVENT_STATUS.draft], to: EVENT_STATUS.ready, by: 'operator' },
    backToDraft: { from: [EVENT_STATUS.ready], to: EVENT_STATUS.draft, by: 'operator' },
    cancel: { from: [EVENT_STATUS.draft, EVENT_STATUS.ready], to: EVENT_STATUS.cancelled, by: 'operator' },
    // The operator ends an open event before its close time: the same close as the clock's, now.
    closeNow: { from: [EVENT_STATUS.running], to: EVENT_STATUS.closed, by: 'operator' },
    open: { from: [EVENT_STATUS.ready], to: EVENT_STATUS.running, by: 'clock' },
    close: { from: [EVENT_STATUS.ready, EVENT_STATUS.running], to: EVENT_STATUS.closed, by: 'clock' },
  };

/** What may be changed in each status, without changing the status. */
const EDITS: Record<EventStatus, EventAction[]> = {
  '00': ['editSettings', 'editProducts', 'addStock', 'addRecipients', 'removeRecipients'],
  '01': ['editSettings', 'editProducts', 'addStock', 'addRecipients', 'removeRecipients'],
  '02': ['extendClose', 'addStock', 'addRecipients', 'removeRecipients'],
  '03': [],
  '09': [],
};

/**
 * The event life cycle: draft -> scheduled (ready) -> open (running) -> closed, and draft or scheduled ->
 * cancelled. Only draft and scheduled events change products and prices; an open event may extend its close time and
 * add stock and recipients; closed and cancelled events are read-only. Opening and closing belong to the clock.
 * Returns the next status (the same one for an edit) or a refusal.
 */
export function eventTransition(state: EventStatus, action: EventAction, actor: EventActor): EventTransition {
  const change = STATUS_CHANGE[action];
  if (change) {
    if (change.by !== actor) return { ok: false, reason: 'actorNotAllowed' };
    return change.from.includes(state) ? { ok: true, next: change.to } : { ok: false, reason: 'notAllowed' };
  }
  if (actor !== 'operator') return { ok: false, reason: 'actorNotAllowed' };
  if (EDITS[state].length === 0) return { ok: false, reason: 'readOnly' };
  return EDITS[state].includes(action) ? { ok: true, next: state } : { ok: false, reason: 'notAllowed' };
}

/** The edits a screen may offer in a status (buttons and fields; the server asks eventTransition again). */
export const allowedEventEdits = (state: EventStatus): readonly EventAction[] => EDITS[state];

/** An event's period as KST wall-clock digits: YYYYMMDD + HHMISS, both ends inclusive (spec §5 formats). */
export type EventPeriod = { startDt: string; startTm: string; endDt: string; endTm: string };

/**
 * The status an event has at `now`: a scheduled event is open from its start and closed after its end; an open one
 * is closed after its end. Used on every read and by the periodic job, so nothing waits for a button.
 */
export function effectiveEventStatus(stored: EventStatus, period: EventPeriod, now: Date): EventStatus {
  const stamp = kstStamp(now);
  const start = `${period.startDt}${period.startTm}`;
  const end = `${period.endDt}${period.endTm}`;
  if (stored === EVENT_STATUS.ready || stored === EVENT_STATUS.running) {
    if (stamp > end) return EVENT_STATUS.closed;
    if (stored === EVENT_STATUS.ready && stamp >= start) return EVENT_STATUS.running;
  }
  return stored;
}

/** What happens at close to recipients who never chose (data for the closing work of Gift events II). */
export const CLOSE_RULE = { nothing: '01', defaultGift: '02' } as const;
export type CloseRule = (typeof CLOSE_RULE)[keyof typeof CLOSE_RULE];
export const CLOSE_RULE_LABEL: Record<CloseRule, string> = {
  '01': '처리하지 않음',
  '02': '기본 선물 지급',
};

/** Occasions of the themes (spec §1). */
export const OCCASION = { encouragement: '01', personal: '02', company: '03' } as const;
export type Occasion = (typeof OCCASION)[keyof typeof OCCASION];
export const OCCASION_LABEL: Record<Occasion, string> = {
  '01': '격려',
  '02': '개인 경조',
  '03': '기업 행사',
};

/** A recipient's state in an event, as the event detail counts them. */
export const RECIPIENT_STATE = {
  notLoggedIn: '01',
  loggedIn: '02',
  applied: '03',
  paid: '04',
  delivered: '05',
  /** Every gift they got was returned and refunded (decision 030); one chosen again counts as that order's state. */
  returned: '06',
} as const;
export type RecipientState = (typeof RECIPIENT_STATE)[keyof typeof RECIPIENT_STATE];
export const RECIPIENT_STATE_LABEL: Record<RecipientState, string> = {
  '01': '미접속',
  '02': '접속',
  '03': '신청완료',
  '04': '결제완료',
  '05': '배송완료',
  '06': '반품완료',
};

/** Messages of event management. */
export const EVENT_MESSAGES = {
  statusNotAllowed: '현재 이벤트 상태에서는 할 수 없는 작업입니다.',
  readOnly: '종료되었거나 취소된 이벤트는 수정할 수 없습니다.',
  productsLocked: '진행 중인 이벤트는 상품과 가격을 변경할 수 없습니다. 재고 추가·차감만 가능합니다.',
  closeOnlyLater: '진행 중인 이벤트는 종료 일시를 늦추는 것만 가능합니다.',
  /** Followed by the labels of the fields the request tried to change, in parentheses. */
  runningFieldsLocked: '진행 중인 이벤트는 종료 일시 연장과 재고 추가·차감만 가능합니다. 변경할 수 없는 항목',
  stockRemoveOverLeft: '남은 재고보다 많이 차감할 수 없습니다. 상세 화면에서 남은 재고를 확인해주세요.',
  prodAlreadyChosen: '이미 선택한 수령자가 있어 삭제할 수 없는 상품입니다.',
  recipientApplied: '이미 선물을 신청한 수령자는 삭제할 수 없습니다.',
  periodInvalid: '종료 일시는 시작 일시보다 늦어야 합니다.',
  productRequired: '이벤트 상품을 1개 이상 선택해주세요.',
  recipientRequired: '수령자를 1명 이상 지정해주세요.',
  /** Adding recipients by group with no group picked. */
  productNotOffered: '승인되고 사용 중인 상품만 이벤트에 담을 수 있습니다.',
  defaultGiftRequired: '기본 선물로 지급할 상품을 이벤트 상품 중에서 선택해주세요.',
  budgetRequired: '예산 초과 결제를 허용하려면 1인당 예산을 입력해주세요.',
  notRecipientCompany: '이벤트 회사의 사용자만 수령자로 지정할 수 있습니다.',
  companyFixed: '이벤트의 회사는 변경할 수 없습니다.',
  /** Recipients added by group with no group chosen. */
  groupRequired: '그룹을 선택해주세요.',
  /** A recipient import for another company than the event's. */
  notEventCompany: '이벤트의 회사가 아닙니다.',
  /** Recipient import rows: an ID of another company's account, and an account no longer in use. */
  importForeignUser: '다른 회사의 아이디입니다.',
  importUnusedUser: '사용하지 않는 계정입니다.',
  /** Recipient import rows of a new ID without what its new account needs. */
  importNewAccountName: '없는 아이디입니다. 새 계정을 만들려면 이름을 입력해주세요.',
  importNewAccountPhone: '없는 아이디입니다. 새 계정을 만들려면 휴대폰번호를 입력해주세요.',
} as const;

/** A recipient import may create at most `max` new accounts at once. */
export const newAccountsLimitText = (max: number): string =>
  `새 계정은 한 번에 ${max}명까지 만들 수 있습니다.`;

/** The message for a refused transition. */
export function eventRefusalText(reason: 'notAllowed' | 'readOnly' | 'actorNotAllowed'): string {
  return reason === 'readOnly' ? EVENT_MESSAGES.readOnly : EVENT_MESSAGES.statusNotAllowed;
}
