import { sql } from 'drizzle-orm';
import type {
  MessageChannel,
  MessageSender,
  OutgoingMessage,
  SendResult,
} from '../../adapters/messaging/message-sender';
import type { Db } from '../../db/client';
import { renderSecret } from './message-secret';

export type OutboxDeps = {
  db: Db;
  senders: Record<MessageChannel, MessageSender>;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
};

/** Rows one claim takes; a full batch is followed at once by the next. */
export const OUTBOX_BATCH = 500;
/** Messages of one batch handed to the transports at the same time. */
const CONCURRENCY = 50;
const MAX_ATTEMPTS = 6;
/** An alimtalk that fails this many times (or for good at once) goes on as SMS/LMS. */
const ALIMTALK_ATTEMPTS = 2;
/** A claimed row is leased for this long; a worker that died mid-send leaves it to be claimed again after. */
const LEASE_MS = 5 * 60_000;
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
};

type Outcome = { row: ClaimedRow; result: SendResult };

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
 * is being sent. Sends the batch through the channels' adapters (CONCURRENCY at a time) and records SENT in one
 * statement, a retry with exponential backoff, FAILED with the provider's reason, or for a failed alimtalk the
 * fallback to SMS/LMS. Returns how many messages it handled.
 */
export async function runOutboxOnce(deps: OutboxDeps, batch = OUTBOX_BATCH): Promise<number> {
  const now = deps.now();
  await eraseExpiredSecrets(deps.db, now);
  const claimed = (
    (await deps.db.execute(sql`
      update message_outbox set status = 'SENDING', attempts = attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
      where id in (
        select id from message_outbox
        where status in ('PENDING', 'SENDING') and next_attempt_at <= ${now}
        order by next_attempt_at, id limit ${batch}
        for update skip locked)
      returning id, channel, recipient, subject, body, secret, secret_expires_at, template_code, payload, attempts`)) as unknown as {
      rows: ClaimedRow[];
    }
  ).rows;

  const expired: number[] = [];
  const outcomes: Outcome[] = [];
  await eachLimited(claimed, CONCURRENCY, async (row) => {
    if (row.secret_expires_at !== null && (row.secret === null || new Date(row.secret_expires_at) <= now)) {
      // An auth number that can no longer be used is not worth sending.
      expired.push(row.id);
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
    };
    const sender = deps.senders[row.channel];
    const result: SendResult = sender
      ? await sender.send(message).catch((error: unknown) => ({
          ok: false as const,
          error: String((error as Error)?.message ?? error).slice(0, 400),
          retryable: true,
        }))
      : { ok: false, error: 'no sender', retryable: false };
    outcomes.push({ row, result });
  });

  if (expired.length > 0)
    await deps.db.execute(
      sql`update message_outbox set status = 'FAILED', secret = null, last_error = 'secret expired'
          where id = any(${sql.param(expired)}::int[])`,
    );
  const sent = outcomes.filter((o) => o.result.ok).map((o) => o.row.id);
  if (sent.length > 0)
    await deps.db.execute(
      sql`update message_outbox set status = 'SENT', sent_at = ${deps.now()}, last_error = null, secret = null
          where id = any(${sql.param(sent)}::int[])`,
    );
  for (const { row, result } of outcomes) {
    if (result.ok) continue;
    // The message id and channel only: recipients and bodies are personal data.
    deps.log.error({ outboxId: row.id, channel: row.channel, attempts: row.attempts }, 'message send failed');
    const error = result.error.slice(0, 450);
    if (row.channel === 'ALIMTALK' && (!result.retryable || row.attempts >= ALIMTALK_ATTEMPTS)) {
      // Not every phone has KakaoTalk or the channel: the same text goes on as SMS/LMS, due at once.
      await deps.db.execute(sql`
        update message_outbox set channel = 'SMS', fallback_from = 'ALIMTALK', status = 'PENDING', attempts = 0,
          last_error = ${`ALIMTALK: ${error}`}, next_attempt_at = ${deps.now()}
        where id = ${row.id}`);
      continue;
    }
    const giveUp = !result.retryable || row.attempts >= MAX_ATTEMPTS;
    await deps.db.execute(sql`
      update message_outbox set
        status = ${giveUp ? 'FAILED' : 'PENDING'},
        secret = case when ${giveUp}::boolean then null else secret end,
        last_error = ${error},
        next_attempt_at = ${new Date(deps.now().getTime() + backoffMs(row.attempts))}
      where id = ${row.id}`);
  }
  return claimed.length;
}

/** A secret lives only until it expires, even when its message is still waiting for a retry. */
async function eraseExpiredSecrets(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`update message_outbox set secret = null where secret is not null and secret_expires_at <= ${now}`,
  );
}

/** Polls the outbox until stopped; a full batch is followed at once by the next. */
export function startOutboxWorker(
  deps: OutboxDeps,
  pollMs: number,
  batch = OUTBOX_BATCH,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      let handled = 0;
      try {
        handled = await runOutboxOnce(deps, batch);
      } catch (error) {
        deps.log.error({ err: error }, 'outbox worker error');
      }
      if (!stopped) timer = setTimeout(tick, handled === batch ? 0 : pollMs);
    })();
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
