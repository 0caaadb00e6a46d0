import { maskEmail, maskPhone, USER_ADMIN_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import { clearLoginFailures, hashPassword } from '../auth';
import * as repo from './repository';
import { sendTempPassword } from './send-temp-password';
import { tempPassword } from './temp-password';

/**
 * POST /v1/ebmp/pcs/manage/user/resetPassword.json: a new temporary password, sent to the owner through the outbox
 * as a secret; the first login is forced (the owner sets their own), every session ends and a failed-login lock is
 * cleared. The reply says where it went, masked; the password itself is never in a reply, a body or a log.
 */
export async function resetUserPassword(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  user: AuthUser,
  unqUserId: string,
): Promise<{ unqUserId: string; channel: 'SMS' | 'MAIL'; sentTo: string }> {
  const now = deps.now();
  const password = tempPassword();
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const target = await repo.lockUserRow(tx, unqUserId);
    if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
    assertManagedUser(user, target);
    // The owner's own password becomes the previous one, so the first login cannot set it again.
    await repo.updateUser(tx, unqUserId, {
      passwordHash,
      previousPasswordHash: target.passwordHash,
      pwdChangedAt: now,
      firstLoginYn: 'Y',
    });
    await repo.revokeAllSessions(tx, unqUserId, now);
    await clearLoginFailures(tx, target.userId);
    const sent = await sendTempPassword(tx, target, password, now, deps.config?.publicUrl ?? '');
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'USER_RESET_PASSWORD', target: unqUserId });
    return {
      unqUserId,
      channel: sent.channel,
      sentTo: sent.channel === 'SMS' ? maskPhone(sent.recipient) : maskEmail(sent.recipient),
    };
  });
}
