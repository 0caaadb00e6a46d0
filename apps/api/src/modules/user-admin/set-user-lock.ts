import { USER_ADMIN_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import { clearLoginFailures } from '../auth';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/user/lock.json and .../unlock.json. Locking ends every session of the account at once;
 * unlocking also clears a lock left by too many failed logins, so "unlock" means the owner can sign in again.
 */
export async function setUserLock(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  unqUserId: string,
  lock: boolean,
): Promise<{ unqUserId: string; lockYn: 'Y' | 'N' }> {
  const lockYn = lock ? 'Y' : 'N';
  return deps.db.transaction(async (tx) => {
    const target = await repo.lockUserRow(tx, unqUserId);
    if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
    assertManagedUser(user, target);
    if (!(await repo.setLock(tx, unqUserId, lockYn)))
      throw conflict(lock ? USER_ADMIN_MESSAGES.alreadyLocked : USER_ADMIN_MESSAGES.notLocked);
    if (lock) await repo.revokeAllSessions(tx, unqUserId, deps.now());
    else await clearLoginFailures(tx, target.userId);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: lock ? 'USER_LOCK' : 'USER_UNLOCK',
      target: unqUserId,
    });
    return { unqUserId, lockYn };
  });
}
