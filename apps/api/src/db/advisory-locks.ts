/**
 * Every PostgreSQL advisory lock the server takes, in one place, so that no two uses share a key by accident and a
 * newcomer can see what runs one process at a time. PostgreSQL keeps one-key locks (a bigint) and two-key locks
 * (two integers: a class here, an object such as hashtext(cmpyCd) at the call) apart, so the two lists cannot clash.
 * On PGlite (one process, one connection) the same statements run and never wait.
 */

/** One-key locks: taken whole (`pg_advisory_xact_lock(key)`, `pg_try_advisory_lock(key)`). */
export const LOCK = {
  /** Migrations at start (db/client.ts): the first process applies them, the others wait and find them applied. */
  migrations: 1020_0000,
  /** Reference and demo seeding at start (db/demo-data): one process writes, the others find it written. */
  seeding: 1020_0001,
  /** Company registrations: code numbering and the corporate-number check (company module). */
  companyRegistration: 1020_0009,
  /** E-mail domain claims of SSO settings (decision 038). */
  domainClaims: 1020_0039,
  /** A round of the dashboards' summaries (decision 016); other processes skip the round. */
  dashboardSummaries: 15015,
} as const;
// The public API's employee upserts take one-key locks on hashtextextended('pubapi-employee:<company>:<number>'):
// a 64-bit hash, which meets one of the small keys above with a chance of about 2^-64.

/**
 * Periodic jobs that must run in one process at a time (lib/periodic-job.ts `exclusive`): a process that finds the
 * key taken skips its round. Jobs that claim their rows (outbox, webhooks, event clock, reminders, occasion engine,
 * payment expiry) are not here: several processes share their work.
 */
export const JOB_LOCK = {
  /** Calls the payment provider for refunds left pending; its rows are claimed as well (decision 023). */
  'pending refunds': 1020_0101,
  /** Deletes of ended login-throttle windows: two processes would only delete the same rows. */
  'login throttle purge': 1020_0102,
  /** Deletes of the public API's old idempotency rows, request log and throttle windows. */
  'public api sweep': 1020_0103,
  /** The month-ready notice reads every company's draft facts: one process at a time asks (decision 056). */
  'settlement month notice': 1020_0104,
  /** Reads of the bounce mailbox (decision 052): two processes would fetch the same unseen mails. */
  'mail bounces': 1020_0105,
} as const;
export type JobLockName = keyof typeof JOB_LOCK;

/** Two-key locks: the class is the first key, the object the second. */
export const LOCK_CLASS = {
  /** One company's group tree (group module): two edits cannot together close a loop. */
  companyGroups: 1020_0010,
  /** One occasion rule and send day (decision 036): one event per rule and day. */
  occasionEvent: 1020_0036,
  /**
   * Client bills' confirms by shard of the companies (decision 037; the object is the shard key, close-shards.ts):
   * one company's confirm takes its shard's shared, a part of the month-end close each of its shards exclusively, so
   * the two never race for the same company.
   */
  clientBillMonths: 1020_0040,
  /** The same for vendor statements: one vendor's confirm its shard's shared, the close's part exclusively. */
  vendorStatementMonths: 1020_0041,
  /** One company's client bills (decision 037): one confirm at a time. */
  clientBill: 1020_0037,
  /** One vendor's statements (decision 037). */
  vendorStatement: 1020_0038,
} as const;

/** Runs `run` when this process holds `key` (tried, not waited for); `ran: false` when another process holds it. */
export type RunAlone = <T>(
  key: number,
  run: () => Promise<T>,
) => Promise<{ ran: true; value: T } | { ran: false }>;
