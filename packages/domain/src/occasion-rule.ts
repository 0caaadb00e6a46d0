import {
  type CondolenceRelation,
  defaultOccasionBody,
  defaultOccasionCard,
  defaultOccasionSubject,
  type OccasionMessageValues,
  type OccasionType,
  occasionMessageText,
  occasionTitle,
} from './occasion';
import { occasionPeriod, type SendWhen } from './occasion-dates';

/*
 * The company rules of occasions as the rule screens and their API show them (decision 036): when a rule sends in
 * words, its texts filled with sample values, and the messages of the server's checks on a save.
 */

/**
 * When a rule sends, in the words of the list: '당일 09:00', '3일 전 10:00', '1일 후 18:30'. The holiday move is
 * not in it: it applies to some days only.
 */
export function occasionSendTimingText(rule: {
  sendWhen: SendWhen;
  offsetDays: number;
  sendTm: string;
}): string {
  if (rule.sendWhen === 'ON_DAY' || rule.offsetDays === 0) return `당일 ${rule.sendTm}`;
  return `${rule.offsetDays}일 ${rule.sendWhen === 'BEFORE' ? '전' : '후'} ${rule.sendTm}`;
}

/** The sample person a preview fills a rule's texts for (no real person's data on a settings screen). */
export const OCCASION_PREVIEW_SAMPLE = {
  userNm: '홍길동',
  userId: 'hong.gd',
  years: 10,
  relationCd: 'PARENT',
  link: 'https://gift.example.com/g/AbC123',
} as const satisfies {
  userNm: string;
  userId: string;
  years: number;
  relationCd: CondolenceRelation;
  link: string;
};

/**
 * The values a rule's texts are filled with in its preview: the sample person, the company's name, the occasion's
 * title (a group day's rule name), the occasion on `eventDt`, sent on `sendDt` and closing openDays later.
 */
export function occasionPreviewValues(rule: {
  occasionType: OccasionType;
  ruleNm: string;
  cmpyNm: string;
  eventDt: string;
  sendDt: string;
  openDays: number;
}): OccasionMessageValues {
  const years = rule.occasionType === 'WORK_ANNIVERSARY' ? OCCASION_PREVIEW_SAMPLE.years : null;
  const close = occasionPeriod(rule.sendDt, '00:00', rule.openDays);
  return {
    userNm: OCCASION_PREVIEW_SAMPLE.userNm,
    userId: OCCASION_PREVIEW_SAMPLE.userId,
    cmpyNm: rule.cmpyNm,
    title: occasionTitle({ occasionType: rule.occasionType, years, ruleNm: rule.ruleNm }),
    eventDt: rule.eventDt,
    years,
    relationCd: rule.occasionType === 'CONDOLENCE' ? OCCASION_PREVIEW_SAMPLE.relationCd : null,
    endDt: close.endDt,
    endTm: close.endTm,
    link: OCCASION_PREVIEW_SAMPLE.link,
  };
}

/** A rule's texts as the recipient would read them: its own, or the occasion's defaults where it has none. */
export function occasionPreviewTexts(
  rule: {
    occasionType: OccasionType;
    alimtalkText: string | null;
    smsText: string | null;
    mailSubject: string | null;
    mailText: string | null;
    cardText: string | null;
  },
  values: OccasionMessageValues,
): { alimtalk: string; sms: string; mailSubject: string; mail: string; card: string } {
  const own = (text: string | null) => (text?.trim() ? text : null);
  const body = defaultOccasionBody(rule.occasionType);
  const fill = (text: string | null, fallback: string) => occasionMessageText(own(text) ?? fallback, values);
  return {
    alimtalk: fill(rule.alimtalkText, body),
    sms: fill(rule.smsText, body),
    mailSubject: fill(rule.mailSubject, defaultOccasionSubject(rule.occasionType)),
    mail: fill(rule.mailText, body),
    card: fill(rule.cardText, defaultOccasionCard(rule.occasionType)),
  };
}

/** Korean texts of the server's checks on a rule (beyond the save schema's OCCASION_MESSAGES). */
export const OCCASION_RULE_MESSAGES = {
  notFound: '경조사 규칙을 찾을 수 없습니다.',
  companyFixed: '규칙의 회사는 바꿀 수 없습니다.',
  themeNotInUse: '사용하지 않는 테마입니다. 다른 테마를 선택해주세요.',
  themeEmpty: '선택한 테마에 보낼 수 있는 상품이 없습니다.',
  goodsNotOffered: '승인되고 사용 중인 상품만 보낼 수 있습니다.',
  /** Followed by the codes, so the manager sees which to take out. */
  groupsUnknown: (grupCds: readonly string[]) => `이 회사에 없는 그룹입니다: ${grupCds.join(', ')}`,
  defaultGiftNotOffered: '기본 선물은 승인되고 사용 중인 상품이어야 합니다.',
  defaultGiftNotInTheme: '기본 선물로 지급할 상품을 선택한 테마의 상품 중에서 선택해주세요.',
  defaultGiftOverBudget: '기본 선물은 1인당 예산 이내의 상품이어야 합니다.',
} as const;
