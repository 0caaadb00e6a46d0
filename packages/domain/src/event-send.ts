import { formatNumber, formatYmd } from './formats';
import { KST_ISO_OFFSET } from './kst';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { TRANSLATED_EVENT_MESSAGES } from './recipient-messages';

/** Longest texts the send pop-ups take: a mail subject, and a body (a phone text is further held to LMS_MAX_BYTES). */
export const MESSAGE_SUBJECT_MAX = 100;
export const MESSAGE_BODY_MAX = 4000;
/** The most an LMS holds (the carriers' limit, counted as smsBytes does); a longer phone text is refused. */
export const LMS_MAX_BYTES = 2000;

/** Channels an event message can go by (the outbox's channels). */
export const SEND_CHANNELS = ['ALIMTALK', 'SMS', 'MAIL'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
export const SEND_CHANNEL_LABEL: Record<SendChannel, string> = {
  ALIMTALK: '알림톡',
  SMS: '문자(SMS/LMS)',
  MAIL: '메일',
};

/**
 * The channel a message in `language` goes by (decision 055): alimtalk's templates are registered with Kakao in
 * Korean only, so a message in another language goes by SMS/LMS; the other channels stay as they are. Every sender
 * of recipient messages asks this one rule.
 */
export const channelIn = <C extends string>(channel: C, language: Language): C | 'SMS' =>
  channel === 'ALIMTALK' && language !== DEFAULT_LANGUAGE ? 'SMS' : channel;

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

/**
 * What a client manager (25) may send, on their own company's events only (the server checks the company): a
 * reminder to those who have not applied, all of them or chosen ones, without issuing passwords. Invitations and
 * everything else stay with operators.
 */
export const CLIENT_MANAGER_SEND_TARGETS = ['NOT_APPLIED', 'USERS'] as const satisfies readonly SendTarget[];
export const clientManagerMaySend = (s: {
  kind: SendKind;
  target: SendTarget;
  issuePwdYn: 'Y' | 'N';
}): boolean =>
  s.kind === 'REMIND' &&
  (CLIENT_MANAGER_SEND_TARGETS as readonly SendTarget[]).includes(s.target) &&
  s.issuePwdYn === 'N';

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
  sent: (count: number) => `${count}명에게 발송을 등록했습니다.`,
  bodyRequired: '보낼 문구를 입력해 주세요.',
  subjectRequired: '메일 제목을 입력해 주세요.',
  bodyTooLong: `문구는 ${formatNumber(MESSAGE_BODY_MAX)}자까지 입력할 수 있습니다.`,
  subjectTooLong: `메일 제목은 ${formatNumber(MESSAGE_SUBJECT_MAX)}자까지 입력할 수 있습니다.`,
  unknownVariables: (words: readonly string[]) =>
    `알 수 없는 변수가 있습니다: ${words.join(', ')}. 목록에 있는 변수만 쓸 수 있습니다.`,
  requiredVariables: (words: readonly string[]) =>
    `받는 분이 선물을 고르려면 링크와 마감 일시가 필요합니다. 문구에 ${words.join(', ')} 변수를 넣어 주세요.`,
  tooLong: (bytes: number) =>
    `문자는 ${formatNumber(LMS_MAX_BYTES)}바이트까지 보낼 수 있습니다. 지금 문구는 받는 분에 따라 최대 ${formatNumber(bytes)}바이트입니다.`,
  alimtalkAsSms: '수정한 문구는 등록된 알림톡 템플릿과 달라 문자(SMS/LMS)로 발송됩니다.',
  alimtalkTemplate:
    '등록된 알림톡 템플릿으로 발송합니다. 알림톡을 받을 수 없는 분에게는 문자로 대신 보냅니다.',
  fixTextFirst: '문구를 고치면 미리보기를 볼 수 있습니다.',
  requiredHint: '꼭 넣어야 하는 변수: #{링크}, #{마감일시}',
  variablesHint: '누르면 커서 자리에 넣습니다. 받는 분마다 그분의 값으로 바뀌어 발송됩니다.',
  foreignRecipients: '선택한 사람 중 이 이벤트의 수령자가 아닌 사람이 있습니다.',
  clientManagerRemindOnly: '고객사 담당자는 미신청자에게 보내는 리마인드만 발송할 수 있습니다.',
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

/**
 * Variables an invitation or reminder text may hold (the chips of the send pop-ups). The server fills them in for
 * each recipient; anything else written as #{...} is refused, so a typo never reaches a phone as `#{이룸}`.
 */
export const MESSAGE_VARIABLES = [
  '#{이름}',
  '#{아이디}',
  '#{회사명}',
  '#{이벤트명}',
  '#{시작일시}',
  '#{마감일시}',
  '#{링크}',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
export const MESSAGE_VARIABLE_LABEL: Record<MessageVariable, string> = {
  '#{이름}': '받는 분 이름',
  '#{아이디}': '로그인 아이디',
  '#{회사명}': '고객사명',
  '#{이벤트명}': '이벤트명',
  '#{시작일시}': '선택 시작 일시',
  '#{마감일시}': '선택 마감 일시',
  '#{링크}': '선물 고르기 링크',
};
/** What a recipient cannot act without: where to choose and until when. No invitation or reminder goes without them. */
export const REQUIRED_MESSAGE_VARIABLES = [
  '#{링크}',
  '#{마감일시}',
] as const satisfies readonly MessageVariable[];

const DEFAULT_BODY: Record<SendKind, string> = {
  INVITE: [
    '[#{회사명}] #{이벤트명}',
    '#{이름}님, 선물을 골라 주세요.',
    '기간: #{시작일시} ~ #{마감일시}',
    '아이디: #{아이디}',
    '바로가기: #{링크}',
  ].join('\n'),
  REMIND: [
    '[#{회사명}] #{이벤트명}',
    '#{이름}님, 아직 선물을 신청하지 않으셨습니다.',
    '마감: #{마감일시}',
    '아이디: #{아이디}',
    '바로가기: #{링크}',
  ].join('\n'),
};
const DEFAULT_SUBJECT: Record<SendKind, string> = {
  INVITE: '[선물 안내] #{이벤트명}',
  REMIND: '[선물 신청 안내] #{이벤트명}',
};
/** The text an invitation or reminder goes with unless the sender edits it (every channel shares it). */
export const defaultMessageBody = (kind: SendKind): string => DEFAULT_BODY[kind];
/** The mail subject (and the LMS title) unless the sender edits it. */
export const defaultMessageSubject = (kind: SendKind): string => DEFAULT_SUBJECT[kind];

/** Line ends as one \n and no surrounding blanks: what is compared, checked and sent. */
export const normalizeMessageText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** Whether a body is the default one of its kind (null: none given, so the default). */
export const isDefaultMessageBody = (kind: SendKind, body: string | null | undefined): boolean =>
  body == null || normalizeMessageText(body) === DEFAULT_BODY[kind];

// Anything shaped like a variable, and the outbox's own {{...}} placeholders, which no sender may write.
const VARIABLE_LIKE = /#\{[^{}\n]*\}|\{\{[^{}\n]*\}\}/g;
const VARIABLE = /#\{[^{}\n]*\}/g;

/** The variable-like words of a text that are not among the known ones (MESSAGE_VARIABLES), each once, in order. */
export function unknownVariables(text: string, known: readonly string[] = MESSAGE_VARIABLES): string[] {
  const knownSet = new Set<string>(known);
  return [...new Set(text.match(VARIABLE_LIKE) ?? [])].filter((v) => !knownSet.has(v));
}

/** The required variables a body leaves out. */
export const missingVariables = (body: string): MessageVariable[] =>
  REQUIRED_MESSAGE_VARIABLES.filter((v) => !body.includes(v));

/**
 * What is wrong with an edited text, as the Korean message the sender reads, or null: an empty body or subject, a
 * variable that does not exist (named), the link or the close time left out of the body.
 */
export function messageTextProblem(text: {
  subject?: string | null;
  body?: string | null;
}): { field: 'subject' | 'body'; message: string } | null {
  if (text.subject != null && normalizeMessageText(text.subject) === '')
    return { field: 'subject', message: EVENT_SEND_MESSAGES.subjectRequired };
  if (text.subject != null) {
    const unknown = unknownVariables(text.subject);
    if (unknown.length > 0)
      return { field: 'subject', message: EVENT_SEND_MESSAGES.unknownVariables(unknown) };
  }
  if (text.body == null) return null;
  const body = normalizeMessageText(text.body);
  if (body === '') return { field: 'body', message: EVENT_SEND_MESSAGES.bodyRequired };
  const unknown = unknownVariables(body);
  if (unknown.length > 0) return { field: 'body', message: EVENT_SEND_MESSAGES.unknownVariables(unknown) };
  const missing = missingVariables(body);
  if (missing.length > 0) return { field: 'body', message: EVENT_SEND_MESSAGES.requiredVariables(missing) };
  return null;
}

const dateTime = (ymd: string, hms: string) => `${formatYmd(ymd)} ${hm(hms)}`;
/** What each variable becomes for one recipient. */
export const messageVariableValues = (v: MessageValues): Record<MessageVariable, string> => ({
  '#{이름}': v.userNm,
  '#{아이디}': v.userId,
  '#{회사명}': v.cmpyNm,
  '#{이벤트명}': v.eventNm,
  '#{시작일시}': dateTime(v.startDt, v.startTm),
  '#{마감일시}': dateTime(v.endDt, v.endTm),
  '#{링크}': v.link,
});

/**
 * Fills the variables in one pass: a value that itself looks like a variable (an event name) is left as it is, and
 * a variable without a value stays as written.
 */
export const fillMessage = (template: string, values: Readonly<Partial<Record<string, string>>>): string =>
  template.replace(VARIABLE, (word) => values[word] ?? word);

/**
 * The invitation or reminder text (alimtalk, SMS/LMS and mail share it): the template (the default of its kind in the
 * recipient's language, or the sender's) with the recipient's values, then the initial password line for one who
 * gets a password, in the same language.
 */
export function eventMessageText(
  kind: SendKind,
  v: MessageValues,
  template?: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const text = fillMessage(
    normalizeMessageText(template ?? defaultMessageBodyIn(kind, language)),
    messageVariableValues(v),
  );
  if (v.password === null) return text;
  const passwordLine =
    language === 'ko' ? '초기 비밀번호: ' : TRANSLATED_EVENT_MESSAGES[language].passwordLine;
  return `${text}\n${passwordLine}${v.password}`;
}

/** The subject of an invitation or reminder mail (and LMS title): the template with the event's values. */
export const eventMessageSubject = (
  kind: SendKind,
  v: MessageValues,
  template?: string,
  language: Language = DEFAULT_LANGUAGE,
): string =>
  fillMessage(
    normalizeMessageText(template ?? defaultMessageSubjectIn(kind, language)),
    messageVariableValues(v),
  );

/** The default text of a kind in a recipient's language (Korean: the spec's). */
export const defaultMessageBodyIn = (kind: SendKind, language: Language): string =>
  language === 'ko' ? DEFAULT_BODY[kind] : TRANSLATED_EVENT_MESSAGES[language].body[kind];
/** The default subject of a kind in a recipient's language. */
export const defaultMessageSubjectIn = (kind: SendKind, language: Language): string =>
  language === 'ko' ? DEFAULT_SUBJECT[kind] : TRANSLATED_EVENT_MESSAGES[language].subject[kind];

/**
 * SMS or LMS: a Korean SMS holds 90 bytes counted as the carriers do (EUC-KR: a Hangul or other non-ASCII
 * character takes 2 bytes); a longer text goes as LMS, up to LMS_MAX_BYTES.
 */
export const SMS_MAX_BYTES = 90;
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) < 0x80 ? 1 : 2;
  return n;
}
export const smsKind = (text: string): 'SMS' | 'LMS' => (smsBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS');

/**
 * The most bytes a phone text of this template can take for any recipient of a send: the event's values as they
 * are, and a name and a login ID as long (in characters) as the longest the send's recipients have, each character
 * counted at 2 bytes (the most smsBytes counts); the initial password line at its length where one goes.
 */
export function phoneTextBytesBound(
  kind: SendKind,
  template: string,
  event: Omit<MessageValues, 'userNm' | 'userId' | 'password'>,
  longest: { nameChars: number; idChars: number; passwordChars: number | null },
): number {
  return smsBytes(
    eventMessageText(
      kind,
      {
        ...event,
        userNm: '가'.repeat(longest.nameChars),
        userId: '가'.repeat(longest.idChars),
        password: longest.passwordChars === null ? null : 'x'.repeat(longest.passwordChars),
      },
      template,
    ),
  );
}

/** The invitation link: /checkDevice sends a phone to /m/login (then the gift preview) and a PC to /login. */
export const invitationLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/checkDevice`;

/** Reminder offsets an operator may pick: days before the close. */
export const REMINDER_DAYS = [7, 3, 2, 1, 0] as const;

/**
 * The instant a reminder is due: `daysBefore` days before the event's close (endDt endTm, Korean time). 0 means on
 * the close day at 09:00 KST.
 */
export function reminderDueAt(endDt: string, endTm: string, daysBefore: number): Date {
  if (daysBefore === 0) return new Date(`${isoDay(endDt)}T09:00:00${KST_ISO_OFFSET}`);
  return new Date(eventCloseAt(endDt, endTm).getTime() - daysBefore * 86_400_000);
}

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
/** The instant an event closes: endDt endTm in Korean time. */
export const eventCloseAt = (endDt: string, endTm: string): Date =>
  new Date(
    `${isoDay(endDt)}T${endTm.slice(0, 2)}:${endTm.slice(2, 4)}:${endTm.slice(4, 6)}${KST_ISO_OFFSET}`,
  );
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
