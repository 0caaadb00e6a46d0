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
 * The default transport: the outbox row itself is the record (status SENT, provider local), so operators can read
 * every message on an outbox screen without any provider configured.
 */
export const localStoreSender: MessageSender = {
  name: 'local',
  send: async () => ({ ok: true }),
};
