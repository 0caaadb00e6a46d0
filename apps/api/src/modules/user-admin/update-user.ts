import { canAssignRole, USER_ADMIN_MESSAGES, type userUpdateRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import { checkUserForm } from './check-user-form';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/user/update.json: name, role, company, group, contact, employee number and use of an
 * account (operator admins; a client manager for their own company's roles 20/25, without moving anyone to another
 * company). Someone whose current role the caller could not give is not theirs to edit.
 */
export async function updateUser(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof userUpdateRequestSchema>,
): Promise<{ unqUserId: string; userId: string }> {
  return deps.db.transaction(async (tx) => {
    const target = await repo.lockUserRow(tx, input.unqUserId);
    if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
    assertManagedUser(user, target);
    if (!canAssignRole(user.authCd, target.authCd)) throw forbidden(USER_ADMIN_MESSAGES.roleNotAllowed);
    const { cmpyCd, grupCd } = await checkUserForm(tx, user, input);
    await repo.updateUser(tx, input.unqUserId, {
      userNm: input.userNm,
      authCd: input.authCd,
      cmpyCd,
      grupCd,
      telNo: input.telNo,
      email: input.email,
      sabun: input.sabun,
      useYn: input.useYn,
    });
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'USER_UPDATE', target: input.unqUserId });
    return { unqUserId: input.unqUserId, userId: target.userId };
  });
}
