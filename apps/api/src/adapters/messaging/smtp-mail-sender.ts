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
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
        return { ok: true };
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
