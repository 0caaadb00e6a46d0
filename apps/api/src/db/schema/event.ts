import type { EventTranslations } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { eventTemplate, messageCard, product } from './catalog';
import { appUser, company } from './organization';
import { translationsCheck } from './translations';

/** A company's gift event. Dates are YYYYMMDD (spec §5), inclusive, in Korean time. */
export const event = pgTable(
  'event',
  {
    eventSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    eventNm: varchar({ length: 200 }).notNull(),
    tempSn: integer().references(() => eventTemplate.tempSn),
    startDt: varchar({ length: 8 }).notNull(),
    endDt: varchar({ length: 8 }).notNull(),
    eventStatCd: varchar({ length: 2 }).notNull().default('01'),
    selectCnt: integer().notNull().default(1),
    /** Why the gifts are given (decision 051, domain tax.ts TaxPurpose); copied to every order of the event. */
    taxPurpose: varchar({ length: 20 }).notNull().default('REWARD'),
    /** A 경조사's kind (an occasion type), for the company's 경조 규정. */
    taxKind: varchar({ length: 20 }),
    selectType: varchar({ length: 2 }).notNull().default('01'),
    /** Open and close times, HHMISS in Korean time (spec §5); the event runs from startDt startTm to endDt endTm. */
    startTm: varchar({ length: 6 }).notNull().default('000000'),
    endTm: varchar({ length: 6 }).notNull().default('235959'),
    greeting: text(),
    /**
     * The greeting and the card text per recipient language ({ "vi": { "greeting": "...", "cardMsg": "..." } },
     * decision 055, Content): a jsonb map like the product's translations, read with the event row, written whole.
     */
    translations: jsonb().$type<EventTranslations>().notNull().default({}),
    /** Per-recipient budget in won; null means the event sets no budget. */
    budgetAmt: integer(),
    /** Y: a recipient may choose above budgetAmt and pay the difference by card (remainPayAmount). */
    overPayYn: varchar({ length: 1 }).notNull().default('N'),
    /** Days after delivery within which a return or exchange may be asked for. */
    returnDays: integer().notNull().default(7),
    /** Who pays return shipping for this event (R | S); null: the global rule. */
    returnFeePayerCd: varchar({ length: 1 }),
    /** Return shipping fee for this event; null: the global rule. */
    returnShipFee: integer(),
    testYn: varchar({ length: 1 }).notNull().default('N'),
    /** Message card offered with the gifts (message_card); null = none. */
    cardSn: integer().references(() => messageCard.cardSn),
    /** Y: recipients may enter an overseas delivery address. */
    overseasYn: varchar({ length: 1 }).notNull().default('N'),
    /** Extras offered with every gift: gift packaging and a message card. */
    packageYn: varchar({ length: 1 }).notNull().default('N'),
    cardYn: varchar({ length: 1 }).notNull().default('N'),
    /** What each extra costs the recipient's order in won (packaging per unit, the card per order); 0 = free. */
    packagePrice: integer().notNull().default(0),
    cardPrice: integer().notNull().default(0),
    /** At close, recipients who never chose get: 01 nothing, 02 the default gift (CLOSE_RULE); applied by Gift events II. */
    closeRuleCd: varchar({ length: 2 }).notNull().default('01'),
    defaultProdSn: integer().references(() => product.prodSn),
    /** Recipient messages the operator turned off for this event (NOTICE_KINDS); empty: every message goes. */
    noticeOff: text().array().notNull().default(sql`'{}'::text[]`),
    /** The event's own delivery chain (decision 052); null: the company's. */
    channelChain: varchar({ length: 80 }),
    /** Y: a completed return (반품완료) gives the recipient their choice back while the event is open (decision 030). */
    reopenOnReturnYn: varchar({ length: 1 }).notNull().default('N'),
    /** Who created and last changed the event (operators). */
    rgstUnqUserId: varchar({ length: 20 }),
    updatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('event_select_cnt_ck', sql`${t.selectCnt} >= 1`),
    check('event_period_ck', sql`${t.startDt} <= ${t.endDt}`),
    check('event_extras_price_ck', sql`${t.packagePrice} >= 0 and ${t.cardPrice} >= 0`),
    check('event_translations_ck', translationsCheck(t.translations)),
    index('event_cmpy_idx').on(t.cmpyCd),
  ],
);

/** Products offered in an event with the event's own stock; the CHECK keeps stock from going negative. */
export const eventProduct = pgTable(
  'event_product',
  {
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    stockQty: integer().notNull(),
    seqNo: integer().notNull().default(0),
    /** What the event charges for this product in won; null = the product's own price. */
    eventPrice: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.eventSn, t.prodSn] }),
    check('event_product_price_ck', sql`${t.eventPrice} is null or ${t.eventPrice} >= 0`),
    check('event_product_stock_ck', sql`${t.stockQty} >= 0`),
  ],
);

/**
 * Who may choose in an event and how many they have used. The CHECK is the database's guarantee of
 * "no more than the allowed selections per recipient per event".
 */
export const eventRecipient = pgTable(
  'event_recipient',
  {
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    allowedCnt: integer().notNull(),
    usedCnt: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventSn, t.unqUserId] }),
    check('event_recipient_used_ck', sql`${t.usedCnt} >= 0 and ${t.usedCnt} <= ${t.allowedCnt}`),
    index('event_recipient_user_idx').on(t.unqUserId),
  ],
);

export const cart = pgTable(
  'cart',
  {
    cartSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    optCds: varchar({ length: 200 }).notNull().default(''),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_line_uq').on(t.unqUserId, t.eventSn, t.prodSn, t.optCds)],
);

/**
 * Orders placed while an operator walks an event in test mode (spec §2 test-mode gift screens). Kept apart from
 * gift_order so that nothing a test does reaches real stock, allowances, orders, deliveries or dashboards.
 */
export const eventTestOrder = pgTable(
  'event_test_order',
  {
    ordSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    ordStatCd: varchar({ length: 2 }).notNull().default('00'),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    optCds: varchar({ length: 200 }).notNull().default(''),
    optNm: varchar({ length: 500 }),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    receiverNm: varchar({ length: 50 }),
    receiverTelNo: varchar({ length: 20 }),
    zipCd: varchar({ length: 10 }),
    addr: varchar({ length: 300 }),
    addrDtl: varchar({ length: 300 }),
    deliveryMemo: varchar({ length: 200 }),
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_test_order_event_idx').on(t.eventSn, t.unqUserId)],
);

/**
 * One send of an event's invitation or reminder: who it targets, by which channel, when. Its messages are
 * message_outbox rows with this eventSendSn, one per recipient. requestKey makes a repeated submit a no-op.
 */
export const eventSend = pgTable(
  'event_send',
  {
    eventSendSn: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    kind: varchar({ length: 10 }).notNull(),
    channel: varchar({ length: 10 }).notNull(),
    target: varchar({ length: 12 }).notNull(),
    grupCd: varchar({ length: 20 }),
    requestKey: varchar({ length: 64 }).notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    recipientCnt: integer().notNull().default(0),
    createdBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_send_request_uq').on(t.eventSn, t.requestKey)],
);

/** A reminder schedule of an event: `daysBefore` days before the close, to recipients who have not applied. */
export const eventReminder = pgTable(
  'event_reminder',
  {
    reminderSn: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    daysBefore: integer().notNull(),
    channel: varchar({ length: 10 }).notNull(),
    /** Set by the periodic job when it queued the reminder (once). */
    doneAt: timestamp({ withTimezone: true }),
    eventSendSn: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_reminder_uq').on(t.eventSn, t.daysBefore, t.channel),
    check('event_reminder_days_ck', sql`${t.daysBefore} >= 0`),
  ],
);

/** Satisfaction survey: the primary key is the database's guarantee of one answer per recipient per event. */
export const eventSurvey = pgTable(
  'event_survey',
  {
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    score: integer().notNull(),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventSn, t.unqUserId] }),
    check('event_survey_score_ck', sql`${t.score} between 1 and 5`),
  ],
);

/**
 * The close of an event: written once, in the transaction that moved the event to closed; the primary key
 * makes the closing step idempotent (a second clock tick or process finds the row and changes nothing). The counts
 * are the close summary the operator is mailed and the event detail shows.
 */
export const eventClose = pgTable('event_close', {
  eventSn: integer()
    .primaryKey()
    .references(() => event.eventSn),
  closeRuleCd: varchar({ length: 2 }).notNull(),
  recipientCnt: integer().notNull(),
  appliedCnt: integer().notNull(),
  defaultGiftCnt: integer().notNull(),
  addrNeededCnt: integer().notNull(),
  nothingCnt: integer().notNull(),
  /** Recipients the default gift could not be given to because its stock ran out. */
  soldOutCnt: integer().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull(),
  /** The close runs in batches of recipients by unq_user_id: the last one a committed batch reached. */
  cursorUnqUserId: varchar({ length: 20 }),
  /** Set by the batch that reached the last recipient (and queued the summary mail); null while closing. */
  finishedAt: timestamp({ withTimezone: true }),
});

/**
 * Purchase-order mails to an event's vendors: one row per send (requestKey) and vendor, with the outbox
 * message it queued. The unique key makes a repeated submit of the same send queue nothing more.
 */
export const eventVendorMail = pgTable(
  'event_vendor_mail',
  {
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    requestKey: varchar({ length: 64 }).notNull(),
    vendorSn: integer().notNull(),
    outboxId: integer(),
    createdBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventSn, t.requestKey, t.vendorSn] })],
);
