import type { ApiKeyListReply, apiKeyListRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { isoKst, isoKstOrNull } from './iso-time';
import { listKeys } from './key-repository';

/**
 * POST .../integration/apiKey/list.json (decision 038): operators see every key or one company's; a client manager
 * only their company's. Secrets never leave; the prefix identifies a key.
 */
export async function listApiKeys(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof apiKeyListRequestSchema>,
): Promise<ApiKeyListReply> {
  const cmpyCd = companyScope(user, input.cmpyCd ?? null);
  const rows = await listKeys(deps.db, cmpyCd);
  const now = deps.now();
  return {
    list: rows.map((r) => ({
      ...r,
      mode: r.mode === 'TEST' ? 'TEST' : 'LIVE',
      createdAt: isoKst(r.createdAt),
      rotatedAt: isoKstOrNull(r.rotatedAt),
      revokedAt: isoKstOrNull(r.revokedAt),
      lastUsedAt: isoKstOrNull(r.lastUsedAt),
      expiresAt: isoKstOrNull(r.expiresAt),
      state: r.revokedAt ? 'REVOKED' : r.expiresAt && r.expiresAt <= now ? 'EXPIRED' : 'ACTIVE',
    })),
  };
}
