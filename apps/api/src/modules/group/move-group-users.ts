import { GROUP_MESSAGES, USER_ADMIN_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { assertCompany, assertManagedUser } from '../../http/tenant';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/group/moveUsers.json: moves users of one company into a group of that company (or out of
 * every group). All or nothing: an unknown user is a 404, another company's user a 403 for a client manager (400 for
 * an operator, who may see it but not mix companies), and nothing moves.
 */
export async function moveGroupUsers(
  deps: { db: Db },
  user: AuthUser,
  input: { cmpyCd: string; toGrupCd: string | null; unqUserIdList: string[] },
): Promise<{ movedCount: number }> {
  assertCompany(user, input.cmpyCd);
  const ids = [...new Set(input.unqUserIdList)];
  return deps.db.transaction(async (tx) => {
    const users = await repo.usersByIds(tx, ids);
    if (users.length !== ids.length) throw notFound(USER_ADMIN_MESSAGES.notFound);
    for (const u of users) {
      assertManagedUser(user, u);
      if (u.cmpyCd !== input.cmpyCd) throw badRequest(GROUP_MESSAGES.moveOtherCompany);
    }
    if (input.toGrupCd) {
      const groups = await repo.groupsOfCompany(tx, input.cmpyCd);
      if (!groups.some((g) => g.grupCd === input.toGrupCd)) throw notFound(GROUP_MESSAGES.notFound);
    }
    return { movedCount: await repo.moveUsers(tx, input.cmpyCd, ids, input.toGrupCd) };
  });
}
