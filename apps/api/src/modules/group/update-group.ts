import { GROUP_MESSAGES, type groupUpdateRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { checkGroupForm } from './check-group-form';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/group/update.json: name, type, parent, manager and use of a group (operator admins;
 * a client manager for their own company, /company/clientManageGroup/edit).
 */
export async function updateGroup(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof groupUpdateRequestSchema>,
): Promise<{ cmpyCd: string; grupCd: string }> {
  assertCompany(user, input.cmpyCd);
  return deps.db.transaction(async (tx) => {
    await repo.lockCompanyGroups(tx, input.cmpyCd);
    const groups = await repo.groupsOfCompany(tx, input.cmpyCd);
    if (!groups.some((g) => g.grupCd === input.grupCd)) throw notFound(GROUP_MESSAGES.notFound);
    const { cmpyCd, grupCd, ...rest } = input;
    const form = {
      ...rest,
      parentGrupCd: rest.parentGrupCd ?? null,
      managerUnqUserId: rest.managerUnqUserId ?? null,
    };
    await checkGroupForm(tx, cmpyCd, { ...form, grupCd }, groups);
    await repo.updateGroup(tx, cmpyCd, grupCd, form);
    return { cmpyCd, grupCd };
  });
}
