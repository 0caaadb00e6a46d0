import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  COMPANY_MESSAGES,
  IDENTITY_MESSAGES,
  type ScimTokenCreateReply,
  type ScimTokenListReply,
} from '@pcs/domain';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { kst } from '../../lib/time';
import { insertAudit } from '../audit';
import { countBearerFailure } from '../auth';
import { findCompany } from '../company';
import * as repo from './repository';
import type { ScimClient } from './scim-actor';
import { ScimError } from './scim-error';

const TOKEN_PATTERN = /^pcs_scim_([a-f0-9]{12})_([A-Za-z0-9_-]{32,100})$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const when = (d: Date | null) => (d ? kst(d).format('YYYY-MM-DD HH:mm:ss') : null);

/** The company a screen call is about: operators name one, a client manager's own is used (another is refused). */
export function identityCompany(user: AuthUser, requested: string | null | undefined): string {
  const cmpyCd = companyScope(user, requested ?? null);
  if (!cmpyCd) throw badRequest(IDENTITY_MESSAGES.companyRequired);
  return cmpyCd;
}

/** A new token: `pcs_scim_<12 hex prefix>_<32 random bytes, base64url>`; only its sha-256 is kept. */
export function newScimToken(): { token: string; tokenPrefix: string; tokenHash: string } {
  const tokenPrefix = randomBytes(6).toString('hex');
  const token = `pcs_scim_${tokenPrefix}_${randomBytes(32).toString('base64url')}`;
  return { token, tokenPrefix, tokenHash: sha256(token) };
}

/** Seeds a token with a known value (the demo data's documented token). */
export async function insertScimToken(
  db: Executor,
  row: { cmpyCd: string; token: string; createdBy: string | null },
): Promise<number> {
  const match = TOKEN_PATTERN.exec(row.token);
  if (!match) throw new Error('not a SCIM token');
  return repo.insertToken(db, {
    cmpyCd: row.cmpyCd,
    tokenPrefix: match[1] as string,
    tokenHash: sha256(row.token),
    createdBy: row.createdBy,
  });
}

/** Screen call: issue a token for the company (shown once). */
export async function createScimToken(
  deps: { db: Db },
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<ScimTokenCreateReply> {
  const cmpyCd = identityCompany(user, input.cmpyCd);
  const { token, tokenPrefix, tokenHash } = newScimToken();
  const scimTokenSn = await deps.db.transaction(async (tx) => {
    if (!(await findCompany(tx, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    const sn = await repo.insertToken(tx, { cmpyCd, tokenPrefix, tokenHash, createdBy: user.unqUserId });
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'SCIM_TOKEN_CREATE',
      target: `${cmpyCd}:${sn}`,
    });
    return sn;
  });
  return { scimTokenSn, tokenPrefix, token };
}

export async function listScimTokens(
  deps: { db: Db; config: Config },
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<ScimTokenListReply> {
  const cmpyCd = identityCompany(user, input.cmpyCd);
  const rows = await repo.tokensOf(deps.db, cmpyCd);
  return {
    cmpyCd,
    scimBaseUrl: `${deps.config.publicUrl}/scim/v2`,
    list: rows.map((r) => ({
      scimTokenSn: r.scimTokenSn,
      tokenPrefix: `pcs_scim_${r.tokenPrefix}_…`,
      createdBy: r.createdBy,
      createdDt: when(r.createdAt) ?? '',
      lastUsedDt: when(r.lastUsedAt),
      revokedDt: when(r.revokedAt),
    })),
  };
}

export async function revokeScimToken(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { cmpyCd?: string | null; scimTokenSn: number },
): Promise<null> {
  const cmpyCd = identityCompany(user, input.cmpyCd);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeToken(tx, cmpyCd, input.scimTokenSn, deps.now())))
      throw notFound(IDENTITY_MESSAGES.tokenNotFound);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'SCIM_TOKEN_REVOKE',
      target: `${cmpyCd}:${input.scimTokenSn}`,
    });
  });
  return null;
}

/**
 * The bearer check of /scim/v2: the token is found by its prefix and its hash compared in constant time; a revoked
 * or unknown token is 401, and 429 from an address that keeps failing (auth's countBearerFailure). Everything the
 * client does afterwards is scoped to the token's company.
 */
export async function authenticateScim(
  deps: { db: Db; now: () => Date },
  authorization: string | undefined,
  clientIp: string,
): Promise<ScimClient> {
  // Failures per client address are limited (valid tokens are not): over it, 429 until the minute is over.
  const refuse = async () => {
    const retryAfter = await countBearerFailure(deps.db, clientIp, deps.now());
    return retryAfter === null
      ? new ScimError(401, 'A valid bearer token is required')
      : new ScimError(
          429,
          'Too many failed authentications from this address; try again later',
          null,
          retryAfter,
        );
  };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const token = match?.[1] ?? '';
  const parts = TOKEN_PATTERN.exec(token);
  if (!parts) throw await refuse();
  const row = await repo.findTokenByPrefix(deps.db, parts[1] as string);
  const expected = Buffer.from(row?.tokenHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  if (!row || row.revokedAt || !timingSafeEqual(expected, given)) throw await refuse();
  await repo.touchToken(deps.db, row.scimTokenSn, deps.now());
  return { scimTokenSn: row.scimTokenSn, cmpyCd: row.cmpyCd };
}
