import { accountNoticeTexts, messageLanguage, PASSWORD_MESSAGES, passwordPolicyError } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth';
import { enqueueMessage } from '../outbox';
import * as repo from './repository';

/** Policy, user-ID and "neither the current nor the previous password" checks of every way of setting one. */
export async function assertNewPassword(
  user: { userId: string; passwordHash: string; previousPasswordHash: string | null },
  password: string,
): Promise<void> {
  const policy = passwordPolicyError(password, user.userId);
  if (policy) throw badRequest(policy);
  if (await verifyPassword(user.passwordHash, password)) throw badRequest(PASSWORD_MESSAGES.sameAsCurrent);
  if (user.previousPasswordHash && (await verifyPassword(user.previousPasswordHash, password)))
    throw badRequest(PASSWORD_MESSAGES.sameAsPrevious);
}

/**
 * Sets a new password, restarts the expiry clock, revokes every other session (ASVS 3.3.3) and tells the user
 * by SMS or mail that it changed (ASVS 2.2.3), all in the caller's transaction.
 */
export async function setPassword(
  tx: Executor,
  user: {
    unqUserId: string;
    passwordHash: string;
    telNo: string | null;
    email: string | null;
    /** Their language (decision 055); null is Korean. */
    preferredLanguage: string | null;
  },
  password: string,
  now: Date,
  keepTokenHash: string | null,
  extra: { firstLoginYn?: 'N'; telNo?: string } = {},
): Promise<void> {
  await repo.updateUser(tx, user.unqUserId, {
    passwordHash: await hashPassword(password),
    previousPasswordHash: user.passwordHash,
    pwdChangedAt: now,
    ...extra,
  });
  await repo.revokeOtherSessions(tx, user.unqUserId, now, keepTokenHash);
  const telNo = extra.telNo ?? user.telNo;
  // In the owner's language (decision 055).
  const texts = accountNoticeTexts(messageLanguage(user.preferredLanguage));
  const notice = texts.passwordChanged;
  if (telNo) await enqueueMessage(tx, { channel: 'SMS', recipient: telNo.replace(/\D/g, ''), body: notice });
  else if (user.email)
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: user.email,
      subject: texts.passwordChangedSubject,
      body: notice,
    });
}
