import { API_KEY_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import type { ApiKeyCache } from '../api-key-cache';
import { insertAudit } from '../audit';
import { isoKst } from './iso-time';
import { revokeKey } from './key-repository';
import { manageableKey } from './rotate-api-key';

/**
 * POST .../integration/apiKey/revoke.json (decision 038): the key stops at once (in this process here, in the others
 * when the database's notice arrives, decision 054); a second revoke is a 409.
 */
export async function revokeApiKey(
  deps: { db: Db; now: () => Date; apiKeyCache?: ApiKeyCache | undefined },
  user: AuthUser,
  apiKeySn: number,
): Promise<{ apiKeySn: number; revokedAt: string }> {
  const key = await manageableKey(deps.db, user, apiKeySn);
  const now = deps.now();
  const revoked = await deps.db.transaction(async (tx) => {
    if (!(await revokeKey(tx, apiKeySn, user.unqUserId, now)))
      throw conflict(API_KEY_MESSAGES.alreadyRevoked);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'API_KEY_REVOKE',
      target: String(apiKeySn),
    });
    return { apiKeySn, revokedAt: isoKst(now) };
  });
  deps.apiKeyCache?.keyChanged(key.keyPrefix);
  return revoked;
}
