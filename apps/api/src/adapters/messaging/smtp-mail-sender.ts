import { randomBytes } from 'node:crypto';
import type Nodemailer from 'nodemailer';
import { lazyModule } from '../../lib/lazy-module';
import { type MessageSender, SEND_TIMEOUT_MS } from './message-sender';

/** nodemailer is loaded only where mail goes through SMTP (lib/lazy-module.ts). */
const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

export type SmtpMailOptions = {
  /** smtp://user:pass@host:587 */
  smtpUrl: string;
  /** The From header (MAIL_FROM); its domain names the Message-IDs. */
  from: string;
  /** The envelope sender, where bounces go (MAIL_RETURN_PATH); null: the From address. */
  returnPath?: string | null;
  /** A bounce reader watches the envelope sender's mailbox (MAIL_BOUNCE_IMAP_URL set, decision 052). */
  bouncesRead?: boolean;
};

/** The domain of a From header such as `PCS <no-reply@pcs.example>`; `localhost` when it names none. */
export function mailDomain(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * The Message-ID of one chain step's mail: outbox id and step (no personal data), a random part so that a resend
 * after a crash gets its own, and the sender's domain. A bounce quotes it, and the step's receipt keeps it as the
 * provider's message id, so the bounce finds its step (decision 052 "Mail bounces").
 */
export function stepMessageId(outboxId: number, step: number, domain: string): string {
  return `<pcs.${outboxId}.${step}.${randomBytes(8).toString('hex')}@${domain}>`;
}

/** Mail through SMTP (nodemailer). */
export function smtpMailSender(options: SmtpMailOptions): MessageSender {
  // Timeouts well inside the outbox lease's last fifth, so a send never outlives its claim (decision 025).
  // nodemailer reads options from the URL's query (an object with `url` drops the rest); the URL's own win.
  const timeouts = `connectionTimeout=10000&greetingTimeout=10000&socketTimeout=${SEND_TIMEOUT_MS}`;
  const transport = nodemailer().createTransport(
    /[?&](connection|greeting|socket)Timeout=/.test(options.smtpUrl)
      ? options.smtpUrl
      : `${options.smtpUrl}${options.smtpUrl.includes('?') ? '&' : '?'}${timeouts}`,
  );
  const domain = mailDomain(options.from);
  const bouncesRead = options.bouncesRead === true;
  return {
    name: 'smtp',
    // Without a bounce reader the server's reply is the only report (below); with one, a bounce may follow, and
    // only ever a failure: silence through the window means the mail arrived.
    reportsLater: bouncesRead,
    reportsOnlyFailures: bouncesRead,
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: stepMessageId(message.id, message.step ?? 0, domain),
          ...(options.returnPath ? { envelope: { from: options.returnPath, to: message.recipient } } : {}),
        });
        // A recipient the server refused inside an accepted transaction has failed at once. Accepted: delivered
        // (decision 052) when no bounce can follow; with a bounce reader, the step waits out its window instead.
        const refused = info.rejected.length > 0 && info.accepted.length === 0;
        const reason = `SMTP ${String(info.response ?? '').slice(0, 200)}`;
        if (bouncesRead && !refused) return { ok: true, providerMessageId: info.messageId };
        return {
          ok: true,
          providerMessageId: info.messageId,
          report: { status: refused ? 'FAILED' : 'DELIVERED', reason },
        };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx SMTP replies are permanent (bad address); everything else may pass on a later try.
        return {
          ok: false,
          error: (error as Error).message.slice(0, 400),
          retryable: !(code && code >= 500),
        };
      }
    },
  };
}
