import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { appUser, company } from './organization';

/**
 * A key another system calls the public API with (decision 038). The secret is shown once and kept only as its
 * sha-256; keyPrefix finds the row. A null company is an operator's key that may name any company per call.
 */
export const apiKey = pgTable(
  'api_key',
  {
    apiKeySn: integer().primaryKey().generatedAlwaysAsIdentity(),
    cmpyCd: varchar({ length: 20 }).references(() => company.cmpyCd),
    keyNm: varchar({ length: 60 }).notNull(),
    scopes: varchar({ length: 30 }).array().notNull(),
    keyPrefix: varchar({ length: 16 }).notNull(),
    secretHash: varchar({ length: 64 }).notNull(),
    /** Calls per minute before 429. */
    perMinute: integer().notNull().default(600),
    createdBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** LIVE (pcs_live_) acts on the company; TEST (pcs_test_) on its sandbox copy (decision 044). */
    mode: varchar({ length: 4 }).notNull().default('LIVE'),
    /** Refused from this moment on (null: no expiry). */
    expiresAt: timestamp({ withTimezone: true }),
    /** Addresses or CIDR ranges the key may be used from; empty: any. */
    allowedIps: varchar({ length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
  },
  (t) => [
    uniqueIndex('api_key_prefix_uq').on(t.keyPrefix),
    check('api_key_mode_ck', sql`${t.mode} in ('LIVE','TEST')`),
    index('api_key_cmpy_idx').on(t.cmpyCd, t.createdAt),
    check('api_key_per_minute_ck', sql`${t.perMinute} between 1 and 100000`),
  ],
);

/** One line per public API call: which key, which route pattern, the answer. No bodies and no query values. */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    apiKeySn: integer()
      .notNull()
      .references(() => apiKey.apiKeySn),
    method: varchar({ length: 7 }).notNull(),
    route: varchar({ length: 200 }).notNull(),
    status: integer().notNull(),
    ms: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_request_log_key_idx').on(t.apiKeySn, t.at), index('api_request_log_at_idx').on(t.at)],
);

/**
 * A POST's Idempotency-Key and the reply it got, kept 24 h: a repeat answers the stored reply, the same key with
 * another body answers 422. status null: the first request is still running.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeySn: integer()
      .notNull()
      .references(() => apiKey.apiKeySn),
    idemKey: varchar({ length: 255 }).notNull(),
    route: varchar({ length: 200 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    status: integer(),
    body: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeySn, t.idemKey, t.route] }),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window call counters of the public API's throttle, shared by every process. */
export const apiRateLimit = pgTable('api_rate_limit', {
  rateKey: varchar({ length: 120 }).primaryKey(),
  hits: integer().notNull().default(0),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** Where a company wants to hear of its events, and the secret (whsec_...) its deliveries are signed with. */
export const webhookSubscription = pgTable(
  'webhook_subscription',
  {
    subscriptionSn: integer().primaryKey().generatedAlwaysAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    url: varchar({ length: 500 }).notNull(),
    eventTypes: varchar({ length: 40 }).array().notNull(),
    secret: varchar({ length: 100 }).notNull(),
    /**
     * The secret before the last rotation with an overlap window: until previousSecretExpiresAt each send
     * is signed with both, so a receiver can switch secrets without dropping messages.
     */
    previousSecret: varchar({ length: 100 }),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    description: varchar({ length: 200 }),
    activeYn: varchar({ length: 1 }).notNull().default('Y'),
    /** Why the sender turned it off (410 Gone), shown on the screen. */
    disabledReason: varchar({ length: 200 }),
    createdBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_subscription_cmpy_idx').on(t.cmpyCd, t.activeYn)],
);

/**
 * One message to one subscription, queued in the transaction of the change it reports and sent by the webhook
 * worker (claimed with SKIP LOCKED under a lease, like message_outbox). messageId stays the same on every retry and
 * on a replay, so a receiver can drop repeats.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    deliverySn: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionSn: integer()
      .notNull()
      .references(() => webhookSubscription.subscriptionSn),
    eventType: varchar({ length: 40 }).notNull(),
    messageId: varchar({ length: 40 }).notNull(),
    payload: jsonb().notNull(),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While SENDING: when the claim lapses and another worker may take it. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: varchar({ length: 300 }),
    lastResponseExcerpt: varchar({ length: 500 }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastDurationMs: integer(),
    sentAt: timestamp({ withTimezone: true }),
    /** The delivery this one replays (the replay button), null for the first. */
    replayOf: bigint({ mode: 'number' }),
    createdBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_delivery_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING','SENDING')`),
    index('webhook_delivery_subscription_idx').on(t.subscriptionSn, t.deliverySn),
    check('webhook_delivery_status_ck', sql`${t.status} in ('PENDING','SENDING','SENT','FAILED')`),
  ],
);

/** Every try of a delivery, for the delivery log: code, a short excerpt of the answer, how long it took. */
export const webhookAttempt = pgTable(
  'webhook_attempt',
  {
    deliverySn: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDelivery.deliverySn),
    attemptNo: integer().notNull(),
    statusCode: integer(),
    error: varchar({ length: 300 }),
    durationMs: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deliverySn, t.attemptNo] })],
);

/** A company's SCIM bearer token (shown once, kept as its sha-256). */
export const scimToken = pgTable(
  'scim_token',
  {
    scimTokenSn: integer().primaryKey().generatedAlwaysAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    tokenPrefix: varchar({ length: 16 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('scim_token_prefix_uq').on(t.tokenPrefix), index('scim_token_cmpy_idx').on(t.cmpyCd)],
);

/**
 * A company's OpenID Connect sign-in. The client secret is encrypted with SSO_SECRET_KEY (never stored plain);
 * employeeClaim names the ID token claim that holds the employee number (sabun); emailDomains let a person find
 * their company by e-mail on the login screen.
 */
export const ssoConfig = pgTable('sso_config', {
  cmpyCd: varchar({ length: 20 })
    .primaryKey()
    .references(() => company.cmpyCd),
  issuer: varchar({ length: 300 }).notNull(),
  clientId: varchar({ length: 200 }).notNull(),
  clientSecretEnc: text().notNull(),
  employeeClaim: varchar({ length: 60 }).notNull().default('employee_number'),
  emailDomains: varchar({ length: 100 }).array().notNull().default(sql`'{}'::varchar[]`),
  enabledYn: varchar({ length: 1 }).notNull().default('N'),
  /** Y: the company's managers (25) may sign in through it too; employees (20) only otherwise. */
  managerSignInYn: varchar({ length: 1 }).notNull().default('N'),
  updatedBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sign-in in flight: kept in the database (not a cookie or memory) so any process can take the callback; used
 * once. After the callback it carries the one-time code (its hash) the web app trades for a session.
 */
export const ssoLoginState = pgTable(
  'sso_login_state',
  {
    state: varchar({ length: 64 }).primaryKey(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    nonce: varchar({ length: 64 }).notNull(),
    codeVerifier: varchar({ length: 128 }).notNull(),
    /** pc or m: which login screen started it, so the callback returns there. */
    channel: varchar({ length: 2 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    handoffHash: varchar({ length: 64 }),
    unqUserId: varchar({ length: 20 }).references(() => appUser.unqUserId),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_login_state_handoff_uq').on(t.handoffHash),
    index('sso_login_state_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A workplace messenger a company connected (decision 056): Slack, NAVER WORKS, Teams (chain channels and managers'
 * notices), Jandi and Dooray (notices only). The secrets (bot token, client secret and private key, webhook URL)
 * are one AES-256-GCM box (`secret_enc`, the key of the SSO client secrets); a read shows `secret_hint` only.
 */
export const companyMessenger = pgTable(
  'company_messenger',
  {
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    kind: varchar({ length: 20 }).notNull(),
    secretEnc: text().notNull(),
    /** The masked secret a read shows (packages/domain maskedSecret). */
    secretHint: varchar({ length: 120 }).notNull(),
    /** NAVER WORKS' identifiers, which are not secrets: clientId, serviceAccount, botId. */
    clientId: varchar({ length: 100 }),
    serviceAccount: varchar({ length: 200 }),
    botId: varchar({ length: 20 }),
    /** Y: the managers' notices go here too. */
    notifyYn: varchar({ length: 1 }).notNull().default('Y'),
    lastTestAt: timestamp({ withTimezone: true }),
    lastTestOk: varchar({ length: 1 }),
    updatedBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cmpyCd, t.kind] }),
    check('company_messenger_kind_ck', sql`${t.kind} in ('SLACK','NAVER_WORKS','TEAMS','JANDI','DOORAY')`),
  ],
);

/**
 * Managers' notices that are told once (decision 056): a month ready to confirm is announced once per month and
 * company however often its job runs. The key is claimed in the transaction that queues the notice.
 */
export const managerNoticeOnce = pgTable('manager_notice_once', {
  noticeKey: varchar({ length: 120 }).primaryKey(),
  cmpyCd: varchar({ length: 20 })
    .notNull()
    .references(() => company.cmpyCd),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
