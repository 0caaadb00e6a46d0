import { formatYmd } from './formats';

/** Channels an event message can go by (the outbox's channels). */
export const SEND_CHANNELS = ['ALIMTALK', 'SMS', 'MAIL'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
export const SEND_CHANNEL_LABEL: Record<SendChannel, string> = {
  ALIMTALK: '알림톡',
  SMS: '문자(SMS/LMS)',
  MAIL: '메일',
};

/** Who a send goes to: everyone of the event, the event's recipients in one group, chosen people, or those not applied. */
export const SEND_TARGETS = ['ALL', 'GROUP', 'USERS', 'NOT_APPLIED'] as const;
export type SendTarget = (typeof SEND_TARGETS)[number];
export const SEND_TARGET_LABEL: Record<SendTarget, string> = {
  ALL: '전체 수령자',
  GROUP: '그룹',
  USERS: '선택한 수령자',
  NOT_APPLIED: '미신청자',
};

export const SEND_KINDS = ['INVITE', 'REMIND'] as const;
export type SendKind = (typeof SEND_KINDS)[number];
export const SEND_KIND_LABEL: Record<SendKind, string> = { INVITE: '초대', REMIND: '리마인드' };

/** Outbox states as people read them: PENDING and SENDING are both still queued. */
export const OUTBOX_STATUS_LABEL: Record<string, string> = {
  PENDING: '발송 대기',
  SENDING: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
};

export const EVENT_SEND_MESSAGES = {
  noRecipients: '발송할 수령자가 없습니다.',
  sendAtPast: '예약 발송 시각은 현재 이후여야 합니다.',
  groupRequired: '그룹을 선택해 주세요.',
  usersRequired: '수령자를 선택해 주세요.',
  eventClosed: '종료된 이벤트에는 발송할 수 없습니다.',
  reminderExists: '이미 등록된 리마인드 일정입니다.',
  invitationSubject: (eventNm: string) => `[선물 안내] ${eventNm}`,
  reminderSubject: (eventNm: string) => `[선물 신청 안내] ${eventNm}`,
  sent: (count: number) => `${count}명에게 발송을 등록했습니다.`,
} as const;

/** The values a message is filled with for one recipient. */
export type MessageValues = {
  userNm: string;
  eventNm: string;
  cmpyNm: string;
  link: string;
  userId: string;
  /** The initial password or its placeholder; null when the recipient has none to be told. */
  password: string | null;
  startDt: string;
  startTm: string;
  endDt: string;
  endTm: string;
};

const hm = (hms: string) => `${hms.slice(0, 2)}:${hms.slice(2, 4)}`;
export const eventPeriodText = (v: Pick<MessageValues, 'startDt' | 'startTm' | 'endDt' | 'endTm'>) =>
  `${formatYmd(v.startDt)} ${hm(v.startTm)} ~ ${formatYmd(v.endDt)} ${hm(v.endTm)}`;

/** The invitation or reminder text (alimtalk, SMS/LMS and mail share it). */
export function eventMessageText(kind: SendKind, v: MessageValues): string {
  const lines =
    kind === 'INVITE'
      ? [
          `[${v.cmpyNm}] ${v.eventNm}`,
          `${v.userNm}님, 선물을 골라 주세요.`,
          `기간: ${eventPeriodText(v)}`,
          `아이디: ${v.userId}`,
        ]
      : [
          `[${v.cmpyNm}] ${v.eventNm}`,
          `${v.userNm}님, 아직 선물을 신청하지 않으셨습니다.`,
          `마감: ${formatYmd(v.endDt)} ${hm(v.endTm)}`,
          `아이디: ${v.userId}`,
        ];
  if (v.password !== null) lines.push(`초기 비밀번호: ${v.password}`);
  lines.push(`바로가기: ${v.link}`);
  return lines.join('\n');
}

/**
 * SMS or LMS: a Korean SMS holds 90 bytes counted as the carriers do (EUC-KR: a Hangul or other non-ASCII
 * character takes 2 bytes); a longer text goes as LMS.
 */
export const SMS_MAX_BYTES = 90;
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) < 0x80 ? 1 : 2;
  return n;
}
export const smsKind = (text: string): 'SMS' | 'LMS' => (smsBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS');

/** The invitation link: /checkDevice sends a phone to /m/login (then the gift preview) and a PC to /login. */
export const invitationLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/checkDevice`;

/** Reminder offsets an operator may pick: days before the close. */
export const REMINDER_DAYS = [7, 3, 2, 1, 0] as const;

/**
 * The instant a reminder is due: `daysBefore` days before the event's close (endDt endTm, Korean time). 0 means on
 * the close day at 09:00 KST.
 */
export function reminderDueAt(endDt: string, endTm: string, daysBefore: number): Date {
  if (daysBefore === 0) return new Date(`${isoDay(endDt)}T09:00:00+09:00`);
  return new Date(eventCloseAt(endDt, endTm).getTime() - daysBefore * 86_400_000);
}

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
/** The instant an event closes: endDt endTm in Korean time. */
export const eventCloseAt = (endDt: string, endTm: string): Date =>
  new Date(`${isoDay(endDt)}T${endTm.slice(0, 2)}:${endTm.slice(2, 4)}:${endTm.slice(4, 6)}+09:00`);
/** The instant an event opens: startDt startTm in Korean time. */
export const eventOpenAt = (startDt: string, startTm: string): Date => eventCloseAt(startDt, startTm);

/** Satisfaction survey: 1 to 5 stars and an optional comment. */
export const SURVEY_MAX_SCORE = 5;
export const SURVEY_COMMENT_MAX = 500;
export const SURVEY_MESSAGES = {
  title: '선물 서비스 만족도 조사',
  scoreRequired: '별점을 선택해 주세요.',
  commentTooLong: `의견은 ${SURVEY_COMMENT_MAX}자 이내로 입력해 주세요.`,
  notApplied: '선물을 신청한 후 참여할 수 있습니다.',
  alreadyAnswered: '이미 참여한 설문입니다.',
  thanks: '소중한 의견 감사합니다.',
  submit: '제출',
  noEvent: '참여할 수 있는 설문이 없습니다.',
} as const;

export const PROD_READY_MESSAGES = {
  title: '선물 준비 중입니다',
  notOpen: (when: string) => `선물 선택은 ${when}부터 가능합니다.`,
  noProducts: '선물 목록을 준비하고 있습니다. 잠시 후 다시 확인해 주세요.',
} as const;
