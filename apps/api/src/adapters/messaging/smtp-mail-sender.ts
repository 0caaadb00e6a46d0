import type Nodemailer from 'nodemailer';
import { lazyModule } from '../../lib/lazy-module';
import { type MessageSender, SEND_TIMEOUT_MS } from './message-sender';

/** nodemailer is loaded only where mail goes through SMTP (lib/lazy-module.ts). */
const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

/** Mail through SMTP (nodemailer). `smtpUrl` like smtp://user:pass@host:587; `from` is the sender address. */
export function smtpMailSender(options: { smtpUrl: string; from: string }): MessageSender {
  // Timeouts well inside the outbox lease's last fifth, so a send never outlives its claim (decision 025).
  // nodemailer reads options from the URL's query (an object with `url` drops the rest); the URL's own win.
  const timeouts = `connectionTimeout=10000&greetingTimeout=10000&socketTimeout=${SEND_TIMEOUT_MS}`;
  const transport = nodemailer().createTransport(
    /[?&](connection|greeting|socket)Timeout=/.test(options.smtpUrl)
      ? options.smtpUrl
      : `${options.smtpUrl}${options.smtpUrl.includes('?') ? '&' : '?'}${timeouts}`,
  );
  return {
    name: 'smtp',
    // The server's reply is the report (below); no bounce feed is read.
    reportsLater: false,
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
        // The SMTP server's reply is all a mail gets at once (decision 052): accepted counts as delivered, a
        // recipient it refused inside an accepted transaction as failed. Later bounces need the mailbox's reports.
        const refused = info.rejected.length > 0 && info.accepted.length === 0;
        return {
          ok: true,
          providerMessageId: info.messageId,
          report: {
            status: refused ? 'FAILED' : 'DELIVERED',
            reason: `SMTP ${String(info.response ?? '').slice(0, 200)}`,
          },
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
