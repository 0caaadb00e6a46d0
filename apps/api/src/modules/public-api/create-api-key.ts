import {
  API_KEY_MESSAGES,
  type ApiKeyIssuedReply,
  type apiKeyCreateRequestSchema,
  COMPANY_MESSAGES,
  grantableScopes,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { tenantOf } from '../../http/tenant';
import { insertAudit } from '../audit';
import { findCompany } from '../company';
import { insertKey } from './key-repository';
import { issueKey } from './key-secret';

/**
 * POST .../integration/apiKey/create.json (decision 038): operators create a key for a company or for all (null);
 * a client manager only for their own company (another one, or all, is a 403), and without the operator-only scopes
 * (grantableScopes). The whole key is in this reply only.
 */
export async function createApiKey(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof apiKeyCreateRequestSchema>,
): Promise<ApiKeyIssuedReply> {
  const tenant = tenantOf(user);
  if (tenant.kind === 'company' && input.cmpyCd !== tenant.cmpyCd) throw forbidden();
  const grantable = grantableScopes(user.authCd);
  if (input.scopes.some((s) => !grantable.includes(s))) throw badRequest(API_KEY_MESSAGES.scopeNotGrantable);
  const issued = issueKey();
  return deps.db.transaction(async (tx) => {
    if (input.cmpyCd && !(await findCompany(tx, input.cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    const apiKeySn = await insertKey(tx, {
      cmpyCd: input.cmpyCd,
      keyNm: input.keyNm,
      scopes: input.scopes,
      keyPrefix: issued.keyPrefix,
      secretHash: issued.secretHash,
      createdBy: user.unqUserId,
      createdAt: deps.now(),
    });
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'API_KEY_CREATE',
      target: String(apiKeySn),
    });
    return { apiKeySn, keyPrefix: issued.keyPrefix, apiKey: issued.apiKey };
  });
}
