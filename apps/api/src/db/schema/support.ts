import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { product, storedFile } from './catalog';
import { appUser, company } from './organization';

/**
 * Notices (spec §3 Notice, boardId). contentHtml is sanitized when saved; contentText is its plain text for search.
 * audiences (NOTICE_AUDIENCES values, none = everyone) and cmpyCd (null = every company) say who reads it.
 * Deleting sets useYn N, so links from mail or bookmarks answer "not found" instead of a missing row.
 */
export const notice = pgTable(
  'notice',
  {
    boardId: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    contentHtml: text().notNull(),
    contentText: text().notNull().default(''),
    pinnedYn: varchar({ length: 1 }).notNull().default('N'),
    audiences: varchar({ length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
    cmpyCd: varchar({ length: 20 }).references(() => company.cmpyCd),
    viewCnt: integer().notNull().default(0),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    createdBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar({ length: 20 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_list_idx').on(t.useYn, t.pinnedYn, t.createdAt)],
);

/** A notice's attachments, in upload order; the file row itself is stored_file with accessScope NOTICE. */
export const noticeFile = pgTable(
  'notice_file',
  {
    boardId: integer()
      .notNull()
      .references(() => notice.boardId),
    fileId: varchar({ length: 20 })
      .notNull()
      .references(() => storedFile.fileId),
    seqNo: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.fileId] }), index('notice_file_file_idx').on(t.fileId)],
);

export const faq = pgTable('faq', {
  faqId: integer().primaryKey().generatedByDefaultAsIdentity(),
  faqCategoryCd: varchar({ length: 2 }).notNull(),
  question: varchar({ length: 300 }).notNull(),
  answer: text().notNull(),
  seqNo: integer().notNull().default(0),
  useYn: varchar({ length: 1 }).notNull().default('Y'),
  createdBy: varchar({ length: 20 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-to-one questions of logged-in users (spec §1 "one-to-one support"), apart from the landing site's inquiries:
 * the asker reads their own, operator admins read and answer all. cmpyCd is the asker's company when asked.
 */
export const supportQuestion = pgTable(
  'support_question',
  {
    qnaSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    cmpyCd: varchar({ length: 20 }),
    title: varchar({ length: 100 }).notNull(),
    question: text().notNull(),
    status: varchar({ length: 10 }).notNull().default('WAITING'),
    answer: text(),
    answeredBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_question_user_idx').on(t.unqUserId, t.createdAt),
    index('support_question_status_idx').on(t.status, t.createdAt),
    index('support_question_cmpy_idx').on(t.cmpyCd, t.status),
    check('support_question_status_ck', sql`${t.status} in ('WAITING','ANSWERED')`),
  ],
);

/** Landing contact and brochure requests (spec §3 Contact inquiry payload). */
export const inquiry = pgTable('inquiry', {
  inquirySn: integer().primaryKey().generatedByDefaultAsIdentity(),
  kind: varchar({ length: 10 }).notNull(),
  solCd: varchar({ length: 4 }).notNull(),
  faqCategoryCd: varchar({ length: 2 }).notNull(),
  companyNm: varchar({ length: 14 }).notNull(),
  managerNm: varchar({ length: 14 }).notNull(),
  email: varchar({ length: 33 }).notNull(),
  phoneNo: varchar({ length: 30 }).notNull(),
  contents: text().notNull(),
  personalInfoAgreeYn: varchar({ length: 1 }).notNull(),
  marketingAgreeYn: varchar({ length: 1 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator marks the inquiry handled, with who did it and their memo. */
  handledAt: timestamp({ withTimezone: true }),
  handledBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
  handleMemo: varchar({ length: 1000 }),
  /** The operator's answer, mailed to the inquirer; null while the inquiry waits for one. */
  answer: text(),
  answeredAt: timestamp({ withTimezone: true }),
  answeredBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
});

/** The products chosen on the landing and sent with an inquiry (spec §2 chosen products), in the visitor's order. */
export const inquiryProduct = pgTable(
  'inquiry_product',
  {
    inquirySn: integer()
      .notNull()
      .references(() => inquiry.inquirySn, { onDelete: 'cascade' }),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    seqNo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.inquirySn, t.prodSn] })],
);

/**
 * Transactional outbox: a use case inserts messages in its own transaction; workers claim them with
 * FOR UPDATE SKIP LOCKED, send through an adapter and record the result (ARCHITECTURE "Background work").
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: varchar({ length: 20 }).notNull(),
    recipient: varchar({ length: 120 }).notNull(),
    subject: varchar({ length: 200 }),
    /** Text with SECRET_PLACEHOLDER where a one-time secret goes; the secret itself is never in the body. */
    body: text().notNull(),
    /** An auth number or similar: handed to the transport at send time, erased once sent, failed or expired. */
    secret: varchar({ length: 64 }),
    secretExpiresAt: timestamp({ withTimezone: true }),
    templateCode: varchar({ length: 40 }),
    payload: jsonb(),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: varchar({ length: 500 }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The event send (invitation, reminder) this message belongs to, and its recipient; null for other messages. */
    eventSendSn: integer(),
    unqUserId: varchar({ length: 20 }),
    /** ALIMTALK when an alimtalk failed and the message went on as SMS/LMS (the reason stays in lastError). */
    fallbackFrom: varchar({ length: 20 }),
    /**
     * The message's delivery chain (decision 052): every step's channel and address, `[{channel, recipient}]`; null
     * for a message that goes on one channel. The row is the chain: a step that failed or timed out moves it on to
     * the next step in place (channel, recipient, chainStep), so the outbox's claim rules hold for every step.
     */
    chain: jsonb().$type<{ channel: string; recipient: string }[]>(),
    chainStep: integer().notNull().default(0),
    /** Minutes a sent step waits for its delivery report (the company's window when queued). */
    chainWindowMin: integer(),
    /**
     * When the sent step stops waiting for its report and the next step goes (or, for a mail whose bounces are read,
     * it counts as delivered); null: nothing to wait for.
     */
    stepDeadline: timestamp({ withTimezone: true }),
    /** What the provider reported for the message as a whole: null (no report yet), DELIVERED or FAILED. */
    deliveryStatus: varchar({ length: 10 }),
    /** The channel that reached the person (SMS for an alimtalk the provider replaced) and when. */
    deliveredChannel: varchar({ length: 20 }),
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * The company whose messenger settings a messenger step or a manager's notice goes through (decision 056); set
     * by the sends that can take a messenger, null for the rest.
     */
    cmpyCd: varchar({ length: 20 }),
  },
  (t) => [
    // Rows still to send (and the failed ones the metrics count), never the sent ones: a receipt's UPDATE of one
    // sent row by its id and `status = 'SENT'` could otherwise be planned as a scan of every sent row through this
    // index, as bench:chain found after a 100,000-row send was analysed while PENDING (decision 052, Measured).
    index('message_outbox_due_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING', 'FAILED')`),
    // The chain's timeout sweep reads only sent steps still waiting for a report.
    index('message_outbox_step_deadline_idx').on(t.stepDeadline).where(sql`${t.stepDeadline} is not null`),
    // The worker's sweep of expired secrets reads only the few rows that hold one.
    index('message_outbox_secret_idx').on(t.secretExpiresAt).where(sql`${t.secret} is not null`),
    // One message per recipient per send: a repeated or racing send request cannot queue a second one.
    uniqueIndex('message_outbox_send_user_uq').on(t.eventSendSn, t.unqUserId),
  ],
);

/**
 * The receipts (decision 052): one row per message and chain step, written when the step is sent and moved by the
 * provider's report - SENT, then DELIVERED or FAILED (with the provider's reason), or TIMEOUT when no report came
 * within the window. A report only moves a SENT (or TIMEOUT) step, so a repeated report changes nothing. A funnel
 * reads who was reached on which channel and when from here and message_outbox (event_send_sn, unq_user_id).
 */
export const messageDelivery = pgTable(
  'message_delivery',
  {
    outboxId: integer()
      .notNull()
      .references(() => messageOutbox.id),
    step: integer().notNull(),
    channel: varchar({ length: 20 }).notNull(),
    /** The provider's id of the message (Solapi messageId, the SMTP Message-ID, the local mailbox's id). */
    providerMessageId: varchar({ length: 120 }),
    status: varchar({ length: 10 }).notNull(),
    /** The channel the provider says reached the person when it differs (an alimtalk replaced by SMS). */
    deliveredChannel: varchar({ length: 20 }),
    /** The provider's reason for a failure (its status code and message), or its acceptance note. */
    reason: varchar({ length: 300 }),
    sentAt: timestamp({ withTimezone: true }),
    reportedAt: timestamp({ withTimezone: true }),
    /**
     * The step's provider reports failures only (a mail whose bounces are read, decision 052 "Mail bounces"): when
     * its window ends without a report the step counts as DELIVERED, not TIMEOUT, and a bounce that comes later
     * still fails it and moves the chain on.
     */
    deliveredIfSilent: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.outboxId, t.step] }),
    uniqueIndex('message_delivery_provider_uq').on(t.providerMessageId),
    check('message_delivery_status_ck', sql`${t.status} in ('SENT','DELIVERED','FAILED','TIMEOUT')`),
  ],
);
