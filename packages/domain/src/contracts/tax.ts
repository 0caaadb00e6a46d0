import { z } from 'zod';
import { OCCASION_TYPES } from '../occasion';
import {
  TAX_EXEMPT_REASONS,
  TAX_PURPOSES,
  TAX_RULE_KINDS,
  TAX_TEXT,
  type TaxExemptReason,
  type TaxPurpose,
} from '../tax';
import { cmpyCdSchema } from './company';
import { optionalText, pageOf, serialId } from './envelope';
import { downloadReasonSchema, pagingShape } from './list';

/*
 * The tax ledger (decision 051): calls of the screens /tax/ledger, /tax/employee/{unqUserId}/{year} and /tax/rules,
 * the tax block of an event and of an occasion rule, the warning before a send, the payroll file, and the operator's
 * change of a gift's purpose. Operators (15, 99999) reach every company; a client manager (25) their own.
 */
export const TAX_PATH = {
  ledger: '/v1/ebmp/pcs/tax/ledger/list.json',
  ledgerExcel: '/v1/ebmp/pcs/tax/ledger/excel.json',
  employee: '/v1/ebmp/pcs/tax/employee.json',
  payroll: '/v1/ebmp/pcs/tax/payroll.json',
  rules: '/v1/ebmp/pcs/tax/rules.json',
  saveStatuteRule: '/v1/ebmp/pcs/tax/statuteRule/save.json',
  saveCompanyRules: '/v1/ebmp/pcs/tax/companyRules/save.json',
  changePurpose: '/v1/ebmp/pcs/tax/changePurpose.json',
  sendCheck: '/v1/ebmp/pcs/tax/sendCheck.json',
  summary: '/v1/ebmp/pcs/tax/summary.json',
} as const;

const T = TAX_TEXT;
const taxPurposeSchema = z.enum(TAX_PURPOSES, '세무 분류를 선택해 주세요.');
const yearSchema = z.coerce.number(T.badYear).int(T.badYear).min(2019, T.badYear).max(2100, T.badYear);
const ymdText = z
  .string(T.validFromInvalid)
  .trim()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, T.validFromInvalid)
  .transform((v) => v.replaceAll('-', ''));
const wonSchema = z.coerce
  .number(T.limitInvalid)
  .int(T.limitInvalid)
  .min(0, T.limitInvalid)
  .max(2_000_000_000);

/** The ledger's filters: a year, and one month of it or the whole year. */
const ledgerFilterShape = {
  cmpyCd: cmpyCdSchema.nullish(),
  year: yearSchema,
  /** 1-12: that month; empty: the year. */
  month: z.coerce.number().int().min(1).max(12).nullish(),
  purpose: taxPurposeSchema.nullish(),
  /** Only employees with something taxable (근로소득 or a deemed supply). */
  taxableOnly: z.enum(['Y', 'N']).nullish(),
  /** Name, 사번 or ID, anywhere in it. */
  searchText: optionalText(50),
};
export const taxLedgerRequestSchema = z.object({ ...ledgerFilterShape, ...pagingShape });
export const taxLedgerExcelRequestSchema = z.object({
  ...ledgerFilterShape,
  downloadReason: downloadReasonSchema,
});
export type TaxLedgerRequest = z.input<typeof taxLedgerRequestSchema>;

const purposeAmounts = z.object(
  Object.fromEntries(TAX_PURPOSES.map((p) => [p, z.number().int()])) as Record<TaxPurpose, z.ZodNumber>,
);
const reasonAmounts = z.object(
  Object.fromEntries(TAX_EXEMPT_REASONS.map((r) => [r, z.number().int()])) as Record<
    TaxExemptReason,
    z.ZodNumber
  >,
);
export const taxFiguresSchema = z.object({
  byPurpose: purposeAmounts,
  marketValue: z.number().int(),
  vatRules: z.array(
    z.object({
      ruleCd: z.string(),
      total: z.number().int(),
      limitAmt: z.number().int(),
      exempt: z.number().int(),
      taxable: z.number().int(),
    }),
  ),
  vatExempt: z.number().int(),
  vatTaxable: z.number().int(),
  selfSupplyVat: z.number().int(),
  incomeTaxable: z.number().int(),
  incomeExempt: z.number().int(),
  exemptBy: reasonAmounts,
  clientGifts: z.number().int(),
});

/** One employee's row: names as the back office masks them (in full for the company's manager). */
export const taxLedgerRowSchema = z.object({
  unqUserId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  sabun: z.string().nullable(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  grupNm: z.string().nullable(),
  figures: taxFiguresSchema,
});
export const taxLedgerReplySchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  page: pageOf(taxLedgerRowSchema),
  /** Every employee of the filter, and the customer gifts (기업업무추진비) beside them. */
  totals: taxFiguresSchema,
  /**
   * What the bills of the period charge the companies (confirmed bills and drafts): the ledger's market value plus
   * the customer gifts equals it to the won (a test proves it).
   */
  billedAmt: z.number().int(),
  /** Months of the period still drafts: their figures change until the month is confirmed. */
  draftMonths: z.array(z.string()),
});
export type TaxLedgerReply = z.infer<typeof taxLedgerReplySchema>;
export type TaxLedgerRow = z.infer<typeof taxLedgerRowSchema>;

export const taxEmployeeRequestSchema = z.object({
  unqUserId: z.string().trim().min(1).max(20),
  year: yearSchema,
});
/** One gift line of an employee's year, as the ledger counted it. */
export const taxEmployeeLineSchema = z.object({
  ordSn: z.number().int(),
  lineKind: z.string(),
  yyyymm: z.string(),
  giftDt: z.string(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  prodNm: z.string(),
  purpose: taxPurposeSchema,
  kind: z.string().nullable(),
  amount: z.number().int(),
  /** N: the month's bill is still a draft; an operator may change the purpose. */
  confirmedYn: z.enum(['Y', 'N']),
});
export const taxEmployeeReplySchema = z.object({
  person: z.object({
    unqUserId: z.string(),
    userId: z.string(),
    userNm: z.string(),
    sabun: z.string().nullable(),
    cmpyCd: z.string(),
    cmpyNm: z.string(),
    grupNm: z.string().nullable(),
  }),
  year: z.number().int(),
  months: z.array(z.object({ yyyymm: z.string(), figures: taxFiguresSchema })),
  total: taxFiguresSchema,
  lines: z.array(taxEmployeeLineSchema),
  changes: z.array(
    z.object({
      ordSn: z.number().int(),
      fromPurpose: z.string(),
      toPurpose: z.string(),
      reason: z.string(),
      changedBy: z.string(),
      changedAt: z.string(),
    }),
  ),
});
export type TaxEmployeeReply = z.infer<typeof taxEmployeeReplySchema>;

/** The payroll file (documented in docs/tax-payroll-file.md): a month, or the year's summary for 연말정산. */
export const taxPayrollRequestSchema = z.object({
  cmpyCd: cmpyCdSchema,
  year: yearSchema,
  month: z.coerce.number().int().min(1).max(12).nullish(),
  format: z.enum(['xlsx', 'csv']),
  downloadReason: downloadReasonSchema,
});

export const taxStatuteRuleSchema = z.object({
  ruleSn: z.number().int(),
  ruleCd: z.string(),
  kind: z.enum(TAX_RULE_KINDS),
  title: z.string(),
  purposes: z.array(taxPurposeSchema),
  limitAmt: z.number().int().nullable(),
  maxCount: z.number().int().nullable(),
  withinMonths: z.number().int().nullable(),
  companyLimitYn: z.enum(['Y', 'N']),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type TaxStatuteRuleRow = z.infer<typeof taxStatuteRuleSchema>;

export const companyTaxRulesSchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  holidayIncomeYn: z.enum(['Y', 'N']),
  familyEventLimits: z.array(
    z.object({ kind: z.enum(OCCASION_TYPES), limitAmt: z.number().int(), validFrom: z.string() }),
  ),
});
export const taxRulesRequestSchema = z.object({ cmpyCd: cmpyCdSchema.nullish() });
export const taxRulesReplySchema = z.object({
  statute: z.array(taxStatuteRuleSchema),
  /** The company's own rules: the manager's company, or the one an operator chose (null: none chosen). */
  company: companyTaxRulesSchema.nullable(),
});
export type TaxRulesReply = z.infer<typeof taxRulesReplySchema>;

export const taxStatuteRuleSaveRequestSchema = z
  .object({
    /** Absent: a new row (next year's change is a new row with its valid-from date). */
    ruleSn: serialId(T.ruleNotFound).nullish(),
    ruleCd: z
      .string('규칙 코드를 입력해 주세요.')
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,39}$/, '규칙 코드는 영문 대문자, 숫자, _ 로 입력해 주세요.'),
    kind: z.enum(TAX_RULE_KINDS, '규칙 종류를 선택해 주세요.'),
    title: z.string(T.titleRequired).trim().min(1, T.titleRequired).max(200),
    purposes: z.array(taxPurposeSchema).min(1, T.purposesRequired),
    limitAmt: wonSchema.nullish(),
    maxCount: z.coerce.number().int().min(1).max(100).nullish(),
    withinMonths: z.coerce.number().int().min(1).max(600).nullish(),
    companyLimitYn: z.enum(['Y', 'N']).default('N'),
    validFrom: ymdText,
    validTo: z
      .union([z.literal(''), ymdText])
      .nullish()
      .transform((v) => (v ? v : null)),
    source: z.string(T.sourceRequired).trim().min(1, T.sourceRequired).max(500),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', message: T.validToBeforeFrom, path: ['validTo'] });
    if (v.kind === 'VAT_LIMIT' && (v.limitAmt === null || v.limitAmt === undefined))
      ctx.addIssue({ code: 'custom', message: T.limitInvalid, path: ['limitAmt'] });
  });
export type TaxStatuteRuleSaveRequest = z.input<typeof taxStatuteRuleSaveRequestSchema>;

export const companyTaxRulesSaveRequestSchema = z
  .object({
    cmpyCd: cmpyCdSchema,
    holidayIncomeYn: z.enum(['Y', 'N']),
    familyEventLimits: z
      .array(
        z.object({
          kind: z.enum(OCCASION_TYPES, T.kindRequired),
          limitAmt: wonSchema,
          validFrom: ymdText,
        }),
      )
      .max(100),
  })
  .superRefine((v, ctx) => {
    const keys = v.familyEventLimits.map((l) => `${l.kind}|${l.validFrom}`);
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i)
        ctx.addIssue({
          code: 'custom',
          message: T.duplicateFamilyLimit,
          path: ['familyEventLimits', i, 'kind'],
        });
    });
  });
export type CompanyTaxRulesSaveRequest = z.input<typeof companyTaxRulesSaveRequestSchema>;

export const taxPurposeChangeRequestSchema = z.object({
  ordSn: serialId(T.orderNotFound),
  purpose: taxPurposeSchema,
  kind: z.enum(OCCASION_TYPES).nullish(),
  reason: z.string(T.reasonRequired).trim().min(2, T.reasonRequired).max(500),
});

/**
 * The warning before a send: an event's invitations (eventSn), or an occasion rule's gifts (ruleSn, with the
 * occurrences about to go, or every one waiting). acknowledge Y: the sender goes ahead; the warning is recorded.
 */
export const taxSendCheckRequestSchema = z
  .object({
    eventSn: serialId().nullish(),
    ruleSn: serialId().nullish(),
    occurrenceSns: z.array(serialId()).max(5000).nullish(),
    acknowledge: z.enum(['Y', 'N']).default('N'),
  })
  .refine((v) => Boolean(v.eventSn) !== Boolean(v.ruleSn), '이벤트 또는 규칙 하나를 지정해 주세요.');
export const taxSendWarningRowSchema = z.object({
  unqUserId: z.string(),
  userNm: z.string(),
  limit: z.string(),
  limitLabel: z.string(),
  limitAmt: z.number().int(),
  givenBefore: z.number().int(),
  excess: z.number().int(),
  addedVat: z.number().int(),
});
export const taxSendCheckReplySchema = z.object({
  purpose: taxPurposeSchema,
  /** The gift's value per person the check assumed: the budget, or the dearest gift offered. */
  amountPerPerson: z.number().int(),
  peopleCnt: z.number().int(),
  warnings: z.array(taxSendWarningRowSchema),
  /** The warning in words, or null when nobody passes a limit. */
  message: z.string().nullable(),
  addedVat: z.number().int(),
  recorded: z.boolean(),
});
export type TaxSendCheckReply = z.infer<typeof taxSendCheckReplySchema>;

/** The tax block of an event's or occasion rule's detail. */
export const taxSummaryRequestSchema = z
  .object({ eventSn: serialId().nullish(), ruleSn: serialId().nullish() })
  .refine((v) => Boolean(v.eventSn) !== Boolean(v.ruleSn), '이벤트 또는 규칙 하나를 지정해 주세요.');
export const taxSummaryReplySchema = z.object({
  purpose: taxPurposeSchema,
  kind: z.string().nullable(),
  /** The gifts given so far (live orders, the company's share). */
  givenAmt: z.number().int(),
  peopleCnt: z.number().int(),
  /** Of them, this year so far: people past a VAT limit, and the self-supply VAT of the year for those people. */
  overLimitCnt: z.number().int(),
  selfSupplyVat: z.number().int(),
  incomeTaxable: z.number().int(),
  incomeExempt: z.number().int(),
  warnings: z.array(
    z.object({
      peopleCnt: z.number().int(),
      excessAmt: z.number().int(),
      addedVat: z.number().int(),
      warnedBy: z.string(),
      warnedAt: z.string(),
    }),
  ),
});
export type TaxSummaryReply = z.infer<typeof taxSummaryReplySchema>;
