import { API_KEY_MESSAGES, type ApiKeyIssuedReply } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { tenantOf } from '../../http/tenant';
import type { ApiKeyCache } from '../api-key-cache';
import { insertAudit } from '../audit';
import { findKey, replaceSecret } from './key-repository';
import { issueKey } from './key-secret';

/** A key the caller may manage: an operator any, a client manager only their company's (others look absent). */
export async function manageableKey(db: Db, user: AuthUser, apiKeySn: number) {
  const tenant = tenantOf(user);
  const row = await findKey(db, apiKeySn);
  if (!row || (tenant.kind === 'company' && row.cmpyCd !== tenant.cmpyCd))
    throw notFound(API_KEY_MESSAGES.notFound);
  return row;
}

/**
 * POST .../integration/apiKey/rotate.json (decision 038): a new prefix and secret for a live key, shown once; the old
 * secret stops working with this update (the row is found by prefix, and the old prefix is gone).
 */
export async function rotateApiKey(
  deps: { db: Db; now: () => Date; apiKeyCache?: ApiKeyCache | undefined },
  user: AuthUser,
  apiKeySn: number,
): Promise<ApiKeyIssuedReply> {
  const key = await manageableKey(deps.db, user, apiKeySn);
  // A test key stays a test key: its new text says so too.
  const issued = issueKey(key.mode === 'TEST' ? 'TEST' : 'LIVE');
  const rotated = await deps.db.transaction(async (tx) => {
    const done = await replaceSecret(tx, apiKeySn, {
      keyPrefix: issued.keyPrefix,
      secretHash: issued.secretHash,
      rotatedAt: deps.now(),
    });
    if (!done) throw conflict(API_KEY_MESSAGES.alreadyRevoked);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'API_KEY_ROTATE',
      target: String(apiKeySn),
    });
    return { apiKeySn, keyPrefix: issued.keyPrefix, apiKey: issued.apiKey };
  });
  // The old prefix in this process at once; in the others when the database's notice arrives (decision 054).
  deps.apiKeyCache?.keyChanged(key.keyPrefix);
  return rotated;
}
