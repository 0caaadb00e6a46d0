import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { event } from './event';
import { occasionRule } from './occasion';
import { giftOrder } from './order';
import { company } from './organization';

/*
 * The tax ledger's rules (decision 051). The ledger itself is not stored: it is computed from the bill lines (the
 * confirmed ones and the drafts') by the domain's tax rule, so it always adds up to the bills.
 */

/** A statutory rule with its valid-from date (domain TaxStatuteRule): kept by operators on /tax/rules. */
export const taxStatuteRule = pgTable(
  'tax_statute_rule',
  {
    ruleSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    ruleCd: varchar({ length: 40 }).notNull(),
    kind: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    purposes: text().array().notNull(),
    limitAmt: integer(),
    maxCount: integer(),
    withinMonths: integer(),
    companyLimitYn: varchar({ length: 1 }).notNull().default('N'),
    /** YYYYMMDD, inclusive. */
    validFrom: varchar({ length: 8 }).notNull(),
    validTo: varchar({ length: 8 }),
    /** The article and its dates, as people cite it. */
    source: varchar({ length: 500 }).notNull(),
    note: varchar({ length: 1000 }),
    updatedBy: varchar({ length: 20 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_statute_rule_uq').on(t.ruleCd, t.validFrom),
    check('tax_statute_rule_kind_ck', sql`${t.kind} in ('VAT_LIMIT','INCOME_EXEMPT')`),
  ],
);

/** A company's own tax settings: whether 명절 gifts are 근로소득 (Y, the law's default reading). */
export const companyTaxSetting = pgTable('company_tax_setting', {
  cmpyCd: varchar({ length: 20 })
    .primaryKey()
    .references(() => company.cmpyCd),
  holidayIncomeYn: varchar({ length: 1 }).notNull().default('Y'),
  updatedBy: varchar({ length: 20 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The company's 경조 규정: the amount per 경조 kind that is not income (소득세법 시행규칙 제10조①), from a day on. */
export const companyFamilyLimit = pgTable(
  'company_family_limit',
  {
    limitSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    kind: varchar({ length: 20 }).notNull(),
    limitAmt: integer().notNull(),
    validFrom: varchar({ length: 8 }).notNull(),
    updatedBy: varchar({ length: 20 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_family_limit_uq').on(t.cmpyCd, t.kind, t.validFrom),
    check('company_family_limit_amt_ck', sql`${t.limitAmt} >= 0`),
  ],
);

/** Every change of a gift's purpose after it was given: who, when, from what, to what, why. */
export const taxPurposeChange = pgTable(
  'tax_purpose_change',
  {
    changeSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    ordSn: integer()
      .notNull()
      .references(() => giftOrder.ordSn),
    fromPurpose: varchar({ length: 20 }).notNull(),
    fromKind: varchar({ length: 20 }),
    toPurpose: varchar({ length: 20 }).notNull(),
    toKind: varchar({ length: 20 }),
    reason: varchar({ length: 500 }).notNull(),
    changedBy: varchar({ length: 20 }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_purpose_change_ord_idx').on(t.ordSn)],
);

/**
 * A warning shown before a send (an event's invitations, an occasion's approval or send-now) and sent anyway: the
 * company's decision, recorded with its figures.
 */
export const taxSendWarning = pgTable(
  'tax_send_warning',
  {
    warningSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    eventSn: integer().references(() => event.eventSn),
    ruleSn: integer().references(() => occasionRule.ruleSn),
    peopleCnt: integer().notNull(),
    excessAmt: integer().notNull(),
    addedVat: integer().notNull(),
    warnedBy: varchar({ length: 20 }).notNull(),
    warnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_send_warning_cmpy_idx').on(t.cmpyCd, t.warnedAt)],
);
