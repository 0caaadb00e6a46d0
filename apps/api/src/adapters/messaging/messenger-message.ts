import type { SendResult } from './message-sender';

/**
 * What a messenger posts (decision 056): the outbox's body as it is, a title where the messenger shows one, and a
 * button with the link (the claim link of an invitation, the back-office screen of a manager's notice).
 */
export type MessengerMessage = {
  title: string | null;
  text: string;
  link: string | null;
  linkLabel: string;
};

/** A messenger's HTTP answer as a send's outcome: 429 and 5xx are worth a retry, any other refusal is final. */
export function httpSendResult(vendor: string, status: number, providerMessageId: string): SendResult {
  if (status >= 200 && status < 300)
    return { ok: true, providerMessageId, report: { status: 'DELIVERED', reason: `${vendor}: ${status}` } };
  return { ok: false, error: `${vendor}: HTTP ${status}`, retryable: status === 429 || status >= 500 };
}

/** A call that never got an answer (network, timeout): worth a retry. */
export const unreachable = (vendor: string, error: unknown): SendResult => ({
  ok: false,
  error: `${vendor}: ${String((error as Error)?.message ?? error).slice(0, 200)}`,
  retryable: true,
});
