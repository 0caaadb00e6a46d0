import { accountNoticeTexts, messageLanguage, tempPasswordText, USER_ADMIN_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { enqueueMessage, SECRET_PLACEHOLDER } from '../outbox';

/** A temporary password stays readable by the transport for 3 days; after that the outbox erases it unsent. */
const TEMP_PASSWORD_VALID_MS = 3 * 86_400_000;

/**
 * Queues a temporary password for its owner (decision 009): the text holds SECRET_PLACEHOLDER and the password
 * travels as the message's secret, erased once sent. SMS when the account has a phone, otherwise mail. The text
 * ends with the login link of `publicUrl`; all of it in the owner's language (decision 055).
 */
export async function sendTempPassword(
  tx: Executor,
  account: { userId: string; telNo: string | null; email: string | null; preferredLanguage: string | null },
  password: string,
  now: Date,
  publicUrl: string,
): Promise<{ channel: 'SMS' | 'MAIL'; recipient: string }> {
  const secret = { value: password, expiresAt: new Date(now.getTime() + TEMP_PASSWORD_VALID_MS) };
  const language = messageLanguage(account.preferredLanguage);
  const body = tempPasswordText(account.userId, SECRET_PLACEHOLDER, publicUrl, language);
  const phone = account.telNo?.replace(/\D/g, '') ?? '';
  if (phone) {
    await enqueueMessage(tx, { channel: 'SMS', recipient: phone, body, secret });
    return { channel: 'SMS', recipient: phone };
  }
  if (account.email) {
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: account.email,
      subject: accountNoticeTexts(language).tempPasswordSubject,
      body,
      secret,
    });
    return { channel: 'MAIL', recipient: account.email };
  }
  throw badRequest(USER_ADMIN_MESSAGES.noContact);
}
