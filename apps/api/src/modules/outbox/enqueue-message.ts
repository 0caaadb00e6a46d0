import type { MessageChannel } from '../../adapters/messaging/message-sender';
import type { Executor } from '../../db/client';
import { messageOutbox } from '../../db/schema/index';

/**
 * Queues a message in the caller's transaction (transactional outbox): it is sent only if the use case commits,
 * and the worker retries it until it goes out. Never send from a use case directly.
 */
export async function enqueueMessage(
  db: Executor,
  message: {
    channel: MessageChannel;
    recipient: string;
    subject?: string;
    body: string;
    templateCode?: string;
    payload?: Record<string, string>;
  },
): Promise<number> {
  const [row] = await db
    .insert(messageOutbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      templateCode: message.templateCode ?? null,
      payload: message.payload ?? null,
    })
    .returning({ id: messageOutbox.id });
  return row!.id;
}
