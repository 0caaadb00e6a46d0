import { AUTH_CD, CLIENT_MANAGED_ROLES, hasRole, isOperatorAdmin } from '@pcs/domain';
import type { AuthUser } from './auth-guard';
import { forbidden } from './errors';

/**
 * The one helper that decides the tenant (ARCHITECTURE "Authorization on the server, always"): operator admins
 * (15, 99999) reach every company; a client manager (25) only their own, and there only roles 20 and 25. A foreign
 * company, user or group is refused (403) whatever the request says, never silently narrowed; everyone else has
 * no tenant here at all.
 */
export type Tenant = { kind: 'all' } | { kind: 'company'; cmpyCd: string };

export function tenantOf(user: AuthUser): Tenant {
  if (isOperatorAdmin(user.authCd)) return { kind: 'all' };
  if (user.authCd === AUTH_CD.clientManager && user.cmpyCd) return { kind: 'company', cmpyCd: user.cmpyCd };
  throw forbidden();
}

/** A company filter: the one asked for (refused when foreign), or null for "every company I may see". */
export function companyScope(user: AuthUser, requested: string | null | undefined): string | null {
  const tenant = tenantOf(user);
  if (tenant.kind === 'all') return requested ?? null;
  if (requested && requested !== tenant.cmpyCd) throw forbidden();
  return tenant.cmpyCd;
}

/** A multi-company filter (spec §5 multi-select): empty means all the caller may see; a foreign code is refused. */
export function companiesScope(user: AuthUser, requested: readonly string[] | undefined): string[] | null {
  const tenant = tenantOf(user);
  const asked = [...new Set(requested ?? [])];
  if (tenant.kind === 'all') return asked.length > 0 ? asked : null;
  if (asked.some((c) => c !== tenant.cmpyCd)) throw forbidden();
  return [tenant.cmpyCd];
}

/** Refuses a company that is not the caller's (object-level check on cmpyCd). */
export function assertCompany(user: AuthUser, cmpyCd: string): void {
  companyScope(user, cmpyCd);
}

/** Refuses a user the caller may not manage: another company's, or (for a client manager) a role beyond 20/25. */
export function assertManagedUser(user: AuthUser, target: { cmpyCd: string | null; authCd: string }): void {
  const tenant = tenantOf(user);
  if (tenant.kind === 'all') return;
  if (target.cmpyCd !== tenant.cmpyCd) throw forbidden();
  if (!hasRole(CLIENT_MANAGED_ROLES, target.authCd)) throw forbidden();
}
