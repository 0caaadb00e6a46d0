import { WEBHOOK_MESSAGES, webhookNextStep } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { groupCommit } from '../../lib/group-commit';
import { startPollLoop } from '../../lib/poll-loop';
import { OutboundBlockedError, readExcerpt, type SafeFetch } from '../../lib/safe-fetch';
import { signWebhookWithAll } from './webhook-signature';

export type WebhookWorkerDeps = {
  db: Db;
  /** createSafeFetch({ allowPrivate: config.outboundAllowPrivate }): the SSRF guard of decision 038. */
  fetch: SafeFetch;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** How long a claim holds its deliveries (config WEBHOOK_LEASE_MS); DEFAULT_WEBHOOK_LEASE_MS when not given. */
  leaseMs?: number;
  /** [0, 1) for the backoff's jitter; Math.random when not given. */
  random?: () => number;
  /** Once aborted (graceful shutdown), no new send starts; unsent claimed rows go back to the queue. */
  signal?: AbortSignal;
};

/**
 * Deliveries claimed per statement. 300 rather than 100: each claim's last sends leave lanes idle while they finish,
 * and the drain ran at 0.55-0.59x plain POSTs against 0.49-0.54x, alternated in one run (docs/bench.md). What a
 * claim cannot send before 80% of its lease goes back to the queue, so a slow receiver holds no more for longer.
 */
export const WEBHOOK_BATCH = 300;
/** Sends of one batch in flight at once. */
export const WEBHOOK_CONCURRENCY = 10;
/**
 * A claim holds its rows this long. A send times out after 10 s (safe-fetch), and no send starts after 80% of the
 * lease, so a live worker always records its result before another may claim the row. Config WEBHOOK_LEASE_MS
 * overrides it.
 */
export const DEFAULT_WEBHOOK_LEASE_MS = 2 * 60_000;
const LEASE_SEND_SHARE = 0.8;
const USER_AGENT = 'PCS-Gift-Webhooks/1.0 (+https://standardwebhooks.com)';
const EXCERPT_CHARS = 500;

type ClaimedRow = {
  delivery_sn: number | string;
  subscription_sn: number;
  message_id: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
  url: string;
  secret: string;
  /** The secret before a rotation, only while its overlap lasts (null after). */
  previous_secret: string | null;
  active_yn: string;
};

type TryResult = {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
};

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, lane: number) => Promise<void>,
) {
  let next = 0;
  const lane = async (_: unknown, index: number) => {
    while (next < items.length) await work(items[next++] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Claims due deliveries (PENDING whose next attempt has come, or SENDING whose lease lapsed) with FOR UPDATE SKIP
 * LOCKED and moves them to SENDING under a new lease in the same statement, so no two workers (processes) ever hold
 * one delivery at once. Each is POSTed, signed (Standard Webhooks), and its result recorded right after its send
 * (with the results that finish at the same moment, in one statement) by a conditional update on this claim (status SENDING, same attempt and lease): a worker whose lease lapsed never
 * overwrites the next one's result. A crash between the POST and that update leaves the row SENDING; after the lease
 * it is sent again with the same webhook-id (at least once: receivers drop repeats by webhook-id).
 * Returns how many deliveries it claimed.
 */
export async function runWebhooksOnce(deps: WebhookWorkerDeps, batch = WEBHOOK_BATCH): Promise<number> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_WEBHOOK_LEASE_MS));
  const claimed = await queryRows<ClaimedRow>(
    deps.db,
    sql`
      update webhook_delivery d set status = 'SENDING', attempts = d.attempts + 1, lease_until = ${leaseUntil},
        next_attempt_at = ${leaseUntil}
      from webhook_subscription s
      where s.subscription_sn = d.subscription_sn and d.delivery_sn in (
        select delivery_sn from webhook_delivery
        where status in ('PENDING', 'SENDING') and next_attempt_at <= ${now}
          and (status = 'PENDING' or lease_until <= ${now})
        order by next_attempt_at, delivery_sn limit ${batch}
        for update skip locked)
      returning d.delivery_sn, d.subscription_sn, d.message_id, d.payload, d.attempts, d.created_at, s.url,
        s.secret, case when s.previous_secret_expires_at > ${now} then s.previous_secret end as previous_secret,
        s.active_yn`,
  );
  const sendBefore = now.getTime() + (leaseUntil.getTime() - now.getTime()) * LEASE_SEND_SHARE;
  // Results that finish together share a statement. A lane sends its next delivery while its last result is being
  // committed, and records that next result only after it: a crash repeats at most two sends per lane
  // (2 x WEBHOOK_CONCURRENCY per worker), each with its webhook-id.
  const record = groupCommit<Settled>((items) => settleAll(deps.db, items));
  const recording: (Promise<void> | undefined)[] = [];
  let failure: { error: unknown } | null = null;
  const settle = async (lane: number, claim: Claim, s: Settlement) => {
    await recording[lane];
    if (failure) throw failure.error;
    recording[lane] = record({ claim, s, at: deps.now() }).catch((error: unknown) => {
      failure ??= { error };
    });
  };
  await eachLimited(claimed, WEBHOOK_CONCURRENCY, async (row, lane) => {
    const claim = { deliverySn: Number(row.delivery_sn), attempts: row.attempts, leaseUntil };
    if (failure) throw failure.error;
    if (deps.signal?.aborted || deps.now().getTime() >= sendBefore) {
      await releaseClaim(deps, claim);
      return;
    }
    if (row.active_yn !== 'Y') {
      // Turned off (deleted or 410) after this was queued: nothing more goes to that address.
      await settle(lane, claim, {
        kind: 'failed',
        result: { statusCode: null, error: 'subscription inactive', excerpt: null, durationMs: 0 },
      });
      return;
    }
    const result = await post(deps, row);
    const step = webhookNextStep({
      statusCode: result.statusCode,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
      now: deps.now(),
      random: (deps.random ?? Math.random)(),
    });
    if (step.kind !== 'sent')
      // Ids and codes only: URLs and bodies may carry what the company would not want in our logs.
      deps.log.error(
        {
          deliverySn: claim.deliverySn,
          attempts: row.attempts,
          statusCode: result.statusCode,
          step: step.kind,
        },
        'webhook send failed',
      );
    await settle(lane, claim, { ...step, result });
  });
  await Promise.all(recording);
  if (failure) throw (failure as { error: unknown }).error;
  return claimed.length;
}

/** One signed POST; never throws: a refused address, a timeout or a reset is a result like a 500. */
async function post(deps: WebhookWorkerDeps, row: ClaimedRow): Promise<TryResult> {
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await deps.fetch(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': row.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhookWithAll(
          row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
          row.message_id,
          timestamp,
          body,
        ),
      },
      body,
      redirect: 'manual',
    });
    const excerpt = (await readExcerpt(response, EXCERPT_CHARS * 4).catch(() => '')).slice(0, EXCERPT_CHARS);
    const okStatus = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      error: okStatus ? null : `HTTP ${response.status}`,
      excerpt,
      durationMs: took(),
    };
  } catch (error) {
    return { statusCode: null, error: describeError(error), excerpt: null, durationMs: took() };
  }
}

/** A short, address-free reason for the delivery log. */
function describeError(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundBlockedError) return `blocked: ${e.reason}`;
    const code = (e as { code?: unknown }).code;
    if (code === 'EADDRBLOCKED') return 'blocked: address';
    if ((e as Error).name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'timeout';
    if (typeof code === 'string' && code !== 'ABORT_ERR') return `network: ${code}`.slice(0, 100);
  }
  return 'network error';
}

type Claim = { deliverySn: number; attempts: number; leaseUntil: Date };
type Settlement = ({ kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; at: Date } | { kind: 'failed' }) & {
  result: TryResult;
};

type Settled = { claim: Claim; s: Settlement; at: Date };

/**
 * Records tries (decision 054: the tries of one claimed batch that finish together, in one statement and one
 * commit): each one's webhook_attempt row, and its delivery's new state only while the row is still this claim's
 * (SENDING, same attempt, same lease). 410 turns the subscription off with a reason.
 */
async function settleAll(db: Db, items: readonly Settled[]): Promise<void> {
  const rows = items.map(({ claim, s, at }) => {
    const { result } = s;
    const status = s.kind === 'sent' ? 'SENT' : s.kind === 'retry' ? 'PENDING' : 'FAILED';
    const nextAt = s.kind === 'retry' ? s.at : at;
    return sql`(${claim.deliverySn}::bigint, ${claim.attempts}::int, ${claim.leaseUntil.toISOString()}::timestamptz,
      ${status}::varchar, ${nextAt.toISOString()}::timestamptz, ${result.statusCode}::int, ${result.error}::varchar,
      ${result.excerpt}::varchar, ${result.durationMs}::int, ${at.toISOString()}::timestamptz,
      ${s.kind === 'gone'}::boolean)`;
  });
  await db.execute(sql`
    with r (delivery_sn, attempts, lease_until, status, next_at, status_code, error, excerpt, duration_ms, at, gone) as (
      values ${sql.join(rows, sql`, `)}),
    tried as (
      insert into webhook_attempt (delivery_sn, attempt_no, status_code, error, duration_ms, at)
      select delivery_sn, attempts, status_code, error, duration_ms, at from r
      on conflict do nothing),
    settled as (
      update webhook_delivery d set status = r.status, lease_until = null, next_attempt_at = r.next_at,
        last_status_code = r.status_code, last_error = r.error, last_response_excerpt = r.excerpt,
        last_attempt_at = r.at, last_duration_ms = r.duration_ms,
        sent_at = case when r.status = 'SENT' then r.at end
      from r
      where d.delivery_sn = r.delivery_sn and d.status = 'SENDING' and d.attempts = r.attempts
        and d.lease_until = r.lease_until
      returning d.subscription_sn, r.gone, r.at)
    update webhook_subscription set active_yn = 'N', disabled_reason = ${WEBHOOK_MESSAGES.goneReason},
      updated_at = g.at
    from (select subscription_sn, max(at) as at from settled where gone group by subscription_sn) g
    where webhook_subscription.subscription_sn = g.subscription_sn`);
}

/** Hands a claimed, never-sent row back to the queue, due at once, without counting the attempt. */
async function releaseClaim(deps: WebhookWorkerDeps, claim: Claim): Promise<void> {
  await deps.db.execute(sql`
    update webhook_delivery set status = 'PENDING', attempts = attempts - 1, lease_until = null,
      next_attempt_at = ${deps.now()}
    where delivery_sn = ${claim.deliverySn} and status = 'SENDING' and attempts = ${claim.attempts}
      and lease_until = ${claim.leaseUntil}`);
}

/** Polls for due deliveries until stopped; a full batch is followed at once by the next. */
export function startWebhookWorker(
  deps: WebhookWorkerDeps,
  pollMs: number,
  batch = WEBHOOK_BATCH,
): { stop: () => Promise<void> } {
  return startPollLoop((signal) => runWebhooksOnce({ ...deps, signal }, batch), {
    name: 'webhook sender',
    pollMs,
    batch,
    onError: (error) => deps.log.error({ err: error }, 'webhook worker error'),
  });
}
