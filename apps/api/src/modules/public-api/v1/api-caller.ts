import { type ApiKeyScope, AUTH_CD } from '@pcs/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../http/auth-guard';
import { problem } from './problem';

/** The key a public API request was authenticated with (decision 038). */
export type ApiCaller = {
  apiKeySn: number;
  /** null: an operator's key that names the company per call. */
  cmpyCd: string | null;
  scopes: readonly string[];
  perMinute: number;
  createdBy: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
  interface FastifyContextConfig {
    /** The scope a public API route needs; absent on the public document route. */
    apiScope?: ApiKeyScope;
  }
}

export function callerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw problem(401, 'An API key is required.');
  return request.apiCaller;
}

/**
 * The company a call works on: always the key's own for a company key (a companyCode naming another one is a 403);
 * an operator key must name one for company-bound calls.
 */
export function companyOf(caller: ApiCaller, companyCode: string | undefined): string {
  if (caller.cmpyCd) {
    if (companyCode && companyCode !== caller.cmpyCd)
      throw problem(403, 'This key belongs to another company.');
    return caller.cmpyCd;
  }
  if (!companyCode) throw problem(400, 'An operator key must name the company: companyCode.');
  return companyCode;
}

/** A list filter: the key's company, the one an operator key names, or null (every company, operator key). */
export function companyFilterOf(caller: ApiCaller, companyCode: string | undefined): string | null {
  if (caller.cmpyCd) return companyOf(caller, companyCode);
  return companyCode ?? null;
}

/**
 * The user-admin and event use cases take a back-office caller: a company key acts as that company's manager, an
 * operator key as an operator manager; the audit names the person who created the key.
 */
export function actorOf(caller: ApiCaller, cmpyCd: string): AuthUser {
  return {
    unqUserId: caller.createdBy ?? `APIKEY${caller.apiKeySn}`,
    userId: `api-key-${caller.apiKeySn}`,
    userNm: 'API',
    authCd: caller.cmpyCd ? AUTH_CD.clientManager : AUTH_CD.operatorManager,
    cmpyCd: caller.cmpyCd ? cmpyCd : null,
    vendorSn: null,
    tokenHash: '',
  };
}

/**
 * The back-office caller of a use case that works inside one company (the webhooks module): that company's manager,
 * for an operator key too once it has named the company, so the use cases' own tenant lookups keep another
 * company's rows out (a 404, as for a missing one) instead of this module checking after reading.
 */
export function companyActorOf(caller: ApiCaller, cmpyCd: string): AuthUser {
  return { ...actorOf(caller, cmpyCd), authCd: AUTH_CD.clientManager, cmpyCd };
}
