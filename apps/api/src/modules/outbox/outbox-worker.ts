import { sql } from 'drizzle-orm';
import type { MessageChannel, MessageSender, OutgoingMessage } from '../../adapters/messaging/message-sender';
import type { Db } from '../../db/client';
import { renderSecret } from './message-secret';

export type OutboxDeps = {
  db: Db;
  senders: Record<MessageChannel, MessageSender>;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
};

const BATCH = 20;
const MAX_ATTEMPTS = 6;
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

/**
 * Claims due messages with FOR UPDATE SKIP LOCKED (several workers on several machines never take the same row),
 * sends each through its channel's adapter, and records SENT, a retry with exponential backoff, or FAILED.
 * Returns how many messages it handled.
 */
export async function runOutboxOnce(deps: OutboxDeps): Promise<number> {
  const now = deps.now();
  await eraseExpiredSecrets(deps.db, now);
  const claimed = (
    (await deps.db.execute(sql`
      update message_outbox set status = 'SENDING', attempts = attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
      where id in (
        select id from message_outbox
        where status in ('PENDING', 'SENDING') and next_attempt_at <= ${now}
        order by id limit ${BATCH}
        for update skip locked)
      returning id, channel, recipient, subject, body, secret, secret_expires_at, template_code, payload, attempts`)) as unknown as {
      rows: ClaimedRow[];
    }
  ).rows;

  for (const row of claimed) {
    if (row.secret_expires_at !== null && (row.secret === null || new Date(row.secret_expires_at) <= now)) {
      // An auth number that can no longer be used is not worth sending.
      await deps.db.execute(
        sql`update message_outbox set status = 'FAILED', secret = null, last_error = 'secret expired' where id = ${row.id}`,
      );
      continue;
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
    const result = sender
      ? await sender.send(message)
      : { ok: false as const, error: 'no sender', retryable: false };
    if (result.ok) {
      await deps.db.execute(
        sql`update message_outbox set status = 'SENT', sent_at = ${deps.now()}, last_error = null, secret = null
            where id = ${row.id}`,
      );
      continue;
    }
    // The message id and channel only: recipients and bodies are personal data.
    deps.log.error({ outboxId: row.id, channel: row.channel, attempts: row.attempts }, 'message send failed');
    const giveUp = !result.retryable || row.attempts >= MAX_ATTEMPTS;
    await deps.db.execute(sql`
      update message_outbox set
        status = ${giveUp ? 'FAILED' : 'PENDING'},
        secret = case when ${giveUp}::boolean then null else secret end,
        last_error = ${result.error},
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
export function startOutboxWorker(deps: OutboxDeps, pollMs: number): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      let handled = 0;
      try {
        handled = await runOutboxOnce(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'outbox worker error');
      }
      if (!stopped) timer = setTimeout(tick, handled === BATCH ? 0 : pollMs);
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
