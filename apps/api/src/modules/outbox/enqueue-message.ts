import type { MessageChannel } from '../../adapters/messaging/message-sender';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { messageOutbox } from '../../db/schema/index';
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
