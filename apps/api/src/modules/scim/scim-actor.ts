import { AUTH_CD } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';

/** The company a SCIM token belongs to, after the bearer check. */
export type ScimClient = { scimTokenSn: number; cmpyCd: string };

/**
 * SCIM calls run user-admin's and the group module's use cases as a client manager of the token's company would
 * (roles 20/25 of that company only), so the same tenant and role rules hold; the audit log names the token.
 */
export const scimActor = (client: ScimClient): AuthUser => ({
  unqUserId: `SCIM${client.scimTokenSn}`.slice(0, 20),
  userId: 'scim',
  userNm: 'SCIM',
  authCd: AUTH_CD.clientManager,
  cmpyCd: client.cmpyCd,
  vendorSn: null,
  tokenHash: '',
});

/** startIndex and count of a list request (1-based; out-of-range values taken as the nearest allowed). */
export function pageOf(query: { startIndex?: string; count?: string }, maxCount: number) {
  const int = (v: string | undefined) => (v !== undefined && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : null);
  const startIndex = Math.max(1, int(query.startIndex) ?? 1);
  const count = Math.min(maxCount, Math.max(0, int(query.count) ?? maxCount));
  return { startIndex, count, offset: startIndex - 1 };
}

export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults,
    Resources: resources,
    startIndex,
    itemsPerPage: resources.length,
  };
}
