import { AUTH_CD, type AuthCd, hasRole } from './roles';

/**
 * Who an HR integration may reach: the one rule the public API, SCIM and company SSO call.
 *
 * An integration is trusted by the company, not by the operator, and holds no password: what it may create,
 * change, deactivate or sign in is what an HR system owns, the company's employees (20). A client manager (25)
 * can mint keys and tokens, so letting a key change a manager's phone or a provider vouch for a manager turns a
 * narrow credential into the company's whole back office; operators and vendors never belong to a client's HR
 * system at all.
 */
export const PROVISIONED_ROLES: readonly AuthCd[] = [AUTH_CD.clientEmployee];

/** True when an API key or SCIM token may read or write a person of this role. */
export const isProvisionedRole = (authCd: string | null | undefined): boolean =>
  hasRole(PROVISIONED_ROLES, authCd);

/**
 * The roles a company's SSO may sign in: its employees, and its managers only where the company's settings say
 * so (sso_config.manager_sign_in_yn, an audited choice). Never an operator's or a vendor's role, whatever the
 * company or the provider says.
 */
export function ssoSignInRoles(managersAllowed: boolean): readonly AuthCd[] {
  return managersAllowed ? [AUTH_CD.clientEmployee, AUTH_CD.clientManager] : PROVISIONED_ROLES;
}

/**
 * The e-mail a provider vouches for names one of the company's listed domains. A company that lists domains
 * accepts no token without such an e-mail: two companies on one provider client share employee numbers, and the
 * company the person typed must not decide whose employee the token is. `emailVerified`
 * false (an unverified address) never counts.
 */
export function tokenEmailMatches(
  email: unknown,
  emailVerified: unknown,
  listedDomains: readonly string[],
): boolean {
  if (typeof email !== 'string' || emailVerified === false) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return listedDomains.some((d) => d.toLowerCase() === domain);
}
