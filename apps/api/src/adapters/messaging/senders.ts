import path from 'node:path';
import type { Config } from '../../config';
import { localMailboxSender, type MessageChannel, type MessageSender } from './message-sender';
import { smtpMailSender } from './smtp-mail-sender';
import { solapiSender } from './solapi-sender';

/**
 * The mail and phone transports from configuration; the local mailbox (DATA_DIR/messages) where nothing is
 * configured. The messengers' senders depend on each company's settings (modules/messenger).
 */
export function createSenders(
  config: Config,
): Record<Extract<MessageChannel, 'MAIL' | 'SMS' | 'ALIMTALK'>, MessageSender> {
  const local = localMailboxSender(path.join(config.dataDir, 'messages'), config.localMessages);
  const mail = config.mail.smtpUrl
    ? smtpMailSender({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        returnPath: config.mail.returnPath,
        // Bounces are read only from a real mailbox: the local transport reports every mail at once.
        bouncesRead: config.mail.bounceImapUrl !== null,
      })
    : local;
  // Solapi reports deliveries through its status webhook, which needs SOLAPI_WEBHOOK_SECRET: without it no report
  // will come, and a chain must not take the silence for a failure.
  const phone = config.solapi
    ? { ...solapiSender(config.solapi), reportsLater: config.solapiWebhookSecret !== null }
    : local;
  return { MAIL: mail, SMS: phone, ALIMTALK: phone };
}
