import { z } from 'zod';
import { SEND_CHANNELS } from '../event-send';
import { isYmd } from '../formats';
import {
  hrDatesProblem,
  isRequestableLifeEventType,
  LIFE_EVENT_LIMITS,
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_STATUSES,
} from '../life-event';
import {
  CONDOLENCE_RELATIONS,
  celebrationWordsIn,
  LIFE_EVENT_TYPES,
  OCCASION_CLOSE_ACTIONS,
  OCCASION_GOODS_SOURCES,
  OCCASION_LIMITS,
  OCCASION_MESSAGES,
  OCCASION_TYPES,
  occasionTextProblem,
} from '../occasion';
import {
  HHMM_PATTERN,
  HOLIDAY_MOVES,
  isValidBirthDate,
  SEND_OFFSET_MAX_DAYS,
  SEND_WHENS,
} from '../occasion-dates';
import { OCCASION_RULE_MESSAGES } from '../occasion-rule';
import { TAX_PURPOSES } from '../tax';
import { cmpyCdSchema, rejectReasonSchema } from './company';
import { grupCdSchema, unqUserIdSchema } from './company-group';
import { channelChainFieldSchema, channelChainReplySchema } from './delivery-chain';
import { optionalText, pageOf, serialId, yyyymmdd } from './envelope';
import { wonAmount } from './event';
import { dateRangeShape, listRequestSchemas, pagingShape, useYnFilter } from './list';

const sn = serialId();
const yn = z.enum(['Y', 'N']);
const M = OCCASION_MESSAGES;
const L = OCCASION_LIMITS;
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
const int = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
// Null or absent: the occasion's default text (defaultOccasionBody / defaultOccasionSubject / defaultOccasionCard).
const text = nullable(z.string());

/** The texts of a rule, by field, as occasionTextProblem reads them. */
const TEXT_FIELDS = [
  { field: 'alimtalkText', as: 'body' },
  { field: 'smsText', as: 'body' },
  { field: 'mailSubject', as: 'subject' },
  { field: 'mailText', as: 'body' },
] as const;

/**
 * A company's rule for one occasion, as the rule screen (/occasion/save/{cmpyCd}/{ruleSn}) and the API send it;
 * ruleSn absent = a new rule. Error messages are OCCASION_MESSAGES; the rules between fields are in the refinement
 * below, and the condolence rule (no celebration words in any text of a 조사 rule) among them.
 */
export const occasionRuleSaveRequestSchema = z
  .object({
    ruleSn: sn.optional(),
    cmpyCd: cmpyCdSchema,
    ruleNm: z.string(M.ruleNmRequired).trim().min(1, M.ruleNmRequired).max(L.ruleNmMax, M.ruleNmTooLong),
    occasionType: z.enum(OCCASION_TYPES, M.typeRequired),
    /** N: the rule is kept but sends nothing. */
    useYn: yn.default('Y'),
    /** Condolences: the relations covered; empty = all. */
    relationList: z
      .array(z.enum(CONDOLENCE_RELATIONS))
      .max(CONDOLENCE_RELATIONS.length)
      .default([])
      .transform((v) => [...new Set(v)]),
    /** Work anniversaries: the years of service celebrated (5, 10, 20...); empty = every anniversary. */
    tenureTiers: z
      .array(int(M.tierInvalid, 1, L.tenureYearsMax))
      .max(L.tenureTiersMax, M.tiersTooMany)
      .default([]),
    /** Group days: the day (YYYYMMDD). */
    fixedDt: nullable(yyyymmdd),
    /** Group days: Y = every year on that month and day from fixedDt on; N = that one day. */
    repeatYearlyYn: yn.default('N'),
    /** The groups the rule reaches (with their sub-groups); empty = the whole company. */
    grupCdList: z.array(grupCdSchema).max(L.groupsMax).default([]),
    goodsSource: z.enum(OCCASION_GOODS_SOURCES),
    /** THEME: the theme whose goods are offered. */
    tempSn: nullable(sn),
    /** GOODS: the goods offered. */
    prodSnList: z.array(sn).max(L.goodsMax).default([]),
    /** Per person, in won; null = no budget. */
    budgetAmt: nullable(wonAmount),
    /** Y: the recipient may choose above the budget and pay the difference by card (decision 015). */
    overPayYn: yn.default('N'),
    selectCnt: int(M.selectCntInvalid, 1, L.selectCntMax).default(1),
    cardText: nullable(z.string().trim().max(L.cardTextMax, M.cardTooLong)),
    channel: z.enum(SEND_CHANNELS, M.channelRequired),
    alimtalkText: text,
    smsText: text,
    mailSubject: text,
    mailText: text,
    sendWhen: z.enum(SEND_WHENS).default('ON_DAY'),
    /** Days before or after the occasion (BEFORE / AFTER); 0 with ON_DAY. */
    offsetDays: int(M.offsetDaysInvalid, 0, SEND_OFFSET_MAX_DAYS).default(0),
    /** KST 'HH:mm'. */
    sendTm: z.string(M.sendTmInvalid).regex(HHMM_PATTERN, M.sendTmInvalid),
    holidayMove: z.enum(HOLIDAY_MOVES).default('PREVIOUS'),
    /** Days the choice stays open, the send day counting as the first (occasionPeriod). */
    openDays: int(M.openDaysInvalid, 1, L.openDaysMax).default(L.openDaysDefault),
    /** Days after the send day a reminder goes, while the gift is unchosen. */
    reminderDays: z
      .array(int(M.reminderDaysInvalid, 1, L.openDaysMax))
      .max(L.remindersMax, M.remindersTooMany)
      .default([]),
    closeAction: z.enum(OCCASION_CLOSE_ACTIONS).default('NONE'),
    defaultProdSn: nullable(sn),
    /** Y: each gift waits for the client manager's approval before it is sent. */
    approvalYn: yn.default('N'),
    /** The tax ledger's category of the rule's gifts (decision 051); empty: from the occasion (taxPurposeOfOccasion). */
    taxPurpose: z
      .enum(TAX_PURPOSES)
      .nullish()
      .transform((v) => v ?? null),
    /** The rule's own delivery chain (decision 052); null or absent: the company's. */
    channelChain: channelChainFieldSchema,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if ((v.sendWhen === 'ON_DAY') !== (v.offsetDays === 0)) issue('offsetDays', M.offsetDaysInvalid);

    if (v.occasionType !== 'WORK_ANNIVERSARY' && v.tenureTiers.length > 0)
      issue('tenureTiers', M.tiersOnlyForTenure);
    if (new Set(v.tenureTiers).size !== v.tenureTiers.length) issue('tenureTiers', M.tiersDuplicate);
    if (v.occasionType !== 'CONDOLENCE' && v.relationList.length > 0)
      issue('relationList', M.relationsOnlyForCondolence);
    if (v.occasionType === 'GROUP_DAY') {
      if (v.fixedDt === null) issue('fixedDt', M.fixedDtRequired);
      else if (!isYmd(v.fixedDt)) issue('fixedDt', M.dateInvalid);
    } else if (v.fixedDt !== null) issue('fixedDt', M.fixedDtOnlyForGroupDay);

    if (v.goodsSource === 'THEME' && v.tempSn === null) issue('tempSn', M.themeRequired);
    if (v.goodsSource === 'GOODS') {
      if (v.prodSnList.length === 0) issue('prodSnList', M.goodsRequired);
      if (new Set(v.prodSnList).size !== v.prodSnList.length) issue('prodSnList', M.goodsDuplicate);
    }
    if (v.overPayYn === 'Y' && v.budgetAmt === null) issue('budgetAmt', M.budgetRequired);
    if (v.closeAction === 'DEFAULT_GIFT') {
      if (v.defaultProdSn === null) issue('defaultProdSn', M.defaultGiftRequired);
      else if (v.goodsSource === 'GOODS' && !v.prodSnList.includes(v.defaultProdSn))
        issue('defaultProdSn', M.defaultGiftNotInGoods);
    }

    // A reminder on day d goes on sendDt + d; the choice closes at the end of sendDt + openDays - 1.
    if (v.reminderDays.some((d) => d > v.openDays - 1)) issue('reminderDays', M.reminderDaysInvalid);
    if (new Set(v.reminderDays).size !== v.reminderDays.length)
      issue('reminderDays', M.reminderDaysDuplicate);

    for (const { field, as } of TEXT_FIELDS) {
      const value = v[field];
      const problem = occasionTextProblem(
        v.occasionType,
        as === 'body' ? { body: value } : { subject: value },
      );
      if (problem) issue(field, problem.message);
    }
    // The condolence rule: no text of a 조사 rule celebrates, the message card included.
    if (v.occasionType === 'CONDOLENCE')
      for (const field of [...TEXT_FIELDS.map((t) => t.field), 'cardText'] as const) {
        const words = celebrationWordsIn(v[field]);
        if (words.length > 0) issue(field, M.celebrationInCondolence(words));
      }
  });
export type OccasionRuleSaveRequest = z.input<typeof occasionRuleSaveRequestSchema>;
/** A rule as stored: the parsed request with its serial number. */
export type OccasionRule = z.output<typeof occasionRuleSaveRequestSchema> & { ruleSn: number };

/**
 * A birth date in HR data (employee Excel import, user screens, integration API): the digits, the lunar flag and,
 * for a lunar date, the leap-month flag. A lunar date must exist in its year's lunar calendar (the leap month too).
 */
export const birthDateSchema = z
  .object({
    birthDt: yyyymmdd,
    lunarYn: yn.default('N'),
    leapMonthYn: yn.default('N'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.leapMonthYn === 'Y' && v.lunarYn !== 'Y') issue('leapMonthYn', M.leapMonthOnlyLunar);
    else if (!isValidBirthDate(v))
      issue('birthDt', v.lunarYn === 'Y' ? M.lunarBirthDtInvalid : M.birthDtInvalid);
  });
export type BirthDateInput = z.input<typeof birthDateSchema>;

/** A life event in HR data: its occasion, its day, and for a condolence the relation (required there only). */
export const lifeEventSchema = z
  .object({
    occasionType: z.enum(LIFE_EVENT_TYPES, M.lifeEventTypeInvalid),
    eventDt: yyyymmdd,
    relationCd: nullable(z.enum(CONDOLENCE_RELATIONS)),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!isYmd(v.eventDt)) issue('eventDt', M.dateInvalid);
    if (v.occasionType === 'CONDOLENCE' && v.relationCd === null) issue('relationCd', M.relationRequired);
    if (v.occasionType !== 'CONDOLENCE' && v.relationCd !== null)
      issue('relationCd', M.relationOnlyForCondolence);
  });
export type LifeEventInput = z.input<typeof lifeEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The rule screens: /occasion/list and /occasion/save/{cmpyCd}/{ruleSn} (decision 036). Operators (15, 99999) reach
// every company's rules, a client manager (25) their own company's; vendors and recipients none.

/** Paths of the rule calls (ours, in the spec's style), kept here so the occasion work does not collide in API_PATH. */
export const OCCASION_RULE_PATH = {
  list: '/v1/ebmp/pcs/occasion/rule/list.json',
  detail: '/v1/ebmp/pcs/occasion/rule/detail.json',
  save: '/v1/ebmp/pcs/occasion/rule/save.json',
  use: '/v1/ebmp/pcs/occasion/rule/use.json',
  delete: '/v1/ebmp/pcs/occasion/rule/delete.json',
  /** The themes a rule may offer (the event screens' theme list is the operators'). */
  themes: '/v1/ebmp/pcs/occasion/rule/themes.json',
  /** The goods a rule may offer: approved and in use, by name or brand, by theme, or by number. */
  goods: '/v1/ebmp/pcs/occasion/rule/goods.json',
} as const;

export const OCCASION_RULE_SORT_FIELDS = ['ruleSn', 'ruleNm', 'cmpyNm', 'occasionType', 'updatedDt'] as const;
export type OccasionRuleSortField = (typeof OCCASION_RULE_SORT_FIELDS)[number];
/** An empty select sends '' or null: both mean every occasion. */
const occasionTypeFilter = z
  .union([z.literal(''), z.enum(OCCASION_TYPES)])
  .nullish()
  .transform((v) => (v ? v : null));
const ruleListSchemas = listRequestSchemas(
  {
    /** Operators: one company or every one; a client manager: their own (left out or named). */
    cmpyCd: cmpyCdSchema.nullish(),
    occasionType: occasionTypeFilter,
    useYn: useYnFilter,
    /** The rule's name, anywhere in it. */
    ruleNm: optionalText(L.ruleNmMax),
  },
  OCCASION_RULE_SORT_FIELDS,
);
export const occasionRuleListRequestSchema = ruleListSchemas.list;
export type OccasionRuleListRequest = z.input<typeof occasionRuleListRequestSchema>;

/** A row of the rule list: what it sends, when, and the goods in a few words. */
export const occasionRuleRowSchema = z.object({
  ruleSn: z.number().int(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  ruleNm: z.string(),
  occasionType: z.enum(OCCASION_TYPES),
  sendWhen: z.enum(SEND_WHENS),
  offsetDays: z.number().int(),
  sendTm: z.string(),
  holidayMove: z.enum(HOLIDAY_MOVES),
  goodsSource: z.enum(OCCASION_GOODS_SOURCES),
  /** THEME: the theme's name. */
  tempNm: z.string().nullable(),
  /** GOODS: how many goods, and the first one's name. */
  goodsCount: z.number().int(),
  firstProdNm: z.string().nullable(),
  budgetAmt: z.number().int().nullable(),
  overPayYn: yn,
  selectCnt: z.number().int(),
  approvalYn: yn,
  useYn: yn,
  /** Last change, YYYYMMDDHHmmss (KST). */
  updatedDt: z.string(),
});
export type OccasionRuleRow = z.infer<typeof occasionRuleRowSchema>;
export const occasionRuleListReplySchema = pageOf(occasionRuleRowSchema);

export const occasionRuleKeySchema = z.object({ ruleSn: serialId(OCCASION_RULE_MESSAGES.notFound) });
export type OccasionRuleKey = z.infer<typeof occasionRuleKeySchema>;

/** A product as the rule screen shows it (the goods list and the default gift). */
export const occasionRuleGoodsSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  /** N: no longer approved or in use; the rule cannot be saved with it. */
  offerableYn: yn,
});
export type OccasionRuleGoods = z.infer<typeof occasionRuleGoodsSchema>;

/** A rule as stored, with the names the form shows beside its numbers. */
export const occasionRuleDetailSchema = z.object({
  ruleSn: z.number().int(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  ruleNm: z.string(),
  occasionType: z.enum(OCCASION_TYPES),
  useYn: yn,
  relationList: z.array(z.enum(CONDOLENCE_RELATIONS)),
  tenureTiers: z.array(z.number().int()),
  fixedDt: z.string().nullable(),
  repeatYearlyYn: yn,
  grupCdList: z.array(z.string()),
  goodsSource: z.enum(OCCASION_GOODS_SOURCES),
  tempSn: z.number().int().nullable(),
  tempNm: z.string().nullable(),
  prodSnList: z.array(z.number().int()),
  /** The goods of prodSnList, in its order. */
  goods: z.array(occasionRuleGoodsSchema),
  budgetAmt: z.number().int().nullable(),
  overPayYn: yn,
  selectCnt: z.number().int(),
  cardText: z.string().nullable(),
  channel: z.enum(SEND_CHANNELS),
  alimtalkText: z.string().nullable(),
  smsText: z.string().nullable(),
  mailSubject: z.string().nullable(),
  mailText: z.string().nullable(),
  sendWhen: z.enum(SEND_WHENS),
  offsetDays: z.number().int(),
  sendTm: z.string(),
  holidayMove: z.enum(HOLIDAY_MOVES),
  openDays: z.number().int(),
  reminderDays: z.array(z.number().int()),
  closeAction: z.enum(OCCASION_CLOSE_ACTIONS),
  defaultProdSn: z.number().int().nullable(),
  defaultProd: occasionRuleGoodsSchema.nullable(),
  approvalYn: yn,
  taxPurpose: z.enum(TAX_PURPOSES),
  /** The rule's own delivery chain (decision 052); null: the company's. */
  channelChain: channelChainReplySchema,
  updatedDt: z.string(),
});
export type OccasionRuleDetail = z.infer<typeof occasionRuleDetailSchema>;

export const occasionRuleSaveReplySchema = z.object({ ruleSn: z.number().int(), cmpyCd: z.string() });
export type OccasionRuleSaveReply = z.infer<typeof occasionRuleSaveReplySchema>;

/** Switches a rule on or off: off keeps it but sends nothing that has not gone yet. */
export const occasionRuleUseRequestSchema = occasionRuleKeySchema.extend({ useYn: yn });
export type OccasionRuleUseRequest = z.infer<typeof occasionRuleUseRequestSchema>;

/** The themes in use a rule may offer, with how many of their goods may be offered. */
export const occasionThemeOptionSchema = z.object({
  tempSn: z.number().int(),
  tempNm: z.string(),
  goodsCount: z.number().int(),
});
export const occasionThemeOptionsReplySchema = z.object({ list: z.array(occasionThemeOptionSchema) });
export type OccasionThemeOption = z.infer<typeof occasionThemeOptionSchema>;

export const occasionGoodsOptionsRequestSchema = z.object({
  searchProdNm: optionalText(100),
  tempSn: serialId().nullish(),
  ...pagingShape,
});
export type OccasionGoodsOptionsRequest = z.input<typeof occasionGoodsOptionsRequestSchema>;
export const occasionGoodsOptionsReplySchema = pageOf(occasionRuleGoodsSchema);

// HR data of the user screens (/user/save, /user/detail, /user/clientManage/detail): the birth date and the hire and
// leave dates, and the life events with the employees' requests (/occasion/lifeEvents, my page).

/** A YYYYMMDD day of the HR fields; null = none, absent (undefined) = unchanged on an edit. */
const hrYmd = (message: string) =>
  z
    .string(message)
    .regex(/^\d{8}$/, message)
    .nullish();

/**
 * The HR fields of the user forms. A birth date is validated with birthDateSchema (a lunar one must exist in its
 * year, the leap month too); lunarYn and leapMonthYn go with it and are read only when birthDt is sent, so a client
 * manager, who never sees the year (birthDateTextFor), can save the form without retyping it.
 */
export const hrDatesShape = {
  birthDt: hrYmd(M.birthDtInvalid),
  lunarYn: yn.optional(),
  leapMonthYn: yn.optional(),
  hireDt: hrYmd(LIFE_EVENT_MESSAGES.hireDtInvalid),
  leaveDt: hrYmd(LIFE_EVENT_MESSAGES.leaveDtInvalid),
};
export type HrDatesInput = {
  birthDt?: string | null | undefined;
  lunarYn?: 'Y' | 'N' | undefined;
  leapMonthYn?: 'Y' | 'N' | undefined;
  hireDt?: string | null | undefined;
  leaveDt?: string | null | undefined;
};

/** The HR fields' checks between fields, for a schema's superRefine: the birth date rule and leave after hire. */
export function refineHrDates(v: HrDatesInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  // zod runs this after a field's own refusal too: a field already refused (not 8 digits) is not read again.
  const day = (x: string | null | undefined) => (x && /^\d{8}$/.test(x) ? x : null);
  if (day(v.birthDt)) {
    const birth = birthDateSchema.safeParse({
      birthDt: day(v.birthDt),
      lunarYn: v.lunarYn ?? 'N',
      leapMonthYn: v.leapMonthYn ?? 'N',
    });
    if (!birth.success) for (const i of birth.error.issues) issue(String(i.path[0] ?? 'birthDt'), i.message);
  }
  const hireDt = day(v.hireDt);
  const leaveDt = day(v.leaveDt);
  if (hireDt && !isYmd(hireDt)) issue('hireDt', LIFE_EVENT_MESSAGES.hireDtInvalid);
  if (leaveDt && !isYmd(leaveDt)) issue('leaveDt', LIFE_EVENT_MESSAGES.leaveDtInvalid);
  const order = hrDatesProblem({ hireDt, leaveDt });
  if (order) issue(order.field, order.message);
}

/**
 * The HR fields of a user's detail. birthDt carries the year, so it goes to operators only (null for anyone else);
 * birthDateText is the birthday as the viewer may read it (birthDateTextFor: '양력 5월 2일', with the year for
 * operators), '' when there is none.
 */
export const hrDatesDetailShape = {
  birthDt: z.string().nullable(),
  lunarYn: yn,
  leapMonthYn: yn,
  birthDateText: z.string(),
  hireDt: z.string().nullable(),
  leaveDt: z.string().nullable(),
};

/** The paths of the life events: the managers' (occasion/lifeEvent/*) and the employee's own (user/lifeEvent/*). */
export const LIFE_EVENT_PATH = {
  list: '/v1/ebmp/pcs/occasion/lifeEvent/list.json',
  excel: '/v1/ebmp/pcs/occasion/lifeEvent/excel.json',
  save: '/v1/ebmp/pcs/occasion/lifeEvent/save.json',
  delete: '/v1/ebmp/pcs/occasion/lifeEvent/delete.json',
  approve: '/v1/ebmp/pcs/occasion/lifeEvent/approve.json',
  reject: '/v1/ebmp/pcs/occasion/lifeEvent/reject.json',
  myList: '/v1/ebmp/pcs/user/lifeEvent/list.json',
  myRequest: '/v1/ebmp/pcs/user/lifeEvent/request.json',
  myWithdraw: '/v1/ebmp/pcs/user/lifeEvent/withdraw.json',
} as const;

const lifeEventMemo = nullable(
  z.string().trim().max(LIFE_EVENT_LIMITS.memoMax, LIFE_EVENT_MESSAGES.memoTooLong),
).transform((v) => (v ? v : null));
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v) as z.output<T> | null);

export const lifeEventStatSchema = z.enum(LIFE_EVENT_STATUSES);
export const LIFE_EVENT_SORT_FIELDS = ['eventDt', 'frstRgstDt', 'userNm'] as const;

/**
 * POST occasion/lifeEvent/list.json (and excel.json): the life events and requests of /occasion/lifeEvents (client
 * managers: their company; operators: every company, or those chosen) and of one user's detail (unqUserId).
 * Without statCd every status but DELETED; the period is the life event's day.
 */
export const lifeEventListFilterShape = {
  cmpyCdList: z.array(cmpyCdSchema).max(500).optional(),
  unqUserId: emptyAsNull(unqUserIdSchema),
  statCd: emptyAsNull(lifeEventStatSchema),
  occasionType: emptyAsNull(z.enum(LIFE_EVENT_TYPES)),
  /** Name or login ID, anywhere in it. */
  searchText: optionalText(50),
  ...dateRangeShape('eventDt'),
};
const lifeEventListSchemas = listRequestSchemas(lifeEventListFilterShape, LIFE_EVENT_SORT_FIELDS, [
  'eventDt',
]);
export const lifeEventListRequestSchema = lifeEventListSchemas.list;
export const lifeEventExcelRequestSchema = lifeEventListSchemas.excel;
export type LifeEventListRequest = z.input<typeof lifeEventListRequestSchema>;
export type LifeEventExcelRequest = z.input<typeof lifeEventExcelRequestSchema>;

/** A life event as the employee sees their own (my page). Times are KST YYYYMMDDHHmmss. */
export const myLifeEventRowSchema = z.object({
  lifeEventSn: z.number().int(),
  occasionType: z.enum(LIFE_EVENT_TYPES),
  occasionTypeNm: z.string(),
  eventDt: z.string(),
  relationCd: z.enum(CONDOLENCE_RELATIONS).nullable(),
  relationNm: z.string().nullable(),
  statCd: lifeEventStatSchema,
  statNm: z.string(),
  memo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  frstRgstDt: z.string(),
  decidedDt: z.string().nullable(),
});
export type MyLifeEventRow = z.infer<typeof myLifeEventRowSchema>;

/**
 * A row of the managers' list: the person (the name masked for operators, like the user list: personal-data.ts),
 * their company and group, and whether the employee asked for it (requestedYn) or a manager or the import
 * registered it.
 */
export const lifeEventRowSchema = myLifeEventRowSchema.extend({
  unqUserId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string().nullable(),
  grupNm: z.string().nullable(),
  requestedYn: yn,
});
export type LifeEventRow = z.infer<typeof lifeEventRowSchema>;
export const lifeEventListReplySchema = pageOf(lifeEventRowSchema);
export type LifeEventListReply = z.infer<typeof lifeEventListReplySchema>;

/** POST occasion/lifeEvent/save.json: an operator or client manager registers a life event, APPROVED at once. */
export const lifeEventSaveRequestSchema = lifeEventSchema.safeExtend({
  unqUserId: unqUserIdSchema,
  memo: lifeEventMemo,
});
export type LifeEventSaveRequest = z.input<typeof lifeEventSaveRequestSchema>;

/** approve.json, delete.json (managers) and the employee's withdraw.json name one life event. */
export const lifeEventKeySchema = z.object({ lifeEventSn: serialId(LIFE_EVENT_MESSAGES.notFound) });
export type LifeEventKey = z.input<typeof lifeEventKeySchema>;
/** reject.json: the reason is required; the employee reads it on my page. */
export const lifeEventRejectRequestSchema = lifeEventKeySchema.extend({ reason: rejectReasonSchema });
export type LifeEventRejectRequest = z.input<typeof lifeEventRejectRequestSchema>;
/** Every change of a life event answers with its number and new status. */
export const lifeEventActionReplySchema = z.object({
  lifeEventSn: z.number().int(),
  statCd: lifeEventStatSchema,
  statNm: z.string(),
});
export type LifeEventActionReply = z.infer<typeof lifeEventActionReplySchema>;

/**
 * POST user/lifeEvent/request.json: an employee (10, 20) asks for a life event of their own (REQUESTED until a
 * manager decides), of the requestable types only; the server also checks the day against today.
 */
export const myLifeEventRequestSchema = lifeEventSchema
  .safeExtend({ memo: lifeEventMemo })
  .superRefine((v, ctx) => {
    if (!isRequestableLifeEventType(v.occasionType))
      ctx.addIssue({ code: 'custom', message: LIFE_EVENT_MESSAGES.notRequestable, path: ['occasionType'] });
  });
export type MyLifeEventRequest = z.input<typeof myLifeEventRequestSchema>;
/** POST user/lifeEvent/list.json: the employee's own life events and requests, newest first (withdrawn ones left out). */
export const myLifeEventListReplySchema = z.object({ list: z.array(myLifeEventRowSchema) });
export type MyLifeEventListReply = z.infer<typeof myLifeEventListReplySchema>;
