import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { eventTemplate, product } from './catalog';
import { event } from './event';
import { appUser, company } from './organization';

/*
 * Occasions that send themselves (decision 034, 036): HR life events, each company's rules, and the occurrences the
 * engine computes from them. Occasion codes (OCCASION_TYPES) and occurrence keys (OCCURRENCE_KEY) are the domain's.
 */

/**
 * A life event of an employee (결혼, 출산, 조사...): registered by an operator or client manager (APPROVED at once),
 * by the Excel import, or asked for by the employee from my page (REQUESTED until the client manager decides).
 * Only APPROVED events yield occurrences.
 */
export const userLifeEvent = pgTable(
  'user_life_event',
  {
    lifeEventSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    /** The employee's company when registered: the client manager's request list reads by it. */
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    occasionType: varchar({ length: 20 }).notNull(),
    eventDt: varchar({ length: 8 }).notNull(),
    /** Condolences only: whose death (CONDOLENCE_RELATIONS). */
    relationCd: varchar({ length: 20 }),
    /** REQUESTED (the employee asked) · APPROVED · REJECTED · DELETED (withdrawn; its unsent gift is cancelled). */
    statCd: varchar({ length: 10 }).notNull().default('APPROVED'),
    /** The employee's note with a request. */
    memo: varchar({ length: 500 }),
    rejectReason: varchar({ length: 500 }),
    createdBy: varchar({ length: 20 }),
    decidedBy: varchar({ length: 20 }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_life_event_user_idx').on(t.unqUserId),
    index('user_life_event_cmpy_idx').on(t.cmpyCd, t.statCd, t.eventDt),
    // The public API's pages by change time (decision 038).
    index('user_life_event_cmpy_updated_idx').on(t.cmpyCd, t.updatedAt, t.lifeEventSn),
    check('user_life_event_stat_ck', sql`${t.statCd} in ('REQUESTED','APPROVED','REJECTED','DELETED')`),
  ],
);

/** A company's rule for one occasion: what is sent, to whom, when (contracts/occasion occasionRuleSaveRequestSchema). */
export const occasionRule = pgTable(
  'occasion_rule',
  {
    ruleSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    ruleNm: varchar({ length: 100 }).notNull(),
    occasionType: varchar({ length: 20 }).notNull(),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    relationList: text().array().notNull().default(sql`'{}'::text[]`),
    tenureTiers: integer().array().notNull().default(sql`'{}'::integer[]`),
    fixedDt: varchar({ length: 8 }),
    repeatYearlyYn: varchar({ length: 1 }).notNull().default('N'),
    grupCdList: text().array().notNull().default(sql`'{}'::text[]`),
    goodsSource: varchar({ length: 10 }).notNull(),
    tempSn: integer().references(() => eventTemplate.tempSn),
    prodSnList: integer().array().notNull().default(sql`'{}'::integer[]`),
    budgetAmt: integer(),
    overPayYn: varchar({ length: 1 }).notNull().default('N'),
    selectCnt: integer().notNull().default(1),
    cardText: varchar({ length: 500 }),
    channel: varchar({ length: 10 }).notNull(),
    alimtalkText: text(),
    smsText: text(),
    mailSubject: varchar({ length: 200 }),
    mailText: text(),
    sendWhen: varchar({ length: 10 }).notNull().default('ON_DAY'),
    offsetDays: integer().notNull().default(0),
    /** KST 'HH:mm'. */
    sendTm: varchar({ length: 5 }).notNull(),
    holidayMove: varchar({ length: 10 }).notNull().default('PREVIOUS'),
    openDays: integer().notNull().default(14),
    reminderDays: integer().array().notNull().default(sql`'{}'::integer[]`),
    closeAction: varchar({ length: 20 }).notNull().default('NONE'),
    defaultProdSn: integer().references(() => product.prodSn),
    approvalYn: varchar({ length: 1 }).notNull().default('N'),
    /** Why the gifts are given (decision 051): the occasion event it opens takes it; defaults from occasionType. */
    taxPurpose: varchar({ length: 20 }).notNull().default('REWARD'),
    /** The rule's own delivery chain (decision 052); null: the company's. */
    channelChain: varchar({ length: 80 }),
    /** Y: deleted from the list; kept because its occurrences and events name it. */
    delYn: varchar({ length: 1 }).notNull().default('N'),
    createdBy: varchar({ length: 20 }),
    updatedBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('occasion_rule_cmpy_idx').on(t.cmpyCd, t.occasionType),
    check('occasion_rule_select_cnt_ck', sql`${t.selectCnt} >= 1`),
    check('occasion_rule_open_days_ck', sql`${t.openDays} >= 1`),
  ],
);

/**
 * One gift the engine computed: a person, an occasion and its key (BIRTHDAY:2027, TENURE:10, LIFE:123,
 * GROUP:7:2027). The unique (person, key) is what makes every run, by any number of processes, queue one gift.
 * statCd: WAITING (the rule wants the client manager's approval) · SCHEDULED (goes at sendAt) · SENT · SKIPPED (a
 * manager skipped it, with a reason) · CANCELLED (the leave date, or HR data or a rule changed so it no longer holds).
 */
export const occasionOccurrence = pgTable(
  'occasion_occurrence',
  {
    occurrenceSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    ruleSn: integer()
      .notNull()
      .references(() => occasionRule.ruleSn),
    occurrenceKey: varchar({ length: 40 }).notNull(),
    occasionType: varchar({ length: 20 }).notNull(),
    /** The occasion's solar day this time, YYYYMMDD. */
    eventDt: varchar({ length: 8 }).notNull(),
    /** The planned send day and instant (the rule's offset, holiday move and KST time applied). */
    sendDt: varchar({ length: 8 }).notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    years: integer(),
    lifeEventSn: integer(),
    relationCd: varchar({ length: 20 }),
    /** Y: computed after its send time had passed (a life event registered late): sent at once. */
    lateYn: varchar({ length: 1 }).notNull().default('N'),
    statCd: varchar({ length: 10 }).notNull(),
    approvedBy: varchar({ length: 20 }),
    approvedAt: timestamp({ withTimezone: true }),
    skipReason: varchar({ length: 500 }),
    skippedBy: varchar({ length: 20 }),
    cancelReason: varchar({ length: 20 }),
    /** The gift event it was sent in (occasion_event) and when. */
    eventSn: integer().references(() => event.eventSn),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('occasion_occurrence_key_uq').on(t.unqUserId, t.occurrenceKey),
    index('occasion_occurrence_due_idx').on(t.statCd, t.sendAt),
    index('occasion_occurrence_cmpy_idx').on(t.cmpyCd, t.sendDt),
    // The public API's pages by change time (decision 038).
    index('occasion_occurrence_cmpy_updated_idx').on(t.cmpyCd, t.updatedAt, t.occurrenceSn),
    index('occasion_occurrence_event_idx').on(t.eventSn),
    check(
      'occasion_occurrence_stat_ck',
      sql`${t.statCd} in ('WAITING','SCHEDULED','SENT','SKIPPED','CANCELLED')`,
    ),
  ],
);

/**
 * The gift event of one rule and send day: every occurrence the rule sends that day joins it as a recipient, so
 * the event machinery (status clock, choice, payment above the budget, close with the default gift, dashboards)
 * runs occasions unchanged. The primary key makes its creation once, whichever process gets there first.
 */
export const occasionEvent = pgTable(
  'occasion_event',
  {
    ruleSn: integer()
      .notNull()
      .references(() => occasionRule.ruleSn),
    sendDt: varchar({ length: 8 }).notNull(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    /** Set when the manager was told of the gifts left unchosen at the close (closeAction NOTIFY_MANAGER). */
    closeNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleSn, t.sendDt] }),
    uniqueIndex('occasion_event_event_uq').on(t.eventSn),
  ],
);

/** A reminder of an occurrence that was queued: the primary key queues each reminder day once. */
export const occasionReminderSent = pgTable(
  'occasion_reminder_sent',
  {
    occurrenceSn: integer()
      .notNull()
      .references(() => occasionOccurrence.occurrenceSn),
    dayNo: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.occurrenceSn, t.dayNo] })],
);

/**
 * The daily computation's runs, one per KST hour (YYYYMMDDHH): the process whose insert claims the hour computes,
 * the others skip it (the computation is idempotent, this only saves the work). The counts say what it did.
 */
export const occasionComputeRun = pgTable('occasion_compute_run', {
  runHour: varchar({ length: 10 }).primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  companies: integer(),
  people: integer(),
  occurrences: integer(),
  inserted: integer(),
});
