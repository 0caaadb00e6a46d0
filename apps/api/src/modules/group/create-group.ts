import { COMPANY_MESSAGES, GROUP_MESSAGES, type groupCreateRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { findCompany } from '../company';
import { checkGroupForm } from './check-group-form';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/manage/group/create.json (operator admins): a new group, keyed by cmpyCd + grupCd. */
export async function createGroup(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof groupCreateRequestSchema>,
): Promise<{ cmpyCd: string; grupCd: string }> {
  assertCompany(user, input.cmpyCd);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await findCompany(tx, input.cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    await repo.lockCompanyGroups(tx, input.cmpyCd);
    const groups = await repo.groupsOfCompany(tx, input.cmpyCd);
    if (groups.some((g) => g.grupCd === input.grupCd)) throw conflict(GROUP_MESSAGES.codeTaken);
    const form = {
      ...input,
      parentGrupCd: input.parentGrupCd ?? null,
      managerUnqUserId: input.managerUnqUserId ?? null,
    };
    await checkGroupForm(tx, input.cmpyCd, form, groups);
    await repo.insertGroups(tx, [{ ...form, createdAt: now, updatedAt: now }]);
    return { cmpyCd: input.cmpyCd, grupCd: input.grupCd };
  });
}
