import { SELECT_TYPE, type SelectType } from './constants';
import { CLOSE_RULE, type CloseRule, EVENT_MESSAGES } from './event';
import {
  EVENT_SEND_MESSAGES,
  fillMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_VARIABLE_LABEL,
  type MessageVariable,
  missingVariables,
  normalizeMessageText,
  unknownVariables,
} from './event-send';
import { formatYmd } from './formats';
import { DEFAULT_LANGUAGE, type Language, type OtherLanguage } from './languages';
import { type OccasionTexts, TRANSLATED_OCCASION_TEXTS } from './recipient-notices';

/*
 * Occasions that send themselves: birthdays, work anniversaries and 경조사 from HR data, on each company's rules
 * (decision 034). The codes below are stored in rules, life events and occurrences: never rename one.
 */

/**
 * What a rule celebrates (or mourns). Codes are stable English words, not numbered codes, because occurrence keys
 * and HR imports carry them:
 * - BIRTHDAY 생일 · WORK_ANNIVERSARY 입사기념일 (with long-service tiers) — from the birth and hire dates;
 * - WEDDING 결혼 · CHILDBIRTH 출산 · CHILD_SCHOOL 자녀 입학 · PROMOTION 승진 · CONDOLENCE 조사 (with the relation) ·
 *   RETURN_TO_WORK 복직 · RETIREMENT 퇴직 — life events registered with their date (LIFE_EVENT_TYPES);
 * - GROUP_DAY 그룹 기념일 — a day of the company or some of its groups (창립기념일), a fixed date on the rule itself.
 */
export const OCCASION_TYPE = {
  birthday: 'BIRTHDAY',
  workAnniversary: 'WORK_ANNIVERSARY',
  wedding: 'WEDDING',
  childbirth: 'CHILDBIRTH',
  childSchool: 'CHILD_SCHOOL',
  promotion: 'PROMOTION',
  condolence: 'CONDOLENCE',
  returnToWork: 'RETURN_TO_WORK',
  retirement: 'RETIREMENT',
  groupDay: 'GROUP_DAY',
} as const;
export type OccasionType = (typeof OCCASION_TYPE)[keyof typeof OCCASION_TYPE];
/** Every occasion type, in the order screens list them. */
export const OCCASION_TYPES = [
  'BIRTHDAY',
  'WORK_ANNIVERSARY',
  'WEDDING',
  'CHILDBIRTH',
  'CHILD_SCHOOL',
  'PROMOTION',
  'CONDOLENCE',
  'RETURN_TO_WORK',
  'RETIREMENT',
  'GROUP_DAY',
] as const satisfies readonly OccasionType[];
export const OCCASION_TYPE_LABEL: Record<OccasionType, string> = {
  BIRTHDAY: '생일',
  WORK_ANNIVERSARY: '입사기념일',
  WEDDING: '결혼',
  CHILDBIRTH: '출산',
  CHILD_SCHOOL: '자녀 입학',
  PROMOTION: '승진',
  CONDOLENCE: '조사',
  RETURN_TO_WORK: '복직',
  RETIREMENT: '퇴직',
  GROUP_DAY: '그룹 기념일',
};
export const isOccasionType = (value: unknown): value is OccasionType =>
  typeof value === 'string' && (OCCASION_TYPES as readonly string[]).includes(value);

/** The occasions HR data registers as life events, each with its own date. */
export const LIFE_EVENT_TYPES = [
  'WEDDING',
  'CHILDBIRTH',
  'CHILD_SCHOOL',
  'PROMOTION',
  'CONDOLENCE',
  'RETURN_TO_WORK',
  'RETIREMENT',
] as const satisfies readonly OccasionType[];
export type LifeEventType = (typeof LIFE_EVENT_TYPES)[number];
export const isLifeEventType = (value: unknown): value is LifeEventType =>
  typeof value === 'string' && (LIFE_EVENT_TYPES as readonly string[]).includes(value);

/**
 * Whose death a condolence (조사) is for, as Korean company 경조 rules list them. 조부모 includes the mother's
 * parents (외조부모); 배우자의 부모 are 장인·장모 or 시부모. A rule may cover some relations only.
 */
export const CONDOLENCE_RELATIONS = [
  'SPOUSE',
  'PARENT',
  'SPOUSE_PARENT',
  'CHILD',
  'SIBLING',
  'GRANDPARENT',
  'SPOUSE_GRANDPARENT',
] as const;
export type CondolenceRelation = (typeof CONDOLENCE_RELATIONS)[number];
export const CONDOLENCE_RELATION_LABEL: Record<CondolenceRelation, string> = {
  SPOUSE: '배우자',
  PARENT: '부모',
  SPOUSE_PARENT: '배우자의 부모',
  CHILD: '자녀',
  SIBLING: '형제자매',
  GRANDPARENT: '조부모',
  SPOUSE_GRANDPARENT: '배우자의 조부모',
};

/** Where an occasion's gifts come from: a theme's goods, or goods the rule names. */
export const OCCASION_GOODS_SOURCES = ['THEME', 'GOODS'] as const;
export type OccasionGoodsSource = (typeof OCCASION_GOODS_SOURCES)[number];
export const OCCASION_GOODS_SOURCE_LABEL: Record<OccasionGoodsSource, string> = {
  THEME: '테마',
  GOODS: '선택한 상품',
};

/** What happens when an occasion's choice closes unchosen. */
export const OCCASION_CLOSE_ACTIONS = ['NONE', 'DEFAULT_GIFT', 'NOTIFY_MANAGER'] as const;
export type OccasionCloseAction = (typeof OCCASION_CLOSE_ACTIONS)[number];
export const OCCASION_CLOSE_ACTION_LABEL: Record<OccasionCloseAction, string> = {
  NONE: '처리하지 않음',
  DEFAULT_GIFT: '기본 선물 지급',
  NOTIFY_MANAGER: '담당자에게 알림',
};
/** The event machinery's close rule for an occasion's gift: the manager's notice is the engine's, not the event's. */
export const closeRuleOfOccasion = (action: OccasionCloseAction): CloseRule =>
  action === 'DEFAULT_GIFT' ? CLOSE_RULE.defaultGift : CLOSE_RULE.nothing;

/** An occasion's gift is one choice, or several up to selectCnt (the event's select type). */
export const occasionSelectType = (selectCnt: number): SelectType =>
  selectCnt > 1 ? SELECT_TYPE.multiple : SELECT_TYPE.single;

/** Limits of a rule (the save form and the API). */
export const OCCASION_LIMITS = {
  ruleNmMax: 100,
  cardTextMax: 500,
  selectCntMax: 20,
  openDaysMax: 90,
  openDaysDefault: 14,
  remindersMax: 5,
  tenureYearsMax: 60,
  tenureTiersMax: 20,
  groupsMax: 100,
  goodsMax: 200,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Texts

/**
 * Variables of an occasion's texts, in the send pop-ups' convention (#{...}, MESSAGE_VARIABLES): the shared ones
 * keep their names, and three belong to occasions. #{근속연수} is only for work anniversaries, #{관계} only for
 * condolences. None is named with a celebration word, so a condolence text may use any it is allowed.
 */
export const OCCASION_VARIABLES = [
  '#{이름}',
  '#{아이디}',
  '#{회사명}',
  '#{경조사}',
  '#{날짜}',
  '#{근속연수}',
  '#{관계}',
  '#{마감일시}',
  '#{링크}',
] as const;
export type OccasionVariable = (typeof OCCASION_VARIABLES)[number];
const shared = (v: MessageVariable) => MESSAGE_VARIABLE_LABEL[v];
export const OCCASION_VARIABLE_LABEL: Record<OccasionVariable, string> = {
  '#{이름}': shared('#{이름}'),
  '#{아이디}': shared('#{아이디}'),
  '#{회사명}': shared('#{회사명}'),
  '#{경조사}': '경조사 이름 (생일, 입사 10주년, 창립기념일...)',
  '#{날짜}': '그해 경조사 날짜 (양력)',
  '#{근속연수}': '근속 연수 (입사기념일)',
  '#{관계}': '고인과의 관계 (조사)',
  '#{마감일시}': shared('#{마감일시}'),
  '#{링크}': shared('#{링크}'),
};

/** The variables a rule of this occasion may use. */
export const occasionVariablesFor = (type: OccasionType): OccasionVariable[] =>
  OCCASION_VARIABLES.filter(
    (v) => (v !== '#{근속연수}' || type === 'WORK_ANNIVERSARY') && (v !== '#{관계}' || type === 'CONDOLENCE'),
  );

/** An occasion's texts in a language other than Korean (decision 055). */
export const occasionTextsIn = (language: OtherLanguage): OccasionTexts =>
  TRANSLATED_OCCASION_TEXTS[language];

/**
 * The name of one occurrence: '생일', '입사 10주년', the group day's rule name ('창립기념일') as the company wrote
 * it; in the person's language when it is not Korean.
 */
export function occasionTitle(
  o: { occasionType: OccasionType; years?: number | null; ruleNm?: string | null },
  language: Language = DEFAULT_LANGUAGE,
) {
  if (o.occasionType === 'GROUP_DAY' && o.ruleNm?.trim()) return o.ruleNm.trim();
  if (language !== 'ko') {
    const texts = occasionTextsIn(language);
    return o.occasionType === 'WORK_ANNIVERSARY' && o.years
      ? fillMessage(texts.anniversary, { '#{근속연수}': String(o.years) })
      : texts.types[o.occasionType];
  }
  if (o.occasionType === 'WORK_ANNIVERSARY' && o.years) return `입사 ${o.years}주년`;
  return OCCASION_TYPE_LABEL[o.occasionType];
}

/** The name of an occasion type in a language (Korean: OCCASION_TYPE_LABEL). */
export const occasionTypeLabel = (type: OccasionType, language: Language = DEFAULT_LANGUAGE): string =>
  language === 'ko' ? OCCASION_TYPE_LABEL[type] : occasionTextsIn(language).types[type];

/** The values an occasion's text is filled with for one person and occurrence. */
export type OccasionMessageValues = {
  userNm: string;
  userId: string;
  cmpyNm: string;
  /** occasionTitle of the occurrence. */
  title: string;
  /** The occurrence's (solar) day, YYYYMMDD. */
  eventDt: string;
  years: number | null;
  relationCd: CondolenceRelation | null;
  endDt: string;
  endTm: string;
  link: string;
};
/** What each variable becomes; the relation in the person's language (the title comes in theirs already). */
export const occasionVariableValues = (
  v: OccasionMessageValues,
  language: Language = DEFAULT_LANGUAGE,
): Record<OccasionVariable, string> => ({
  '#{이름}': v.userNm,
  '#{아이디}': v.userId,
  '#{회사명}': v.cmpyNm,
  '#{경조사}': v.title,
  '#{날짜}': formatYmd(v.eventDt),
  '#{근속연수}': v.years === null ? '' : String(v.years),
  '#{관계}':
    v.relationCd === null
      ? ''
      : language === 'ko'
        ? CONDOLENCE_RELATION_LABEL[v.relationCd]
        : occasionTextsIn(language).relations[v.relationCd],
  '#{마감일시}': `${formatYmd(v.endDt)} ${v.endTm.slice(0, 2)}:${v.endTm.slice(2, 4)}`,
  '#{링크}': v.link,
});
/** A text of a rule (its own or the default) filled for one occurrence. */
export const occasionMessageText = (
  template: string,
  values: OccasionMessageValues,
  language: Language = DEFAULT_LANGUAGE,
): string => fillMessage(normalizeMessageText(template), occasionVariableValues(values, language));

const GREETING: Record<OccasionType, string> = {
  BIRTHDAY: '#{이름}님, 생일을 진심으로 축하합니다.',
  WORK_ANNIVERSARY: '#{이름}님, 입사 #{근속연수}주년을 축하합니다. 함께해 주셔서 감사합니다.',
  WEDDING: '#{이름}님, 결혼을 진심으로 축하합니다.',
  CHILDBIRTH: '#{이름}님, 출산을 진심으로 축하합니다.',
  CHILD_SCHOOL: '#{이름}님, 자녀의 입학을 축하합니다.',
  PROMOTION: '#{이름}님, 승진을 축하합니다.',
  CONDOLENCE: '#{이름}님, 삼가 깊은 위로의 말씀을 드립니다.',
  RETURN_TO_WORK: '#{이름}님, 복직을 환영합니다. 다시 함께하게 되어 반갑습니다.',
  RETIREMENT: '#{이름}님, 그동안 함께해 주셔서 감사합니다. 앞날을 응원합니다.',
  GROUP_DAY: '#{이름}님, #{경조사}에 감사의 마음을 전합니다.',
};
const CARD: Record<OccasionType, string> = {
  BIRTHDAY: '생일 축하합니다. 늘 건강하고 행복하세요.',
  WORK_ANNIVERSARY: '오랜 시간 함께해 주셔서 고맙습니다.',
  WEDDING: '두 분의 앞날에 행복이 가득하길 바랍니다.',
  CHILDBIRTH: '소중한 아기의 탄생을 축하합니다.',
  CHILD_SCHOOL: '새 출발을 응원합니다.',
  PROMOTION: '승진을 축하합니다. 앞으로도 잘 부탁드립니다.',
  CONDOLENCE: '삼가 고인의 명복을 빕니다.',
  RETURN_TO_WORK: '다시 함께하게 되어 반갑습니다.',
  RETIREMENT: '그동안 정말 수고 많으셨습니다.',
  GROUP_DAY: '늘 함께해 주셔서 감사합니다.',
};

/**
 * The text an occasion's alimtalk, SMS/LMS and mail go with unless the rule has its own (every channel shares it,
 * like the event invitations). It keeps #{링크} and #{마감일시}: nobody can choose without them.
 */
export const defaultOccasionBody = (type: OccasionType, language: Language = DEFAULT_LANGUAGE): string => {
  if (language !== 'ko') {
    const texts = occasionTextsIn(language);
    return [
      `[#{회사명}] ${texts.greeting[type]}`,
      type === 'CONDOLENCE' ? texts.offer.condolence : texts.offer.gift,
      texts.closeLine,
      texts.linkLine,
    ].join('\n');
  }
  return [
    `[#{회사명}] ${GREETING[type]}`,
    type === 'CONDOLENCE'
      ? '작은 정성을 준비했습니다. 필요하신 물품을 골라 주세요.'
      : '마음을 담은 선물을 준비했습니다. 원하시는 선물을 골라 주세요.',
    '마감: #{마감일시}',
    '바로가기: #{링크}',
  ].join('\n');
};
/** The mail subject (and LMS title) unless the rule has its own. */
export const defaultOccasionSubject = (type: OccasionType, language: Language = DEFAULT_LANGUAGE): string => {
  if (language !== 'ko') {
    const { subject } = occasionTextsIn(language);
    return type === 'CONDOLENCE' ? subject.condolence : subject.gift;
  }
  return type === 'CONDOLENCE' ? '[#{회사명}] 위로의 마음을 전합니다' : '[#{회사명}] #{경조사} 선물 안내';
};
/**
 * The message card's text unless the rule has its own: the occasion event's greeting, which the recipient reads on
 * the gift list, in their language (decision 055).
 */
export const defaultOccasionCard = (type: OccasionType, language: Language = DEFAULT_LANGUAGE): string =>
  language === 'ko' ? CARD[type] : occasionTextsIn(language).card[type];

/**
 * What is wrong with a rule's text (a phone or mail body, or a mail subject), as the Korean message the manager
 * reads, or null: an empty text, a variable this occasion does not have (named), and for a body the link or the
 * close time left out. Null texts are the defaults and always pass.
 */
export function occasionTextProblem(
  type: OccasionType,
  text: { subject?: string | null; body?: string | null },
): { field: 'subject' | 'body'; message: string } | null {
  const known = occasionVariablesFor(type);
  if (text.subject != null) {
    const subject = normalizeMessageText(text.subject);
    if (subject === '') return { field: 'subject', message: EVENT_SEND_MESSAGES.subjectRequired };
    if (subject.length > MESSAGE_SUBJECT_MAX)
      return { field: 'subject', message: EVENT_SEND_MESSAGES.subjectTooLong };
    const unknown = unknownVariables(subject, known);
    if (unknown.length > 0)
      return { field: 'subject', message: EVENT_SEND_MESSAGES.unknownVariables(unknown) };
  }
  if (text.body == null) return null;
  const body = normalizeMessageText(text.body);
  if (body === '') return { field: 'body', message: EVENT_SEND_MESSAGES.bodyRequired };
  if (body.length > MESSAGE_BODY_MAX) return { field: 'body', message: EVENT_SEND_MESSAGES.bodyTooLong };
  const unknown = unknownVariables(body, known);
  if (unknown.length > 0) return { field: 'body', message: EVENT_SEND_MESSAGES.unknownVariables(unknown) };
  const missing = missingVariables(body);
  if (missing.length > 0) return { field: 'body', message: EVENT_SEND_MESSAGES.requiredVariables(missing) };
  return null;
}

/**
 * Words no text of a condolence (조사) rule may hold: congratulation (축하, 경축, 祝, a lone 축 as in '축 결혼'),
 * birthdays (생일, 생신), celebrations (기념, 경사), joy (행복, 기쁘-/기쁜/기쁨, 즐거-), chat shorthand (ㅊㅋ), party
 * emoji, and their English counterparts. 축 counts only standing alone, so 건축 or 단축 pass; variables are not
 * read (their names hold no such word, and their values are the occasion's own).
 */
export const CELEBRATION_WORDS = [
  '축하',
  '경축',
  '축',
  '祝',
  '생일',
  '생신',
  '기념',
  '경사',
  '행복',
  '기쁘',
  '기쁜',
  '기쁨',
  '즐거',
  'ㅊㅋ',
  '🎉',
  '🎊',
  '🎂',
  '🥳',
  '🎈',
  '🎁',
  'congrat',
  'happy',
  'birthday',
] as const;

const LONE_CHUK = /(?<![가-힣])축(?![가-힣])/u;
const VARIABLE_TOKEN = /#\{[^{}\n]*\}/g;

/** The celebration words (CELEBRATION_WORDS) a text holds, each once, in the list's order. */
export function celebrationWordsIn(text: string | null | undefined): string[] {
  const plain = (text ?? '').replace(VARIABLE_TOKEN, ' ').normalize('NFC').toLowerCase();
  return CELEBRATION_WORDS.filter((w) => (w === '축' ? LONE_CHUK.test(plain) : plain.includes(w)));
}

/** Korean texts of the occasion rules and HR life events, named once for the API, the screens and the tests. */
export const OCCASION_MESSAGES = {
  typeRequired: '경조사 유형을 선택해주세요.',
  ruleNmRequired: '규칙 이름을 입력해주세요.',
  ruleNmTooLong: `규칙 이름은 ${OCCASION_LIMITS.ruleNmMax}자까지 입력할 수 있습니다.`,
  themeRequired: '선물 테마를 선택해주세요.',
  goodsRequired: '보낼 상품을 1개 이상 선택해주세요.',
  goodsDuplicate: '같은 상품이 두 번 담겼습니다.',
  budgetRequired: EVENT_MESSAGES.budgetRequired,
  selectCntInvalid: `선택 개수는 1~${OCCASION_LIMITS.selectCntMax}개로 입력해주세요.`,
  defaultGiftRequired: '기본 선물로 지급할 상품을 선택해주세요.',
  defaultGiftNotInGoods: '기본 선물로 지급할 상품을 보낼 상품 중에서 선택해주세요.',
  cardTooLong: `메시지 카드는 ${OCCASION_LIMITS.cardTextMax}자까지 입력할 수 있습니다.`,
  channelRequired: '발송 채널을 선택해주세요.',
  offsetDaysInvalid: '발송일은 당일이거나 경조사 1~60일 전·후로 지정해주세요.',
  sendTmInvalid: '발송 시각을 HH:mm 형식으로 입력해주세요.',
  openDaysInvalid: `선택 기간은 1~${OCCASION_LIMITS.openDaysMax}일로 입력해주세요.`,
  reminderDaysInvalid: '리마인드는 발송 다음 날부터 선택 마감일 사이의 날로 지정해주세요.',
  reminderDaysDuplicate: '같은 리마인드 일자가 두 번 있습니다.',
  remindersTooMany: `리마인드는 ${OCCASION_LIMITS.remindersMax}번까지 지정할 수 있습니다.`,
  tiersOnlyForTenure: '근속 구간은 입사기념일 규칙에만 지정할 수 있습니다.',
  tierInvalid: `근속 연수는 1~${OCCASION_LIMITS.tenureYearsMax}년으로 입력해주세요.`,
  tiersDuplicate: '같은 근속 연수가 두 번 있습니다.',
  tiersTooMany: `근속 구간은 ${OCCASION_LIMITS.tenureTiersMax}개까지 지정할 수 있습니다.`,
  relationsOnlyForCondolence: '고인과의 관계는 조사 규칙에만 지정할 수 있습니다.',
  fixedDtRequired: '그룹 기념일의 날짜를 입력해주세요.',
  fixedDtOnlyForGroupDay: '기념일 날짜는 그룹 기념일 규칙에만 지정할 수 있습니다.',
  dateInvalid: '날짜를 확인해주세요.',
  /** Followed by the words found, so the manager sees what to take out. */
  celebrationInCondolence: (words: readonly string[]) =>
    `조사 규칙의 문구에는 축하 표현을 쓸 수 없습니다. 빼야 할 표현: ${words.join(', ')}`,
  // HR data
  birthDtInvalid: '생년월일을 확인해주세요.',
  lunarBirthDtInvalid: '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
  leapMonthOnlyLunar: '윤달은 음력 생일에만 지정할 수 있습니다.',
  lifeEventTypeInvalid: '등록할 수 없는 경조사 유형입니다.',
  relationRequired: '조사의 고인과의 관계를 선택해주세요.',
  relationOnlyForCondolence: '고인과의 관계는 조사에만 지정할 수 있습니다.',
} as const;
