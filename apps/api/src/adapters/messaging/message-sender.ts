import { randomUUID } from 'node:crypto';
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
  /** The company whose messenger a messenger step or a manager's notice goes through (decision 056). */
  cmpyCd?: string | null;
  /** The message's chain step (0 outside a chain): a mail's Message-ID names it, so a bounce can be traced. */
  step?: number;
};

/**
 * The outbox's channels: mail and phone, the workplace messengers that carry a person's message (a chain step), and
 * the team webhooks that carry managers' notices only (decision 056).
 */
export const MESSAGE_CHANNELS = [
  'MAIL',
  'SMS',
  'ALIMTALK',
  'SLACK',
  'NAVER_WORKS',
  'TEAMS',
  'JANDI',
  'DOORAY',
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What a provider reports about a message it accepted (decision 052): it reached the person (on `channel` when the
 * provider changed it, e.g. an alimtalk replaced by SMS), or it did not, with the provider's reason.
 */
export type DeliveryReport = {
  status: 'DELIVERED' | 'FAILED';
  reason: string | null;
  channel?: MessageChannel;
};

/**
 * A send's outcome. Accepted: the provider's id of the message (receipts find it by this id) and, where the provider
 * knows at once (the local mailbox, an SMTP server's reply), its report; others report later through a webhook.
 */
export type SendResult =
  | { ok: true; providerMessageId?: string; report?: DeliveryReport }
  | { ok: false; error: string; retryable: boolean };

/** A transport for one or more channels (ARCHITECTURE "Adapters"). */
export interface MessageSender {
  readonly name: string;
  /**
   * Whether a report on an accepted message may still arrive later (a status webhook, decision 052). false: what
   * send() answered is all there will be, so a chain step sent without a report does not wait out its window for
   * one and the chain stops there; a provider with no report feed never makes a chain send a second channel to a
   * person who got the first. Absent: reports may come.
   */
  readonly reportsLater?: boolean;
  /**
   * Reports that come later only ever say a message failed (mail bounces, decision 052 "Mail bounces"): a step still
   * unreported when its window ends was delivered, so it is marked DELIVERED and no next channel goes.
   */
  readonly reportsOnlyFailures?: boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * The local mailbox's test settings (config LOCAL_MESSAGE_FAIL_TO / LOCAL_MESSAGE_SILENT_TO, decision 052): addresses
 * as addressKey gives them, each alone (every channel) or after one channel (`ALIMTALK:01019990001`).
 */
export type LocalMailboxOptions = { failTo?: readonly string[]; silentTo?: readonly string[] };

/** A recipient as the local mailbox's lists hold it: mails in lower case, phones as digits. */
const addressKey = (recipient: string) =>
  recipient.includes('@') ? recipient.trim().toLowerCase() : recipient.replace(/\D/g, '');

/**
 * The default transport when no provider is configured: each message is written as a text file under `dir` (a local
 * mailbox on the server's disk, like a development mail catcher), so demo users can read their auth numbers there
 * while no screen or call ever shows one. A message that cannot be written is retried.
 * It reports like a provider (decision 052): a written message is DELIVERED at once; a recipient in `failTo` is
 * accepted but reported FAILED (no file), one in `silentTo` is written and never reported on, so the delivery
 * chain's fallback and window can be watched without a network; an entry naming a channel applies to that one only.
 */
export function localMailboxSender(dir: string, options: LocalMailboxOptions = {}): MessageSender {
  const failTo = new Set(options.failTo ?? []);
  const silentTo = new Set(options.silentTo ?? []);
  return {
    name: 'local',
    // A recipient in `silentTo` is never reported on: the window is what moves its chain on.
    reportsLater: true,
    async send(message) {
      const key = addressKey(message.recipient);
      const listed = (list: ReadonlySet<string>) => list.has(key) || list.has(`${message.channel}:${key}`);
      const providerMessageId = `local-${randomUUID()}`;
      if (listed(failTo))
        return {
          ok: true,
          providerMessageId,
          report: { status: 'FAILED', reason: 'local: 수신 실패로 설정된 주소' },
        };
      try {
        await mkdir(dir, { recursive: true });
        const stem = `${String(message.id).padStart(8, '0')}-${message.channel.toLowerCase()}`;
        const lines = [`to: ${message.recipient}`, `subject: ${message.subject ?? ''}`, '', message.body, ''];
        // A message delivered again (a crash between its send and its SENT mark) gets a file of its own, as a phone
        // would show it twice: 00000042-sms.txt, then 00000042-sms_2.txt (sorted after it, so a reader going by
        // name from the end meets the newest copy first).
        for (let copy = 1; ; copy += 1) {
          const name = copy === 1 ? `${stem}.txt` : `${stem}_${copy}.txt`;
          try {
            await writeFile(path.join(dir, name), lines.join('\n'), { mode: 0o600, flag: 'wx' });
            return listed(silentTo)
              ? { ok: true, providerMessageId }
              : { ok: true, providerMessageId, report: { status: 'DELIVERED', reason: null } };
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          }
        }
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

/** The longest one provider call may take (ms): under a fifth of the shortest outbox lease in use (300 s). */
export const SEND_TIMEOUT_MS = 30_000;
