import type { Language } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { insertAudit } from '../audit';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/myPage/language.json (any signed-in role): the caller's own language for the recipient journey
 * (decision 055); null goes back to the browser's. Only the caller's row: the body names no one. Here rather than in
 * the account module because user-admin owns the column.
 */
export async function setOwnLanguage(
  deps: { db: Db },
  caller: AuthUser,
  preferredLanguage: Language | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, caller.unqUserId, { preferredLanguage });
    await insertAudit(tx, {
      actorUserId: caller.unqUserId,
      action: 'MY_LANGUAGE_UPDATE',
      target: caller.unqUserId,
    });
  });
}
