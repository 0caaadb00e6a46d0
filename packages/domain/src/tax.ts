import type { OccasionType } from './occasion';
import { addMonths } from './settlement';

/*
 * The tax answer of every gift (decision 051): which part of what a company gave an employee in a year is a deemed
 * supply for VAT (부가가치세법 시행령 제19조의2 제3호) and which part is 근로소득 (소득세법 제20조), and why the rest is
 * not. The statutory limits are rows with their valid-from dates (tax_statute_rule, kept by operators), never
 * constants here: next year's change is a row. This module is the one owner of the arithmetic; the screens, the
 * exports, the public API, the warnings before a send and the bench all call it.
 */

/**
 * Why a gift was given: set on the event or occasion rule, copied to every gift line when the gift is given, and
 * changeable by an operator (with a reason, audited) until the month is confirmed. Stable codes: stored on orders.
 */
export const TAX_PURPOSES = [
  'HOLIDAY',
  'BIRTHDAY',
  'FOUNDATION',
  'FAMILY_EVENT',
  'CHILDBIRTH',
  'REWARD',
  'CLIENT',
] as const;
export type TaxPurpose = (typeof TAX_PURPOSES)[number];
export const TAX_PURPOSE_LABEL: Record<TaxPurpose, string> = {
  HOLIDAY: '명절 (설날·추석)',
  BIRTHDAY: '생일',
  FOUNDATION: '창립기념일',
  FAMILY_EVENT: '경조사',
  CHILDBIRTH: '출산',
  REWARD: '포상/기타 근로 관련',
  CLIENT: '고객·거래처 선물',
};
export const isTaxPurpose = (v: unknown): v is TaxPurpose =>
  typeof v === 'string' && (TAX_PURPOSES as readonly string[]).includes(v);

/** A gift event's purpose when its manager has not chosen one: the one that is taxable in full (never understated). */
export const DEFAULT_EVENT_TAX_PURPOSE: TaxPurpose = 'REWARD';

/**
 * The purpose an occasion rule starts with, from what it celebrates. 경조사 keeps its kind (the occasion type), which
 * the company's 경조 규정 limits are set by.
 */
export function taxPurposeOfOccasion(type: OccasionType): { purpose: TaxPurpose; kind: OccasionType | null } {
  switch (type) {
    case 'BIRTHDAY':
      return { purpose: 'BIRTHDAY', kind: null };
    case 'GROUP_DAY':
      return { purpose: 'FOUNDATION', kind: null };
    case 'CHILDBIRTH':
      return { purpose: 'CHILDBIRTH', kind: 'CHILDBIRTH' };
    case 'WEDDING':
    case 'CONDOLENCE':
    case 'CHILD_SCHOOL':
      return { purpose: 'FAMILY_EVENT', kind: type };
    default:
      // 입사기념일, 승진, 복직, 퇴직: a reward for work, not a 경조사 in the statute's sense.
      return { purpose: 'REWARD', kind: null };
  }
}

/** The kind a gift of `purpose` for an occasion carries: the occasion type of a 경조사 or 출산, else none. */
export const taxKindFor = (purpose: string, occasionType: string | null): string | null =>
  purpose === 'FAMILY_EVENT' || purpose === 'CHILDBIRTH' ? occasionType : null;

/** What a statutory rule row does. */
export const TAX_RULE_KINDS = ['VAT_LIMIT', 'INCOME_EXEMPT'] as const;
export type TaxRuleKind = (typeof TAX_RULE_KINDS)[number];
export const TAX_RULE_KIND_LABEL: Record<TaxRuleKind, string> = {
  VAT_LIMIT: '부가가치세 공급 의제 제외 한도',
  INCOME_EXEMPT: '근로소득 비과세',
};

/**
 * One statutory rule as data (tax_statute_rule). A VAT_LIMIT row: the gifts of its purposes dated inside
 * [validFrom, validTo] are not a supply up to limitAmt per employee per calendar year; the excess is. An
 * INCOME_EXEMPT row: gifts of its purposes are not income when its conditions hold (withinMonths of the life event,
 * at most maxCount gifts per life event), or up to the company's own limit when companyLimit is set (경조금).
 */
export type TaxStatuteRule = {
  ruleCd: string;
  kind: TaxRuleKind;
  title: string;
  purposes: readonly TaxPurpose[];
  limitAmt: number | null;
  maxCount: number | null;
  withinMonths: number | null;
  companyLimit: boolean;
  /** YYYYMMDD, inclusive. */
  validFrom: string;
  /** YYYYMMDD, inclusive; null: still in force. */
  validTo: string | null;
  source: string;
};

/** The company's own rules: its 경조 규정 (a limit per kind) and whether 명절 gifts are 근로소득 (the default). */
export type CompanyTaxRules = {
  holidayIncomeYn: 'Y' | 'N';
  familyEventLimits: readonly { kind: string; limitAmt: number; validFrom: string }[];
};

/** Why a part of a gift is not income: stable codes, with the text the ledger and the payroll file show. */
export const TAX_EXEMPT_REASONS = [
  'COMPANY_FAMILY_EVENT_RULE',
  'CHILDBIRTH',
  'COMPANY_HOLIDAY_POLICY',
] as const;
export type TaxExemptReason = (typeof TAX_EXEMPT_REASONS)[number];
export const TAX_EXEMPT_REASON_LABEL: Record<TaxExemptReason, string> = {
  COMPANY_FAMILY_EVENT_RULE: '회사 경조 규정 이내 경조금 (소득세법 시행규칙 제10조제1항)',
  CHILDBIRTH: '출산지원금 비과세 (소득세법 제12조제3호머목1))',
  COMPANY_HOLIDAY_POLICY: '회사 방침: 명절 선물을 근로소득으로 보지 않음',
};

/**
 * One gift line of the ledger: a bill line (sale, cancel, return) of one order, in the month of the bill it is on
 * (or of the draft it will be on). amount: what the company paid for it, VAT included (a recipient's own card
 * payment left out; negative for a reversal).
 */
export type TaxLine = {
  ordSn: number;
  unqUserId: string;
  /** The ledger month: the bill's. */
  yyyymm: string;
  /** The day the gift was given (the order's), YYYYMMDD: which rule row was in force. */
  giftDt: string;
  purpose: TaxPurpose;
  /** The 경조사's kind (occasion type), for the company's limits. */
  kind: string | null;
  amount: number;
  /** The life event's day (a childbirth's birth day), YYYYMMDD. */
  lifeEventDt: string | null;
  /** Which life event: the two exempt childbirth gifts are counted per birth. */
  lifeEventSn: number | null;
};

/** The VAT side of one rule for one employee: what the rule's gifts came to, what was within it and the excess. */
export type VatRuleFigure = {
  ruleCd: string;
  total: number;
  limitAmt: number;
  exempt: number;
  taxable: number;
};

/** One employee's figures (a year so far, or one month of it: the months add up to the year). */
export type TaxFigures = {
  /** Market value given, by purpose. */
  byPurpose: Record<TaxPurpose, number>;
  marketValue: number;
  /** VAT: the gifts under a limit rule, per rule; reward gifts are a supply in full. */
  vatRules: VatRuleFigure[];
  vatExempt: number;
  /** Deemed supply (개인적 공급): the excess over the limits and every reward gift, at market value. */
  vatTaxable: number;
  /** 10% of the deemed supply, won below dropped: what the company self-supplies (부가가치세법 제29조제3항제4호). */
  selfSupplyVat: number;
  /** 근로소득: every employee gift except what a rule exempts; customer gifts are neither. */
  incomeTaxable: number;
  incomeExempt: number;
  exemptBy: Record<TaxExemptReason, number>;
  /** Gifts to customers and business partners (기업업무추진비): no input VAT credit, not an employee's income. */
  clientGifts: number;
};

/*
 * Literal objects, not built from the code lists: one is made per employee of a year's pass (bench:tax), and
 * Object.fromEntries made a slow dictionary object of about 1 KB each time. The Record types keep the keys complete.
 */
const zeroPurposes = (): Record<TaxPurpose, number> => ({
  HOLIDAY: 0,
  BIRTHDAY: 0,
  FOUNDATION: 0,
  FAMILY_EVENT: 0,
  CHILDBIRTH: 0,
  REWARD: 0,
  CLIENT: 0,
});
const zeroReasons = (): Record<TaxExemptReason, number> => ({
  COMPANY_FAMILY_EVENT_RULE: 0,
  CHILDBIRTH: 0,
  COMPANY_HOLIDAY_POLICY: 0,
});

export const emptyTaxFigures = (): TaxFigures => ({
  byPurpose: zeroPurposes(),
  marketValue: 0,
  vatRules: [],
  vatExempt: 0,
  vatTaxable: 0,
  selfSupplyVat: 0,
  incomeTaxable: 0,
  incomeExempt: 0,
  exemptBy: zeroReasons(),
  clientGifts: 0,
});

const inForce = (rule: TaxStatuteRule, ymd: string) =>
  rule.validFrom <= ymd && (rule.validTo === null || ymd <= rule.validTo);

/** The statutory rule of `kind` covering `purpose` on `ymd`, if any (the latest valid-from wins an overlap). */
export function statuteRuleOn(
  rules: readonly TaxStatuteRule[],
  kind: TaxRuleKind,
  purpose: TaxPurpose,
  ymd: string,
): TaxStatuteRule | null {
  let found: TaxStatuteRule | null = null;
  for (const r of rules)
    if (r.kind === kind && r.purposes.includes(purpose) && inForce(r, ymd))
      if (!found || r.validFrom > found.validFrom) found = r;
  return found;
}

/** The company's 경조 limit for a kind on a day: its latest row in force, or null (no written rule: taxable). */
export function companyFamilyLimit(
  company: CompanyTaxRules,
  kind: string | null,
  ymd: string,
): number | null {
  let found: { limitAmt: number; validFrom: string } | null = null;
  for (const l of company.familyEventLimits)
    if (l.kind === kind && l.validFrom <= ymd && (!found || l.validFrom > found.validFrom)) found = l;
  return found?.limitAmt ?? null;
}

/** Months between two YYYYMMDD days, counted as the calendar does (a day before its monthly date is not a month). */
function monthsBetween(from: string, to: string): number {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(4, 6)) -
    Number(from.slice(4, 6));
  return to.slice(6) < from.slice(6) ? months - 1 : months;
}

/**
 * One employee's figures for one calendar year, through the ledger month `through` (inclusive): every line of the
 * year up to it, netted per order first so that a cancel or return reverses exactly what its sale counted.
 * The lines must all be one employee's, of one year.
 */
export function employeeTaxThrough(
  lines: readonly TaxLine[],
  statute: readonly TaxStatuteRule[],
  company: CompanyTaxRules,
  through: string,
): TaxFigures {
  const f = emptyTaxFigures();
  // Per order: its net amount so far and what decides its treatment (its sale's day, purpose and life event).
  const orders = new Map<number, { net: number; line: TaxLine }>();
  for (const l of lines) {
    if (l.yyyymm > through) continue;
    const o = orders.get(l.ordSn);
    if (o) o.net += l.amount;
    else orders.set(l.ordSn, { net: l.amount, line: l });
  }
  const vat = new Map<string, { rule: TaxStatuteRule; total: number }>();
  // Childbirth gifts per birth, in the order given: the first maxCount within the window are exempt.
  let births: Map<string, number> | null = null;
  const sorted = [...orders.values()].sort(
    (a, b) => a.line.giftDt.localeCompare(b.line.giftDt) || a.line.ordSn - b.line.ordSn,
  );
  for (const { net, line } of sorted) {
    const p = line.purpose;
    f.byPurpose[p] += net;
    if (p === 'CLIENT') {
      f.clientGifts += net;
      continue;
    }
    f.marketValue += net;
    const limitRule = statuteRuleOn(statute, 'VAT_LIMIT', p, line.giftDt);
    if (limitRule) {
      const v = vat.get(limitRule.ruleCd) ?? { rule: limitRule, total: 0 };
      v.total += net;
      vat.set(limitRule.ruleCd, v);
    } else f.vatTaxable += net;

    let exempt = 0;
    let reason: TaxExemptReason | null = null;
    const exemption = statuteRuleOn(statute, 'INCOME_EXEMPT', p, line.giftDt);
    if (exemption?.companyLimit) {
      const limit = companyFamilyLimit(company, line.kind, line.giftDt);
      if (limit !== null) {
        exempt = Math.min(Math.max(net, 0), limit);
        reason = 'COMPANY_FAMILY_EVENT_RULE';
      }
    } else if (exemption && line.lifeEventDt !== null && net > 0) {
      const key = String(line.lifeEventSn ?? line.lifeEventDt);
      births ??= new Map();
      const nth = (births.get(key) ?? 0) + 1;
      const withinWindow =
        exemption.withinMonths === null ||
        monthsBetween(line.lifeEventDt, line.giftDt) < exemption.withinMonths;
      if (withinWindow && line.giftDt >= line.lifeEventDt) {
        births.set(key, nth);
        if (exemption.maxCount === null || nth <= exemption.maxCount) {
          exempt = net;
          reason = 'CHILDBIRTH';
        }
      }
    } else if (p === 'HOLIDAY' && company.holidayIncomeYn === 'N' && net > 0) {
      exempt = net;
      reason = 'COMPANY_HOLIDAY_POLICY';
    }
    f.incomeExempt += exempt;
    f.incomeTaxable += net - exempt;
    if (reason) f.exemptBy[reason] += exempt;
  }
  for (const { rule, total } of vat.values()) {
    const limitAmt = rule.limitAmt ?? 0;
    const exempt = Math.min(Math.max(total, 0), limitAmt);
    const taxable = Math.max(total - limitAmt, 0);
    f.vatRules.push({ ruleCd: rule.ruleCd, total, limitAmt, exempt, taxable });
    f.vatExempt += exempt;
    f.vatTaxable += taxable;
  }
  f.vatRules.sort((a, b) => a.ruleCd.localeCompare(b.ruleCd));
  f.selfSupplyVat = Math.floor(Math.max(f.vatTaxable, 0) / 10);
  return f;
}

/** The figures' plain amounts (beside the per-purpose, per-reason and per-rule ones). */
export const TAX_FIGURE_AMOUNTS = [
  'marketValue',
  'vatExempt',
  'vatTaxable',
  'selfSupplyVat',
  'incomeTaxable',
  'incomeExempt',
  'clientGifts',
] as const;

/** Adds `f` into `into`, field by field: a ledger's totals over its employees. */
export function addTaxFigures(into: TaxFigures, f: TaxFigures): void {
  for (const p of TAX_PURPOSES) into.byPurpose[p] += f.byPurpose[p];
  for (const r of TAX_EXEMPT_REASONS) into.exemptBy[r] += f.exemptBy[r];
  for (const k of TAX_FIGURE_AMOUNTS) into[k] += f[k];
  for (const v of f.vatRules) {
    const found = into.vatRules.find((r) => r.ruleCd === v.ruleCd);
    if (found) {
      found.total += v.total;
      found.exempt += v.exempt;
      found.taxable += v.taxable;
    } else into.vatRules.push({ ...v });
  }
}

/** a - b, field by field: one month's figures as the year through it less the year through the month before. */
export function subtractTaxFigures(a: TaxFigures, b: TaxFigures): TaxFigures {
  const d = emptyTaxFigures();
  for (const p of TAX_PURPOSES) d.byPurpose[p] = a.byPurpose[p] - b.byPurpose[p];
  for (const r of TAX_EXEMPT_REASONS) d.exemptBy[r] = a.exemptBy[r] - b.exemptBy[r];
  for (const k of TAX_FIGURE_AMOUNTS) d[k] = a[k] - b[k];
  const before = new Map(b.vatRules.map((r) => [r.ruleCd, r]));
  d.vatRules = a.vatRules.map((r) => {
    const o = before.get(r.ruleCd);
    return {
      ruleCd: r.ruleCd,
      limitAmt: r.limitAmt,
      total: r.total - (o?.total ?? 0),
      exempt: r.exempt - (o?.exempt ?? 0),
      taxable: r.taxable - (o?.taxable ?? 0),
    };
  });
  return d;
}

/** The twelve ledger months of a year, 'YYYY01'..'YYYY12'. */
export const monthsOfYear = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => addMonths(`${year}01`, i));

/**
 * One employee's year month by month: each month is the year through it less the year through the month before,
 * so a return in March of a January gift reverses January's treatment in March, and the months add up to the year.
 */
export function employeeTaxMonths(
  lines: readonly TaxLine[],
  statute: readonly TaxStatuteRule[],
  company: CompanyTaxRules,
  year: number,
): { months: { yyyymm: string; figures: TaxFigures }[]; year: TaxFigures } {
  const months: { yyyymm: string; figures: TaxFigures }[] = [];
  let before = emptyTaxFigures();
  for (const yyyymm of monthsOfYear(year)) {
    const through = employeeTaxThrough(lines, statute, company, yyyymm);
    months.push({ yyyymm, figures: subtractTaxFigures(through, before) });
    before = through;
  }
  return { months, year: before };
}

/**
 * What sending a gift of `amount` to each employee would do (the warning before a send): who would pass a VAT limit
 * or the company's 경조 limit, by how much, and the self-supply VAT it adds. Sending stays allowed.
 */
export type TaxSendWarning = {
  unqUserId: string;
  /** The limit passed: a statutory VAT rule's code, or 'COMPANY_FAMILY_EVENT'. */
  limit: string;
  limitAmt: number;
  givenBefore: number;
  excess: number;
  addedVat: number;
};

export function sendTaxWarnings(
  people: readonly { unqUserId: string; lines: readonly TaxLine[] }[],
  gift: { purpose: TaxPurpose; kind: string | null; amount: number; giftDt: string },
  statute: readonly TaxStatuteRule[],
  company: CompanyTaxRules,
): TaxSendWarning[] {
  const warnings: TaxSendWarning[] = [];
  if (gift.purpose === 'CLIENT' || gift.amount <= 0) return warnings;
  const year = gift.giftDt.slice(0, 4);
  const rule = statuteRuleOn(statute, 'VAT_LIMIT', gift.purpose, gift.giftDt);
  const companyLimit =
    gift.purpose === 'FAMILY_EVENT' ? companyFamilyLimit(company, gift.kind, gift.giftDt) : null;
  for (const person of people) {
    const ofYear = person.lines.filter((l) => l.yyyymm.startsWith(year));
    if (rule?.limitAmt != null) {
      const before = employeeTaxThrough(ofYear, statute, company, `${year}12`).vatRules.find(
        (r) => r.ruleCd === rule.ruleCd,
      );
      const givenBefore = before?.total ?? 0;
      const excess =
        Math.max(givenBefore + gift.amount - rule.limitAmt, 0) - Math.max(givenBefore - rule.limitAmt, 0);
      if (excess > 0)
        warnings.push({
          unqUserId: person.unqUserId,
          limit: rule.ruleCd,
          limitAmt: rule.limitAmt,
          givenBefore,
          excess,
          addedVat: Math.floor(excess / 10),
        });
    }
    if (companyLimit !== null && gift.amount > companyLimit)
      warnings.push({
        unqUserId: person.unqUserId,
        limit: 'COMPANY_FAMILY_EVENT',
        limitAmt: companyLimit,
        givenBefore: 0,
        excess: gift.amount - companyLimit,
        addedVat: 0,
      });
  }
  return warnings;
}

/** The purpose each exemption belongs to: the payroll file splits income per purpose with it. */
export const TAX_EXEMPT_REASON_PURPOSE: Record<TaxExemptReason, TaxPurpose> = {
  COMPANY_FAMILY_EVENT_RULE: 'FAMILY_EVENT',
  CHILDBIRTH: 'CHILDBIRTH',
  COMPANY_HOLIDAY_POLICY: 'HOLIDAY',
};

/** One employee's 근로소득 per purpose: what was given, the taxable part, the exempt part and its reason. */
export type IncomeByPurpose = {
  purpose: TaxPurpose;
  marketValue: number;
  taxable: number;
  exempt: number;
  reason: TaxExemptReason | null;
};

/** The figures' income, purpose by purpose (customer gifts are not income); purposes with nothing left out. */
export function incomeByPurpose(f: TaxFigures): IncomeByPurpose[] {
  const out: IncomeByPurpose[] = [];
  for (const purpose of TAX_PURPOSES) {
    if (purpose === 'CLIENT' || f.byPurpose[purpose] === 0) continue;
    const reason = TAX_EXEMPT_REASONS.find((r) => TAX_EXEMPT_REASON_PURPOSE[r] === purpose) ?? null;
    const exempt = reason ? f.exemptBy[reason] : 0;
    out.push({
      purpose,
      marketValue: f.byPurpose[purpose],
      taxable: f.byPurpose[purpose] - exempt,
      exempt,
      reason: exempt !== 0 ? reason : null,
    });
  }
  return out;
}

/** Texts of the tax screens and calls. */
export const TAX_TEXT = {
  badYear: '연도를 확인해 주세요.',
  reasonRequired: '변경 사유를 입력해 주세요.',
  monthConfirmed: '청구가 확정된 월의 선물은 세무 분류를 바꿀 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  ruleNotFound: '규칙을 찾을 수 없습니다.',
  validFromInvalid: '적용 시작일을 YYYY-MM-DD 형식으로 입력해 주세요.',
  validToBeforeFrom: '적용 종료일이 시작일보다 빠릅니다.',
  limitInvalid: '한도 금액을 0원 이상으로 입력해 주세요.',
  purposesRequired: '적용 대상 분류를 하나 이상 선택해 주세요.',
  sourceRequired: '근거 법령을 입력해 주세요.',
  titleRequired: '규칙 이름을 입력해 주세요.',
  kindRequired: '경조 종류를 선택해 주세요.',
  duplicateFamilyLimit: '같은 경조 종류와 적용 시작일의 한도가 이미 있습니다.',
  saved: '저장되었습니다.',
  changed: '세무 분류를 변경했습니다.',
  warningTitle: (count: number) => `${count}명이 비과세 한도를 넘습니다.`,
  warningVat: (won: string) => `자가공급 부가가치세 ${won}원이 추가로 발생합니다.`,
} as const;
