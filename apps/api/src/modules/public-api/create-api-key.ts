import {
  API_KEY_MESSAGES,
  type ApiKeyIssuedReply,
  type apiKeyCreateRequestSchema,
  COMPANY_MESSAGES,
  grantableScopes,
} from '@pcs/domain';
import ipaddr from 'ipaddr.js';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { tenantOf } from '../../http/tenant';
import { kst, kstDayStart } from '../../lib/time';
import { insertAudit } from '../audit';
import { findCompany, isSandboxCompany } from '../company';
import { insertKey } from './key-repository';
import { issueKey } from './key-secret';
import { sandboxCompanyOf } from './sandbox';

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
  if (input.mode === 'TEST' && !input.cmpyCd) throw badRequest(API_KEY_MESSAGES.testKeyNeedsCompany);
  const now = deps.now();
  const expiresAt = input.expiresOn ? expiryOf(input.expiresOn, now) : null;
  const allowedIps = input.allowedIps.map(normalizedRange);
  const issued = issueKey(input.mode);
  return deps.db.transaction(async (tx) => {
    const found = input.cmpyCd ? await findCompany(tx, input.cmpyCd) : null;
    // A sandbox is no company to key: its keys are the real company's test keys.
    if (input.cmpyCd && (!found || (await isSandboxCompany(tx, input.cmpyCd))))
      throw notFound(COMPANY_MESSAGES.notFound);
    if (input.mode === 'TEST' && input.cmpyCd) await sandboxCompanyOf(tx, input.cmpyCd, now);
    const apiKeySn = await insertKey(tx, {
      cmpyCd: input.cmpyCd,
      keyNm: input.keyNm,
      scopes: input.scopes,
      keyPrefix: issued.keyPrefix,
      secretHash: issued.secretHash,
      mode: input.mode,
      expiresAt,
      allowedIps,
      createdBy: user.unqUserId,
      createdAt: now,
    });
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'API_KEY_CREATE',
      target: String(apiKeySn),
      detail: JSON.stringify({
        mode: input.mode,
        scopes: input.scopes,
        expiresOn: input.expiresOn ?? null,
        allowedIps,
      }),
    });
    return { apiKeySn, keyPrefix: issued.keyPrefix, apiKey: issued.apiKey };
  });
}

/** The last day a key works, as the instant it stops: the next KST midnight. Tomorrow at the earliest, 2 years at most. */
function expiryOf(lastDay: string, now: Date): Date {
  const stops = kstDayStart(lastDay.replaceAll('-', ''));
  stops.setTime(stops.getTime() + 24 * 60 * 60 * 1000);
  const today = kst(now).format('YYYY-MM-DD');
  const latest = kst(now).add(2, 'year').format('YYYY-MM-DD');
  // 2027-02-30 parses as 3 March: the day read back must be the day given.
  const real =
    !Number.isNaN(stops.getTime()) && kst(new Date(stops.getTime() - 1)).format('YYYY-MM-DD') === lastDay;
  if (!real || lastDay <= today || lastDay > latest) throw badRequest(API_KEY_MESSAGES.expiryInvalid);
  return stops;
}

/** An allowed address or range as ipaddr.js reads it (a bare address is its own /32 or /128). */
function normalizedRange(text: string): string {
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return `${address.toString()}/${bits}`;
    }
    return ipaddr.parse(text).toString();
  } catch {
    throw badRequest(API_KEY_MESSAGES.allowedIpInvalid);
  }
}
