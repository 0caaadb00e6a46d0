import { sql } from 'drizzle-orm';
import type { MessageChannel } from '../../adapters/messaging/message-sender';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { messageOutbox } from '../../db/schema/index';
import type { MessageChain } from './delivery-chain';
import { SECRET_PLACEHOLDER } from './message-secret';

/** A one-time secret (auth number) for the message: only the transport ever sees it, and only until it expires. */
export type MessageSecret = { value: string; expiresAt: Date };

/**
 * Queues a message in the caller's transaction (transactional outbox): it is sent only if the use case commits,
 * and the worker retries it until it goes out. Never send from a use case directly. A message with a secret carries
 * SECRET_PLACEHOLDER in its body; the secret is stored apart and erased once the message is sent, failed or expired.
 */
export async function enqueueMessage(
  db: Executor,
  message: {
    channel: MessageChannel;
    recipient: string;
    subject?: string;
    body: string;
    secret?: MessageSecret;
    templateCode?: string;
    payload?: Record<string, string>;
    /** Scheduled send time; absent: as soon as a worker runs. */
    sendAt?: Date;
    /**
     * The delivery chain (decision 052), its first step being `channel` to `recipient`. Absent: one channel (an
     * alimtalk still falls back to SMS). A message with a secret takes none: the secret is erased once it is sent.
     */
    chain?: MessageChain;
    /** The company whose messenger settings a messenger step or a manager's notice goes through (decision 056). */
    cmpyCd?: string;
  },
): Promise<number> {
  if (message.secret && !message.body.includes(SECRET_PLACEHOLDER))
    throw new Error('a message with a secret needs SECRET_PLACEHOLDER in its body');
  const [row] = await db
    .insert(messageOutbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      secret: message.secret?.value ?? null,
      secretExpiresAt: message.secret?.expiresAt ?? null,
      templateCode: message.templateCode ?? null,
      payload: message.payload ?? null,
      ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
      ...(message.cmpyCd ? { cmpyCd: message.cmpyCd } : {}),
      ...(message.chain && !message.secret
        ? { chain: [...message.chain.steps], chainWindowMin: message.chain.windowMin }
        : {}),
    })
    .returning({ id: messageOutbox.id });
  return row!.id;
}

type BulkMessage = { channel: MessageChannel; recipient: string; subject?: string; body: string };
const MESSAGE_COLUMNS: readonly BulkColumn<BulkMessage>[] = [
  { name: 'channel', type: 'text', value: (m) => m.channel },
  { name: 'recipient', type: 'text', value: (m) => m.recipient },
  { name: 'subject', type: 'text', value: (m) => m.subject ?? null },
  { name: 'body', type: 'text', value: (m) => m.body },
];

/**
 * Queues many messages without secrets in the caller's transaction, a few statements for all of them
 * (db/bulk-insert.ts): an import of 10,000 employees queues their notices at COPY-like speed.
 */
export async function enqueueMessages(db: Executor, messages: readonly BulkMessage[]): Promise<void> {
  await bulkInsert(db, 'message_outbox', MESSAGE_COLUMNS, messages);
}

/** A message of an event send (an invitation or a reminder) to one person, without a secret. */
export type SendMessage = {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  /** Alimtalk: the template registered with Kakao and its variables. */
  templateCode: string | null;
  payload: Record<string, string> | null;
  sendAt: Date;
  eventSendSn: number;
  unqUserId: string;
  /** The message's delivery chain (decision 052); null: one channel. */
  chain: MessageChain | null;
  /** The company whose messengers the chain's messenger steps go through (decision 056). */
  cmpyCd: string | null;
};
const SEND_MESSAGE_COLUMNS: readonly BulkColumn<SendMessage>[] = [
  { name: 'channel', type: 'text', value: (m) => m.channel },
  { name: 'recipient', type: 'text', value: (m) => m.recipient },
  { name: 'subject', type: 'text', value: (m) => m.subject },
  { name: 'body', type: 'text', value: (m) => m.body },
  { name: 'template_code', type: 'text', value: (m) => m.templateCode },
  { name: 'payload', type: 'jsonb', value: (m) => (m.payload ? JSON.stringify(m.payload) : null) },
  { name: 'next_attempt_at', type: 'timestamptz', value: (m) => m.sendAt },
  { name: 'event_send_sn', type: 'integer', value: (m) => m.eventSendSn },
  { name: 'unq_user_id', type: 'text', value: (m) => m.unqUserId },
  { name: 'chain', type: 'jsonb', value: (m) => (m.chain ? JSON.stringify(m.chain.steps) : null) },
  { name: 'chain_window_min', type: 'integer', value: (m) => m.chain?.windowMin ?? null },
  { name: 'cmpy_cd', type: 'text', value: (m) => m.cmpyCd },
];

/**
 * Queues the messages of an event send in the caller's transaction, one per person and send: a person the send has
 * a message for already (the outbox's unique (send, person) index) gets none more, so a repeated or racing run
 * queues nothing twice. Returns how many were queued.
 */
export function enqueueSendMessages(db: Executor, messages: readonly SendMessage[]): Promise<number> {
  return bulkInsert(db, 'message_outbox', SEND_MESSAGE_COLUMNS, messages, {
    onConflict: sql`on conflict (event_send_sn, unq_user_id) do nothing`,
  });
}
