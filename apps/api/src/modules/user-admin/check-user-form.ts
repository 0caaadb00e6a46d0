import { COMPANY_MESSAGES, canAssignRole, isOperator, USER_ADMIN_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { findCompany } from '../company';
import * as repo from './repository';

/**
 * The account form's checks that need the caller or the database: the role is one the caller may give (domain
 * assignableRoles: nobody raises anyone above themselves), the company is the caller's (client manager) and exists
 * (client and vendor roles need one), and the group belongs to that company.
 */
export async function checkUserForm(
  tx: Executor,
  actor: AuthUser,
  form: { authCd: string; cmpyCd?: string | null; grupCd?: string | null },
): Promise<{ cmpyCd: string | null; grupCd: string | null }> {
  if (!canAssignRole(actor.authCd, form.authCd)) throw forbidden(USER_ADMIN_MESSAGES.roleNotAllowed);
  const cmpyCd = companyScope(actor, form.cmpyCd ?? null);
  if (!cmpyCd) {
    if (!isOperator(form.authCd)) throw badRequest(USER_ADMIN_MESSAGES.companyRequired);
    if (form.grupCd) throw notFound(USER_ADMIN_MESSAGES.groupNotFound);
    return { cmpyCd: null, grupCd: null };
  }
  if (!(await findCompany(tx, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
  if (form.grupCd && !(await repo.groupExists(tx, cmpyCd, form.grupCd)))
    throw notFound(USER_ADMIN_MESSAGES.groupNotFound);
  return { cmpyCd, grupCd: form.grupCd ?? null };
}
