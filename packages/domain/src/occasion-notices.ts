import { fillMessage, type SendChannel } from './event-send';
import { formatYmd, maskName } from './formats';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { OCCASION_TYPE_LABEL, type OccasionType, occasionTextsIn, occasionTypeLabel } from './occasion';
import { type LifeEventDecisionTexts, TRANSLATED_LIFE_EVENT_DECISIONS } from './recipient-notices';

/*
 * What the occasion engine sends besides the rule's own texts (decision 036): the reminder to a recipient who has not
 * chosen yet, the client manager's notice of gifts left unchosen at the close, the name of the day's gift event, and
 * which channel a message goes by when the person has no address on the rule's one.
 */

/** The gift event of one rule and send day: '<rule name> YYYY.MM.DD' (the event history lists it so). */
export const occasionEventName = (ruleNm: string, sendDt: string): string =>
  `${ruleNm.trim().slice(0, 180)} ${formatYmd(sendDt)}`;

/**
 * A reminder's text: the gift is still unchosen, with the close time and the link (the same variables as the rule's
 * texts). A condolence's says 물품, never 선물 or anything a celebration word list would catch.
 */
export const occasionReminderBody = (type: OccasionType, language: Language = DEFAULT_LANGUAGE): string => {
  if (language !== 'ko') {
    const { reminder } = occasionTextsIn(language);
    return type === 'CONDOLENCE' ? reminder.condolence : reminder.gift;
  }
  return [
    type === 'CONDOLENCE'
      ? '[#{회사명}] #{이름}님, 보내 드린 물품을 아직 고르지 않으셨습니다.'
      : '[#{회사명}] #{이름}님, 보내 드린 #{경조사} 선물을 아직 고르지 않으셨습니다.',
    '마감 전에 골라 주세요.',
    '마감: #{마감일시}',
    '바로가기: #{링크}',
  ].join('\n');
};

/** A reminder's mail subject (and LMS title). */
export const occasionReminderSubject = (
  type: OccasionType,
  language: Language = DEFAULT_LANGUAGE,
): string => {
  if (language !== 'ko') {
    const { reminderSubject } = occasionTextsIn(language);
    return type === 'CONDOLENCE' ? reminderSubject.condolence : reminderSubject.gift;
  }
  return type === 'CONDOLENCE' ? '[#{회사명}] 물품 선택 안내' : '[#{회사명}] 선물 선택 안내';
};

/**
 * The channel a person's message goes by: the rule's, or the other kind when they have no address there (a phone
 * channel without a phone goes by mail, mail without an address by SMS/LMS), or null when they have neither: a gift
 * nobody hears of is worse than one announced on another channel. An alimtalk whose text the rule rewrote goes by
 * SMS/LMS, as the event sends do (decision 027): an alimtalk must match the template registered with Kakao.
 */
export function occasionSendChannel(
  ruleChannel: SendChannel,
  contact: { phone: boolean; mail: boolean },
  customAlimtalkText = false,
): SendChannel | null {
  if (ruleChannel === 'MAIL') return contact.mail ? 'MAIL' : contact.phone ? 'SMS' : null;
  if (!contact.phone) return contact.mail ? 'MAIL' : null;
  return ruleChannel === 'ALIMTALK' && customAlimtalkText ? 'SMS' : ruleChannel;
}

/** Names a notice lists at most; the rest are counted. */
export const UNCHOSEN_NAMES_MAX = 100;

/**
 * The client manager's notice when an occasion's choice closed with gifts unchosen (close action NOTIFY_MANAGER):
 * how many, and who with their names masked (Korean privacy practice: a mail is not a screen with an access log).
 */
export function occasionUnchosenMail(
  ev: { cmpyNm: string; eventNm: string; endDt: string },
  names: readonly string[],
  link: string,
): { subject: string; body: string } {
  const listed = names.slice(0, UNCHOSEN_NAMES_MAX).map((n) => `- ${maskName(n)}`);
  const more = names.length - listed.length;
  return {
    subject: `[PCS] 선물 미선택 안내: ${ev.eventNm}`,
    body: [
      `${ev.cmpyNm}의 "${ev.eventNm}" 선택 기간이 ${formatYmd(ev.endDt)}에 끝났습니다.`,
      `선물을 고르지 않은 분: ${names.length}명`,
      '',
      ...listed,
      ...(more > 0 ? [`- 외 ${more}명`] : []),
      '',
      `이벤트 상세: ${link}`,
    ].join('\n'),
  };
}

/**
 * The client managers' notice of an employee's life event request: who (name masked, as in the other notices a
 * mail or a phone shows), what and when, and the screen where it is decided.
 */
export function lifeEventRequestedNotice(
  r: { cmpyNm: string; userNm: string; occasionType: OccasionType; eventDt: string },
  link: string,
): { subject: string; body: string } {
  return {
    subject: `[${r.cmpyNm}] 경조사 신청 안내`,
    body: [
      `[${r.cmpyNm}] ${maskName(r.userNm)}님이 경조사를 신청했습니다.`,
      `경조사: ${OCCASION_TYPE_LABEL[r.occasionType]} (${formatYmd(r.eventDt)})`,
      '승인 또는 반려해 주세요.',
      `바로가기: ${link}`,
    ].join('\n'),
  };
}

/** The employee's notice of a decision in Korean, in the shape of its translations (recipient-notices.ts). */
const KOREAN_LIFE_EVENT_DECISION: LifeEventDecisionTexts = {
  subject: { approved: '[#{회사명}] 경조사 신청 승인 안내', rejected: '[#{회사명}] 경조사 신청 반려 안내' },
  body: {
    approved: '[#{회사명}] #{이름}님, 신청하신 경조사(#{경조사}, #{날짜})가 승인되었습니다.',
    rejected: '[#{회사명}] #{이름}님, 신청하신 경조사(#{경조사}, #{날짜})가 반려되었습니다.',
  },
  reason: '반려 사유: #{사유}',
  link: '신청 내역: #{링크}',
};

/** The decision notice's texts in a language (Korean: the ones above). */
export const lifeEventDecisionTexts = (language: Language): LifeEventDecisionTexts =>
  language === 'ko' ? KOREAN_LIFE_EVENT_DECISION : TRANSLATED_LIFE_EVENT_DECISIONS[language];

/**
 * The employee's notice of the decision on their request: approved, or rejected with the manager's reason (as they
 * wrote it), in the employee's language. It names no gift (a condolence's gift is not called one, and the rule
 * decides what follows).
 */
export function lifeEventDecidedNotice(
  r: { cmpyNm: string; userNm: string; occasionType: OccasionType; eventDt: string },
  decision: { approved: true } | { approved: false; reason: string },
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; body: string } {
  const texts = lifeEventDecisionTexts(language);
  const which = decision.approved ? 'approved' : 'rejected';
  const values = {
    '#{회사명}': r.cmpyNm,
    '#{이름}': r.userNm,
    '#{경조사}': occasionTypeLabel(r.occasionType, language),
    '#{날짜}': formatYmd(r.eventDt),
    '#{사유}': decision.approved ? '' : decision.reason,
    '#{링크}': link,
  };
  return {
    subject: fillMessage(texts.subject[which], values),
    body: [texts.body[which], ...(decision.approved ? [] : [texts.reason]), texts.link]
      .map((line) => fillMessage(line, values))
      .join('\n'),
  };
}

/**
 * The client managers' messenger notice (decision 056) that the daily computation found occasions waiting for their
 * approval (rules with 승인 필요): how many, and the screen where they are approved.
 */
export function occasionApprovalWaitingNotice(
  r: { cmpyNm: string; count: number },
  link: string,
): { subject: string; body: string } {
  return {
    subject: `[${r.cmpyNm}] 경조사 선물 승인 요청`,
    body: [
      `[${r.cmpyNm}] 승인을 기다리는 경조사 선물이 ${r.count}건 있습니다.`,
      '발송일 전에 승인 또는 제외해 주세요.',
      `바로가기: ${link}`,
    ].join('\n'),
  };
}
