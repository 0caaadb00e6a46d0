import type { Config } from '../../config';
import { localStoreSender, type MessageChannel, type MessageSender } from './message-sender';
import { smtpMailSender } from './smtp-mail-sender';
import { solapiSender } from './solapi-sender';

/** The transport per channel from configuration; the local store where nothing is configured. */
export function createSenders(config: Config): Record<MessageChannel, MessageSender> {
  const mail = config.mail.smtpUrl
    ? smtpMailSender({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
    : localStoreSender;
  const phone = config.solapi ? solapiSender(config.solapi) : localStoreSender;
  return { MAIL: mail, SMS: phone, ALIMTALK: phone };
}
