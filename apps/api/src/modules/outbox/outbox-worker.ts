import { type SQL, sql } from 'drizzle-orm';
import type {
  MessageChannel,
  MessageSender,
  OutgoingMessage,
  SendResult,
} from '../../adapters/messaging/message-sender';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { startPollLoop } from '../../lib/poll-loop';
import { advanceStepSet, hasNextStep } from './chain-step';
import { renderSecret } from './message-secret';
import { advanceTimedOutSteps, confirmSilentSteps, recordReceipt } from './record-receipt';

export type OutboxDeps = {
  db: Db;
  /** A channel without a sender fails its step for good: a chain goes on to its next channel. */
  senders: Partial<Record<MessageChannel, MessageSender>>;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** How long a claim holds its rows (config OUTBOX_LEASE_MS); DEFAULT_OUTBOX_LEASE_MS when not given. */
  leaseMs?: number;
  /** Once aborted (graceful shutdown), no new send starts; the batch's unsent rows go back to the queue. */
  signal?: AbortSignal;
};

/** Rows one claim takes; a full batch is followed at once by the next. */
export const OUTBOX_BATCH = 500;
/**
 * Messages of one batch handed to the transports at the same time. It also bounds what a crash can repeat: only
 * messages whose send had started and whose SENT mark was not yet written.
 */
export const OUTBOX_CONCURRENCY = 50;
/**
 * A claimed row is leased for this long; a worker that died mid-send leaves its unsent rows to be claimed again
 * after it. Long enough for a slow provider to get through a batch; config OUTBOX_LEASE_MS overrides it.
 */
export const DEFAULT_OUTBOX_LEASE_MS = 5 * 60_000;
/**
 * A worker starts no new send once this share of its lease has passed: the rest of the batch goes back to the queue
 * at once, so another worker never claims a row whose send may still start here.
 */
const LEASE_SEND_SHARE = 0.8;
const MAX_ATTEMPTS = 6;
/** An alimtalk that fails this many times (or for good at once) goes on as SMS/LMS. */
const ALIMTALK_ATTEMPTS = 2;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

type ClaimedRow = {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  secret: string | null;
  secret_expires_at: Date | string | null;
  template_code: string | null;
  payload: unknown;
  attempts: number;
  chain: unknown;
  chain_step: number;
  cmpy_cd: string | null;
};

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Claims due messages (status PENDING, or SENDING whose lease ran out, and next_attempt_at - the scheduled send
 * time or the next retry - reached) with FOR UPDATE SKIP LOCKED: several workers in several processes never take
 * the same row, and the claim moves the row's lease forward in the same statement, so it is not due again while it
 * is being sent. Sends the batch through the channels' adapters (OUTBOX_CONCURRENCY at a time) and records each
 * message's result in its own statement right after its send - SENT, a retry with exponential backoff, FAILED with
 * the provider's reason, or for a failed alimtalk the fallback to SMS/LMS - so a crash (kill -9, power loss) repeats
 * only the messages whose send was under way, never the ones already sent. Returns how many messages it claimed.
 */
export async function runOutboxOnce(deps: OutboxDeps, batch = OUTBOX_BATCH): Promise<number> {
  const now = deps.now();
  const leaseMs = deps.leaseMs ?? DEFAULT_OUTBOX_LEASE_MS;
  await eraseExpiredSecrets(deps.db, now);
  // Chain steps whose window ended without a delivery report go on to their next channel (decision 052); mails
  // whose window ended without a bounce were delivered.
  await confirmSilentSteps(deps.db, now);
  await advanceTimedOutSteps(deps.db, now);
  const claimed = await queryRows<ClaimedRow>(
    deps.db,
    sql`
      update message_outbox set status = 'SENDING', attempts = attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + leaseMs)}
      where id in (
        select id from message_outbox
        where status in ('PENDING', 'SENDING') and next_attempt_at <= ${now}
        order by next_attempt_at, id limit ${batch}
        for update skip locked)
      returning id, channel, recipient, subject, body, secret, secret_expires_at, template_code, payload, attempts,
        chain, chain_step, cmpy_cd`,
  );

  const sendBefore = now.getTime() + leaseMs * LEASE_SEND_SHARE;
  const markSent = sentMarker(deps);
  await eachLimited(claimed, OUTBOX_CONCURRENCY, async (row) => {
    if (deps.signal?.aborted || deps.now().getTime() >= sendBefore) {
      await releaseClaim(deps, row);
      return;
    }
    if (row.secret_expires_at !== null && (row.secret === null || new Date(row.secret_expires_at) <= now)) {
      // An auth number that can no longer be used is not worth sending.
      await deps.db.execute(
        sql`update message_outbox set status = 'FAILED', secret = null, last_error = 'secret expired'
            where id = ${row.id} and status = 'SENDING' and attempts = ${row.attempts}`,
      );
      return;
    }
    const message: OutgoingMessage = {
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: renderSecret(row.body, row.secret),
      templateCode: row.template_code,
      payload: row.payload,
      cmpyCd: row.cmpy_cd,
      step: row.chain_step,
    };
    const sender = deps.senders[row.channel];
    const result: SendResult = sender
      ? await sender.send(message).catch((error: unknown) => ({
          ok: false as const,
          error: String((error as Error)?.message ?? error).slice(0, 400),
          retryable: true,
        }))
      : { ok: false, error: 'no sender', retryable: false };
    // The lane waits for its SENT mark before it starts another send: what a crash can repeat stays within the
    // sends under way.
    if (result.ok) {
      await markSent(row.id, result.providerMessageId ?? null, {
        awaitsReport: sender?.reportsLater !== false,
        deliveredIfSilent: sender?.reportsOnlyFailures === true,
      });
      // A provider that knows the outcome at once (the local mailbox, an SMTP reply) reports it here; the others
      // report through the webhook (decision 052).
      if (result.report && result.providerMessageId)
        await recordReceipt(deps.db, {
          ...result.report,
          providerMessageId: result.providerMessageId,
          at: deps.now(),
        });
    } else await recordFailure(deps, row, result);
  });
  return claimed.length;
}

/** What a sent step waits for (decision 052): a report at all, and whether silence means delivered. */
type StepWait = { awaitsReport: boolean; deliveredIfSilent: boolean };

/**
 * Marks sent messages SENT as soon as their sends return: a message joins the next statement, which starts as soon
 * as the one being written has committed (group commit), so marks are not held back to the end of the batch and
 * fifty lanes do not cost fifty statements. SENT is written whenever the row is still SENDING: it did go out, even
 * if its lease ran out meanwhile.
 */
function sentMarker(
  deps: OutboxDeps,
): (id: number, providerMessageId: string | null, wait: StepWait) => Promise<void> {
  type Group = {
    ids: number[];
    providerIds: (string | null)[];
    awaits: boolean[];
    silentDelivered: boolean[];
    done: Promise<void>;
  };
  let waiting: Group | null = null;
  let writing: Promise<void> = Promise.resolve();
  return (id, providerMessageId, wait) => {
    if (!waiting) {
      const group: Group = {
        ids: [],
        providerIds: [],
        awaits: [],
        silentDelivered: [],
        done: Promise.resolve(),
      };
      group.done = writing.then(async () => {
        if (waiting === group) waiting = null;
        const now = deps.now();
        // The mark and the step's receipt row (decision 052) in one statement: a sent step of a chain waits its
        // window (step_deadline) for a delivery report before the next channel goes. A step whose silence means
        // delivered (a mail whose bounces are read) waits it even as the last step or outside a chain: its window's
        // end is what marks it delivered.
        await deps.db.execute(sql`
          with sent as (
            select * from unnest(${sql.param(group.ids)}::int[], ${sql.param(group.providerIds)}::text[],
              ${sql.param(group.awaits)}::boolean[], ${sql.param(group.silentDelivered)}::boolean[])
              as p(id, provider_message_id, awaits_report, delivered_if_silent)),
          marked as (
            update message_outbox m set status = 'SENT', sent_at = ${now}, last_error = null, secret = null,
              step_deadline = case when sent.awaits_report
                  and ((sent.delivered_if_silent and sent.provider_message_id is not null) or ${hasNextStep('m')})
                then ${now}::timestamptz + make_interval(mins => coalesce(m.chain_window_min, 30)) end
            from sent where m.id = sent.id and m.status = 'SENDING'
            returning m.id, m.chain_step, m.channel, sent.provider_message_id, sent.delivered_if_silent)
          insert into message_delivery (outbox_id, step, channel, provider_message_id, status, sent_at,
            delivered_if_silent)
          select id, chain_step, channel, provider_message_id, 'SENT', ${now}, delivered_if_silent from marked
          on conflict (outbox_id, step) do update
            set provider_message_id = coalesce(excluded.provider_message_id, message_delivery.provider_message_id),
              sent_at = excluded.sent_at, delivered_if_silent = excluded.delivered_if_silent`);
      });
      // A failed write fails its own group's lanes; the next group still runs.
      writing = group.done.catch(() => undefined);
      waiting = group;
    }
    waiting.ids.push(id);
    waiting.providerIds.push(providerMessageId);
    waiting.awaits.push(wait.awaitsReport);
    waiting.silentDelivered.push(wait.deliveredIfSilent);
    return waiting.done;
  };
}

/**
 * Records a failed send at once: a retry with backoff, FAILED, or the alimtalk fallback - only while the row is
 * still this claim's (same attempt), so a late failure never undoes another worker's send.
 */
async function recordFailure(
  deps: OutboxDeps,
  row: ClaimedRow,
  result: Extract<SendResult, { ok: false }>,
): Promise<void> {
  // The message id and channel only: recipients and bodies are personal data.
  deps.log.error({ outboxId: row.id, channel: row.channel, attempts: row.attempts }, 'message send failed');
  const error = result.error.slice(0, 450);
  const giveUp = !result.retryable || row.attempts >= MAX_ATTEMPTS;
  const alimtalkDone = row.channel === 'ALIMTALK' && (!result.retryable || row.attempts >= ALIMTALK_ATTEMPTS);
  const thisClaim = sql`id = ${row.id} and status = 'SENDING' and attempts = ${row.attempts}`;
  // The failed step's receipt (decision 052), written with the state change that ends the step.
  // Returns how many rows changed (0: the row is no longer this claim's).
  const stepFailed = async (changed: SQL) => {
    const [done] = await queryRows<{ n: number }>(
      deps.db,
      sql`
        with changed as (${changed} returning id),
        receipt as (
          insert into message_delivery (outbox_id, step, channel, status, reason, reported_at)
          select id, ${row.chain_step}, ${row.channel}, 'FAILED', ${error.slice(0, 300)}, ${deps.now()} from changed
          on conflict (outbox_id, step) do nothing)
        select count(*)::int as n from changed`,
    );
    return done?.n ?? 0;
  };
  if (row.chain !== null && (giveUp || alimtalkDone)) {
    // A chain's step that failed for good: the next channel goes at once, or the message has failed.
    const advanced = await stepFailed(sql`
      update message_outbox set ${advanceStepSet(deps.now())}, fallback_from = channel, last_error = ${error}
      where ${thisClaim} and ${hasNextStep('message_outbox')}`);
    if (advanced > 0) return;
    await stepFailed(sql`
      update message_outbox set status = 'FAILED', secret = null, last_error = ${error},
        delivery_status = 'FAILED', step_deadline = null
      where ${thisClaim}`);
    return;
  }
  if (row.chain === null && alimtalkDone) {
    // Not every phone has KakaoTalk or the channel: the same text goes on as SMS/LMS, due at once.
    await stepFailed(sql`
      update message_outbox set channel = 'SMS', fallback_from = 'ALIMTALK', status = 'PENDING', attempts = 0,
        chain_step = chain_step + 1, last_error = ${`ALIMTALK: ${error}`}, next_attempt_at = ${deps.now()}
      where ${thisClaim}`);
    return;
  }
  const retry = sql`
    update message_outbox set
      status = ${giveUp ? 'FAILED' : 'PENDING'},
      secret = case when ${giveUp}::boolean then null else secret end,
      delivery_status = case when ${giveUp}::boolean then 'FAILED' else delivery_status end,
      last_error = ${error},
      next_attempt_at = ${new Date(deps.now().getTime() + backoffMs(row.attempts))}
    where ${thisClaim}`;
  if (giveUp) await stepFailed(retry);
  else await deps.db.execute(retry);
}

/** Hands a claimed row that was never sent back to the queue, due at once, without counting the attempt. */
async function releaseClaim(deps: OutboxDeps, row: ClaimedRow): Promise<void> {
  await deps.db.execute(sql`
    update message_outbox set status = 'PENDING', attempts = attempts - 1, next_attempt_at = ${deps.now()}
    where id = ${row.id} and status = 'SENDING' and attempts = ${row.attempts}`);
}

/** A secret lives only until it expires, even when its message is still waiting for a retry. */
async function eraseExpiredSecrets(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`update message_outbox set secret = null where secret is not null and secret_expires_at <= ${now}`,
  );
}

/**
 * Polls the outbox until stopped; a full batch is followed at once by the next. Stopping lets the sends under way
 * finish and be recorded, and hands the batch's other rows back to the queue.
 */
export function startOutboxWorker(
  deps: OutboxDeps,
  pollMs: number,
  batch = OUTBOX_BATCH,
): { stop: () => Promise<void> } {
  return startPollLoop((signal) => runOutboxOnce({ ...deps, signal }, batch), {
    name: 'outbox',
    pollMs,
    batch,
    onError: (error) => deps.log.error({ err: error }, 'outbox worker error'),
  });
}
