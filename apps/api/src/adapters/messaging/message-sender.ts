import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One outgoing message as the outbox hands it to a transport. */
export type OutgoingMessage = {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  templateCode: string | null;
  payload: unknown;
};

export const MESSAGE_CHANNELS = ['MAIL', 'SMS', 'ALIMTALK'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type SendResult = { ok: true } | { ok: false; error: string; retryable: boolean };

/** A transport for one or more channels (ARCHITECTURE "Adapters"). */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * The default transport when no provider is configured: each message is written as a text file under `dir` (a local
 * mailbox on the server's disk, like a development mail catcher), so demo users can read their auth numbers there
 * while no screen or call ever shows one. A message that cannot be written is retried.
 */
export function localMailboxSender(dir: string): MessageSender {
  return {
    name: 'local',
    async send(message) {
      try {
        await mkdir(dir, { recursive: true });
        const name = `${String(message.id).padStart(8, '0')}-${message.channel.toLowerCase()}.txt`;
        const lines = [`to: ${message.recipient}`, `subject: ${message.subject ?? ''}`, '', message.body, ''];
        await writeFile(path.join(dir, name), lines.join('\n'), { mode: 0o600 });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: (error as NodeJS.ErrnoException).code ?? 'write failed', retryable: true };
      }
    },
  };
}

/** A transport that accepts every message and keeps nothing (tests of the worker). */
export const localStoreSender: MessageSender = {
  name: 'accept-all',
  send: async () => ({ ok: true }),
};
