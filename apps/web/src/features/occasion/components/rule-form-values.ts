import {
  type ChainChannel,
  type CondolenceRelation,
  type HolidayMove,
  OCCASION_LIMITS,
  type OccasionCloseAction,
  type OccasionGoodsSource,
  type OccasionRuleDetail,
  type OccasionRuleGoods,
  type OccasionRuleSaveRequest,
  type OccasionType,
  occasionRuleSaveRequestSchema,
  type SendChannel,
  type SendWhen,
  type TaxPurpose,
  taxPurposeOfOccasion,
} from '@pcs/domain';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The rule form's values and how they become the save request (contracts/occasion occasionRuleSaveRequestSchema).
 * The form checks every field with that schema, so a field shows the very message the API would send.
 */
export type RuleFormValues = {
  ruleNm: string;
  occasionType: OccasionType | undefined;
  useYn: boolean;
  relationList: CondolenceRelation[];
  /** Typed or picked years; a word that is not a number reaches the schema as NaN and is named there. */
  tenureTiers: (string | number)[];
  fixedDt: Dayjs | null;
  repeatYearlyYn: boolean;
  grupCdList: string[];
  goodsSource: OccasionGoodsSource;
  tempSn: number | null;
  /** The goods of a GOODS rule with their names (the request sends their numbers). */
  goods: OccasionRuleGoods[];
  budgetAmt: number | null;
  overPayYn: boolean;
  selectCnt: number | null;
  cardText: string;
  channel: SendChannel;
  alimtalkText: string;
  smsText: string;
  mailSubject: string;
  mailText: string;
  sendWhen: SendWhen;
  offsetDays: number | null;
  sendTm: Dayjs | null;
  holidayMove: HolidayMove;
  openDays: number | null;
  reminderDays: (string | number)[];
  closeAction: OccasionCloseAction;
  defaultProdSn: number | null;
  approvalYn: boolean;
  /** 세무 분류 (decision 051); empty: from the occasion type (taxPurposeOfOccasion). */
  taxPurpose: TaxPurpose | null;
  /** The rule's own delivery chain (decision 052); empty: the company's. */
  channelChain: ChainChannel[];
};

export const TIME_FORMAT = 'HH:mm';

/** A new rule: a birthday-like default that sends on the day at 09:00 and stays open two weeks. */
export const NEW_RULE: RuleFormValues = {
  ruleNm: '',
  occasionType: undefined,
  useYn: true,
  relationList: [],
  tenureTiers: [],
  fixedDt: null,
  repeatYearlyYn: true,
  grupCdList: [],
  goodsSource: 'THEME',
  tempSn: null,
  goods: [],
  budgetAmt: null,
  overPayYn: false,
  selectCnt: 1,
  cardText: '',
  channel: 'ALIMTALK',
  alimtalkText: '',
  smsText: '',
  mailSubject: '',
  mailText: '',
  sendWhen: 'ON_DAY',
  offsetDays: 0,
  sendTm: dayjs('09:00', TIME_FORMAT),
  holidayMove: 'PREVIOUS',
  openDays: OCCASION_LIMITS.openDaysDefault,
  reminderDays: [],
  closeAction: 'NONE',
  defaultProdSn: null,
  approvalYn: false,
  taxPurpose: null,
  channelChain: [],
};

const yn = (v: boolean) => (v ? 'Y' : 'N');

export function valuesOf(d: OccasionRuleDetail): RuleFormValues {
  return {
    ruleNm: d.ruleNm,
    occasionType: d.occasionType,
    useYn: d.useYn === 'Y',
    relationList: d.relationList,
    // As the tag selects hold them (their options are strings: '5' reads as 5년).
    tenureTiers: d.tenureTiers.map(String),
    fixedDt: d.fixedDt ? dayjs(d.fixedDt, 'YYYYMMDD') : null,
    repeatYearlyYn: d.repeatYearlyYn === 'Y',
    grupCdList: d.grupCdList,
    goodsSource: d.goodsSource,
    tempSn: d.tempSn,
    goods: d.goods,
    budgetAmt: d.budgetAmt,
    overPayYn: d.overPayYn === 'Y',
    selectCnt: d.selectCnt,
    cardText: d.cardText ?? '',
    channel: d.channel,
    alimtalkText: d.alimtalkText ?? '',
    smsText: d.smsText ?? '',
    mailSubject: d.mailSubject ?? '',
    mailText: d.mailText ?? '',
    sendWhen: d.sendWhen,
    offsetDays: d.offsetDays,
    sendTm: dayjs(d.sendTm, TIME_FORMAT),
    holidayMove: d.holidayMove,
    openDays: d.openDays,
    reminderDays: d.reminderDays.map(String),
    closeAction: d.closeAction,
    defaultProdSn: d.defaultProdSn,
    approvalYn: d.approvalYn === 'Y',
    // The detail gives the purpose in force; the occasion's own default shows as empty (the form's default).
    taxPurpose: d.taxPurpose === taxPurposeOfOccasion(d.occasionType).purpose ? null : d.taxPurpose,
    channelChain: d.channelChain ?? [],
  };
}

/** An empty text is the occasion's default (null), not an empty message. */
const ownText = (v: string | undefined) => (v?.trim() ? v : null);
/** A number field left empty reaches the schema as absent, so its own message names it. */
const numberOrUndefined = (v: number | null | undefined) => (v === null ? undefined : v);
const years = (list: readonly (string | number)[] | undefined) =>
  (list ?? []).map((v) => (typeof v === 'number' ? v : Number(String(v).trim() || Number.NaN)));

/** A save request as the form has it, before the schema has checked it. */
export type RuleDraft = { [K in keyof OccasionRuleSaveRequest]?: unknown };

/** The save request of the form's values (ruleSn 0 = a new rule), for the schema to check. */
export function toRequest(v: Partial<RuleFormValues>, cmpyCd: string, ruleSn: number): RuleDraft {
  return {
    ...(ruleSn > 0 ? { ruleSn } : {}),
    cmpyCd,
    ruleNm: v.ruleNm ?? '',
    occasionType: v.occasionType,
    useYn: yn(v.useYn ?? true),
    relationList: v.relationList ?? [],
    tenureTiers: years(v.tenureTiers),
    fixedDt: v.fixedDt ? v.fixedDt.format('YYYYMMDD') : null,
    repeatYearlyYn: yn(v.repeatYearlyYn ?? false),
    grupCdList: v.grupCdList ?? [],
    goodsSource: v.goodsSource ?? 'THEME',
    tempSn: v.tempSn ?? null,
    prodSnList: (v.goods ?? []).map((g) => g.prodSn),
    budgetAmt: v.budgetAmt ?? null,
    overPayYn: yn(v.overPayYn ?? false),
    selectCnt: numberOrUndefined(v.selectCnt),
    cardText: ownText(v.cardText),
    channel: v.channel,
    alimtalkText: ownText(v.alimtalkText),
    smsText: ownText(v.smsText),
    mailSubject: ownText(v.mailSubject),
    mailText: ownText(v.mailText),
    sendWhen: v.sendWhen ?? 'ON_DAY',
    offsetDays: numberOrUndefined(v.offsetDays),
    sendTm: v.sendTm ? v.sendTm.format(TIME_FORMAT) : undefined,
    holidayMove: v.holidayMove ?? 'PREVIOUS',
    openDays: numberOrUndefined(v.openDays),
    reminderDays: years(v.reminderDays),
    closeAction: v.closeAction ?? 'NONE',
    defaultProdSn: v.defaultProdSn ?? null,
    approvalYn: yn(v.approvalYn ?? false),
    taxPurpose: v.taxPurpose ?? null,
    channelChain: v.channelChain && v.channelChain.length > 0 ? v.channelChain : null,
  };
}

/** The form field that shows a request field's message (the goods list stands for prodSnList). */
export const formFieldOf = (field: string): string => (field === 'prodSnList' ? 'goods' : field);

/**
 * Valid values the schema's refinements can run with. The refinements (the rules between fields, the condolence
 * rule among them) do not run while a field has the wrong type (no send time, no channel), so such fields are
 * lent these values for a second pass: the other fields' messages show at once, as the user types.
 */
const LENT: RuleDraft = {
  ruleNm: '규칙',
  occasionType: 'BIRTHDAY',
  channel: 'ALIMTALK',
  sendTm: '09:00',
  goodsSource: 'THEME',
  selectCnt: 1,
  openDays: OCCASION_LIMITS.openDaysDefault,
  offsetDays: 0,
  sendWhen: 'ON_DAY',
  budgetAmt: null,
};
const BLOCKING = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/** Every field's first message for a request, by form field (empty: the request is valid). */
export function ruleIssues(request: RuleDraft): Map<string, string> {
  const issues = new Map<string, string>();
  const collect = (list: readonly { path: PropertyKey[]; message: string }[], skip = new Set<string>()) => {
    for (const issue of list) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (!skip.has(field) && !issues.has(field)) issues.set(field, issue.message);
    }
  };
  const first = occasionRuleSaveRequestSchema.safeParse(request);
  if (first.success) return issues;
  collect(first.error.issues);
  const blocked = first.error.issues
    .filter((i) => BLOCKING.has(i.code))
    .map((i) => String(i.path[0] ?? ''))
    .filter((f) => f in LENT);
  if (blocked.length === 0) return issues;
  const lent = Object.fromEntries(blocked.map((f) => [f, LENT[f as keyof typeof LENT]]));
  const second = occasionRuleSaveRequestSchema.safeParse({ ...request, ...lent });
  if (!second.success) collect(second.error.issues, new Set(blocked.map(formFieldOf)));
  return issues;
}

/**
 * The form rule of one field: the whole form is checked with the save schema and the field shows its own message,
 * so the rules between fields (a condolence text with a celebration word, a default gift outside the goods) show
 * on the field they concern.
 */
export const schemaRule =
  (field: string, context: () => { cmpyCd: string; ruleSn: number }): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const { cmpyCd, ruleSn } = context();
      const message = ruleIssues(toRequest(getFieldsValue(true), cmpyCd, ruleSn)).get(field);
      if (message) throw new Error(message);
    },
  });
