import type { AccessAction, AccessTarget } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { insertAccess } from './repository';

/**
 * Records that a back-office user read, downloaded or imported personal data (Korean privacy practice):
 * who, which list or record, how many rows, why. In the caller's transaction when it writes, so an import that
 * rolls back leaves no entry; never the data or the filters themselves (they may hold names).
 */
export async function recordAccess(
  db: Executor,
  actor: AuthUser,
  entry: {
    action: AccessAction;
    target: AccessTarget;
    rowCount: number;
    cmpyCd?: string | null;
    targetId?: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await insertAccess(db, {
    actorUnqUserId: actor.unqUserId,
    actorAuthCd: actor.authCd,
    action: entry.action,
    target: entry.target,
    rowCount: entry.rowCount,
    cmpyCd: entry.cmpyCd ?? null,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
  });
}
