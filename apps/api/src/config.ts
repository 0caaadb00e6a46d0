import path from 'node:path';
import { DASHBOARD_SUMMARY_REFRESH_MS } from '@pcs/domain';
import { z } from 'zod';

/** The only reader of process.env: every setting validated once at start (ARCHITECTURE "Config"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /**
   * Public base URL of this server, used in the service-address map, launch URLs and messages. Never taken from
   * the request's Host header (a caller could point links at another site); http://localhost:PORT when unset.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** The OpenAPI page at /docs: on by default, off by default when NODE_ENV=production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Seed demo data (companies, users of every role with the demo password) on an empty database. */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().positive().default(90),
  /** Failed logins of one account from one address before the waits start (decision 022). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  /** The longest wait of an account and address that keeps failing. */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  // Generous, and over it an address is slowed, never locked: a company's employees often share one NAT address.
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(100),
  /**
   * Which X-Forwarded-For hops to believe for the client address (the per-address login and auth-number throttles
   * key on it). Off by default: trusting the header from anyone lets a client pick a fresh address per request.
   * 'true' trusts every hop (only behind a proxy that overwrites the header), a number trusts that many hops, and a
   * comma-separated list of addresses or CIDRs trusts only those proxies.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) =>
        /^(true|false|\d{1,2})$/.test(v) ||
        v.split(',').every((a) => /^[\da-fA-F.:]+(\/\d{1,3})?$/.test(a.trim())),
      "'true', 'false', a hop count or a comma-separated list of proxy addresses/CIDRs",
    ),
  WEB_DIST_DIR: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** How often the dashboards' summary tables are brought up to date (decision 016); shorter in browser tests. */
  DASHBOARD_REFRESH_MS: z.coerce.number().int().min(1000).default(DASHBOARD_SUMMARY_REFRESH_MS),
  /** How often the occasion engine sends what is due (decision 036); shorter in browser tests. */
  OCCASION_POLL_MS: z.coerce.number().int().min(200).default(60_000),
  /**
   * How long the outbox worker holds the messages it claimed; a process that died mid-send leaves its unsent ones
   * to others after it. Shorter in the fault bench so that a restarted server resumes quickly.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * Outbound calls to addresses the companies enter (webhook URLs, OIDC issuers) go only to public https hosts.
   * 'true' also allows http and loopback, private and link-local addresses: for tests and closed networks only.
   */
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How often the webhook sender looks for due deliveries (decision 038); shorter in tests. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * How long the webhook sender holds the deliveries it claimed; a process that died mid-send leaves them to others
   * after it (sent again with the same webhook-id). At least 15 s: a send may take its 10 s timeout, and no send
   * starts in the lease's last fifth, so a live sender always records its result before its lease ends.
   */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(15_000).default(120_000),
  /**
   * The key (32 bytes, base64 or 64 hex digits) that encrypts each company's OIDC client secret at rest. Unset: a
   * key generated once and kept in DATA_DIR, so the embedded setup works without configuration.
   */
  SSO_SECRET_KEY: z.string().optional(),
  /** smtp://user:pass@host:587 — without it mail stays in the outbox table (local transport). */
  SMTP_URL: z.string().url().optional(),
  /**
   * KG Inicis merchant keys. All four set: real INIpay (desktop INIStdPay, mobile smart payment, INIAPI refunds);
   * any missing: the built-in test provider serves the card pages on this server (npm start, tests, CI).
   */
  INICIS_MID: z.string().min(1).optional(),
  INICIS_SIGN_KEY: z.string().min(1).optional(),
  INICIS_MOBILE_HASH_KEY: z.string().min(1).optional(),
  INICIS_INIAPI_KEY: z.string().min(1).optional(),
  /** stg: Inicis's test servers (stgstdpay), live: production. */
  INICIS_ENV: z.enum(['stg', 'live']).default('live'),
  /** This server's public IP as INIAPI sees it (clientIp of refunds; registered with Inicis). */
  PAYMENT_CLIENT_IP: z.string().default('127.0.0.1'),
  /**
   * Popbill (electronic 세금계산서 ASP) keys. LINK_ID, SECRET_KEY, CORP_NUM and USER_ID all set: invoices go to
   * Popbill; any missing: the built-in test provider issues them (adapters/tax-invoice/test-provider.ts).
   */
  POPBILL_LINK_ID: z.string().min(1).optional(),
  POPBILL_SECRET_KEY: z.string().min(1).optional(),
  /** Our 사업자등록번호 (10 digits), the invoicer of every 세금계산서. */
  POPBILL_CORP_NUM: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  POPBILL_USER_ID: z.string().min(1).optional(),
  /** true: Popbill's test bed (popbill-test.linkhub.co.kr); false: production. */
  POPBILL_IS_TEST: z.enum(['true', 'false']).default('true'),
  MAIL_FROM: z.string().default('PCS 선물 플랫폼 <no-reply@pcs.local>'),
  /** The envelope sender of outgoing mail, where bounces go; unset: MAIL_FROM's address. */
  MAIL_RETURN_PATH: z.string().email().optional(),
  /**
   * The mailbox the bounces reach (decision 052 "Mail bounces"), imaps://user:pass@host:993/INBOX (imap:// for a
   * plain connection, e.g. a test server; the path names the folder, INBOX when absent). Set: every mail read there is
   * flagged seen, failed deliveries move their chains on, and an accepted mail counts as delivered only when its
   * window ends without a bounce. Unset: SMTP acceptance counts as delivered.
   */
  MAIL_BOUNCE_IMAP_URL: z
    .string()
    .url()
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      const u = new URL(v);
      return /^imaps?:$/.test(u.protocol) && u.hostname !== '' && u.username !== '';
    }, 'imap:// or imaps:// with a user and a host')
    .optional(),
  /** How often the bounce mailbox is read (one process at a time). */
  MAIL_BOUNCE_POLL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Where landing inquiries and brochure requests are mailed. */
  SALES_MAIL: z.string().email().default('sales@pcs.local'),
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z.string().optional(),
  SOLAPI_PF_ID: z.string().optional(),
  /**
   * The secret Solapi's status-report webhook URL carries (`?key=`; decision 052): reports without it are refused.
   * Unset: the webhook refuses every report.
   */
  SOLAPI_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The local mailbox's failing addresses (decision 052), comma-separated phones or mails: a message to one of them
   * is accepted and then reported FAILED, so a demo or a test can watch the delivery chain take the next channel.
   * `ALIMTALK:01019990001` fails only that channel to the address (its 문자 still arrives).
   */
  LOCAL_MESSAGE_FAIL_TO: z.string().default(''),
  /** Addresses the local mailbox accepts and never reports on: the chain moves on when the company's window ends. */
  LOCAL_MESSAGE_SILENT_TO: z.string().default(''),
  /**
   * The messengers' API addresses (decision 056); the defaults are the vendors'. Tests point them at a local server
   * that plays the vendor.
   */
  SLACK_API_URL: z.string().url().default('https://slack.com/api/'),
  NAVER_WORKS_API_URL: z.string().url().default('https://www.worksapis.com/v1.0'),
  NAVER_WORKS_AUTH_URL: z.string().url().default('https://auth.worksmobile.com/oauth2/v2.0/token'),
  /** Where file bytes live: local disk under DATA_DIR/files, or an S3-compatible bucket shared by every process. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible server's URL (MinIO, Ceph, R2, ...); unset with FILE_STORAGE=s3: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the AWS SDK's default chain (an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The bearer token GET /metrics asks for; unset, /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections per server process (measured, see docs/bench.md). */
  databasePoolSize: number;
  /** Without a trailing slash. */
  publicUrl: string;
  apiDocs: boolean;
  demoData: boolean;
  logLevel: string;
  /** Fastify's trustProxy: false (default), true, a hop count, or the trusted proxy addresses. */
  trustProxy: boolean | number | string[];
  session: { idleMinutes: number; absoluteHours: number };
  password: { maxAgeDays: number };
  loginThrottle: { maxFailures: number; lockMinutes: number; maxFailuresPerIp: number };
  webDistDir: string;
  outboxPollMs: number;
  dashboardRefreshMs: number;
  occasionPollMs: number;
  outboxLeaseMs: number;
  outboundAllowPrivate: boolean;
  webhookPollMs: number;
  webhookLeaseMs: number;
  /** Null: use the key file in dataDir (modules/sso). */
  ssoSecretKey: string | null;
  mail: {
    smtpUrl: string | null;
    from: string;
    salesMail: string;
    /** Null: bounces go to `from`. */
    returnPath: string | null;
    /** Null: no bounce reader; SMTP acceptance counts as delivered (decision 052). */
    bounceImapUrl: string | null;
    bouncePollMs: number;
  };
  /** Null: SMS and alimtalk stay in the outbox table (local transport). */
  solapi: { apiKey: string; apiSecret: string; from: string; pfId: string | null } | null;
  /** Null: the Solapi report webhook refuses every call. */
  solapiWebhookSecret: string | null;
  /** The local mailbox's addresses that fail or stay silent (digits only for phones), decision 052. */
  localMessages: { failTo: readonly string[]; silentTo: readonly string[] };
  /** The messengers' API addresses (decision 056). */
  messengers: { slackApiUrl: string; naverWorksApiUrl: string; naverWorksAuthUrl: string };
  paymentClientIp: string;
  /** Null: the built-in test provider (adapters/payment/test-provider.ts). */
  inicis: {
    mid: string;
    signKey: string;
    mobileHashKey: string;
    iniapiKey: string;
    env: 'stg' | 'live';
  } | null;
  /** Null: the built-in tax-invoice test provider (adapters/tax-invoice/test-provider.ts). */
  popbill: { linkId: string; secretKey: string; corpNum: string; userId: string; isTest: boolean } | null;
  fileStorage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
      };
  /** Null: GET /metrics answers 404. */
  metricsToken: string | null;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  const storageProblem = fileStorageProblem(e);
  if (storageProblem) throw new Error(`Invalid configuration: ${storageProblem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    password: { maxAgeDays: e.PASSWORD_MAX_AGE_DAYS },
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    outboxPollMs: e.OUTBOX_POLL_MS,
    dashboardRefreshMs: e.DASHBOARD_REFRESH_MS,
    occasionPollMs: e.OCCASION_POLL_MS,
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
    webhookPollMs: e.WEBHOOK_POLL_MS,
    webhookLeaseMs: e.WEBHOOK_LEASE_MS,
    ssoSecretKey: e.SSO_SECRET_KEY ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      salesMail: e.SALES_MAIL,
      returnPath: e.MAIL_RETURN_PATH ?? null,
      bounceImapUrl: e.MAIL_BOUNCE_IMAP_URL ?? null,
      bouncePollMs: e.MAIL_BOUNCE_POLL_MS,
    },
    solapi:
      e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
        ? {
            apiKey: e.SOLAPI_API_KEY,
            apiSecret: e.SOLAPI_API_SECRET,
            from: e.SOLAPI_SENDER,
            pfId: e.SOLAPI_PF_ID ?? null,
          }
        : null,
    solapiWebhookSecret: e.SOLAPI_WEBHOOK_SECRET ?? null,
    localMessages: {
      failTo: addressList(e.LOCAL_MESSAGE_FAIL_TO),
      silentTo: addressList(e.LOCAL_MESSAGE_SILENT_TO),
    },
    messengers: {
      slackApiUrl: e.SLACK_API_URL,
      naverWorksApiUrl: e.NAVER_WORKS_API_URL.replace(/\/+$/, ''),
      naverWorksAuthUrl: e.NAVER_WORKS_AUTH_URL,
    },
    paymentClientIp: e.PAYMENT_CLIENT_IP,
    inicis:
      e.INICIS_MID && e.INICIS_SIGN_KEY && e.INICIS_MOBILE_HASH_KEY && e.INICIS_INIAPI_KEY
        ? {
            mid: e.INICIS_MID,
            signKey: e.INICIS_SIGN_KEY,
            mobileHashKey: e.INICIS_MOBILE_HASH_KEY,
            iniapiKey: e.INICIS_INIAPI_KEY,
            env: e.INICIS_ENV,
          }
        : null,
    popbill:
      e.POPBILL_LINK_ID && e.POPBILL_SECRET_KEY && e.POPBILL_CORP_NUM && e.POPBILL_USER_ID
        ? {
            linkId: e.POPBILL_LINK_ID,
            secretKey: e.POPBILL_SECRET_KEY,
            corpNum: e.POPBILL_CORP_NUM,
            userId: e.POPBILL_USER_ID,
            isTest: e.POPBILL_IS_TEST === 'true',
          }
        : null,
    fileStorage:
      e.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** S3 settings that cannot work together, named; null when they can. */
function fileStorageProblem(e: z.infer<typeof envSchema>): string | null {
  if (e.FILE_STORAGE !== 's3') return null;
  if (!e.S3_BUCKET) return 'S3_BUCKET: required with FILE_STORAGE=s3';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both or neither';
  return null;
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

/**
 * A comma-separated list of phones or mails, as the local mailbox compares them (phones as digits). An entry may name
 * one channel (`ALIMTALK:010-1999-0001`): then only that channel's messages to the address are meant, so a phone whose
 * 알림톡 fails can still be reached by 문자.
 */
function addressList(value: string): string[] {
  return value
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '')
    .map((a) => {
      const [, channel, address = a] = /^(?:(mail|sms|alimtalk):)?(.*)$/i.exec(a) ?? [];
      const key = address.includes('@') ? address.toLowerCase() : address.replace(/\D/g, '');
      return channel ? `${channel.toUpperCase()}:${key}` : key;
    });
}
