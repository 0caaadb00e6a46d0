import {
  canAssignRole,
  hrDatesProblem,
  USER_ADMIN_MESSAGES,
  type userUpdateRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import { type OccasionDeps, recomputeOccasionsOf } from '../occasion';
import { checkUserForm } from './check-user-form';
import { queueEmployeeWebhooks } from './employee-webhooks';
import { hrColumnsOf } from './hr-dates';
import { preferredLanguageColumn } from './preferred-language';
import { type ProvisionedColumns, provisionedColumns } from './provisioned-columns';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/user/update.json: name, role, company, group, contact, employee number and use of an
 * account (operator admins; a client manager for their own company's roles 20/25, without moving anyone to another
 * company), and the HR dates the occasions run on (생년월일, 입사일, 퇴사일; a field left out stays). Someone whose
 * current role the caller could not give is not theirs to edit. The person's occurrences are recomputed in the same
 * request (a new birth date, a leave date that cancels what was not sent). `provisioned`: a SCIM save's own columns
 * (a new login id, the provider's id), written in the same update so a refusal leaves nothing half-saved.
 */
export async function updateUser(
  deps: OccasionDeps,
  user: AuthUser,
  input: z.infer<typeof userUpdateRequestSchema>,
  provisioned?: ProvisionedColumns,
): Promise<{ unqUserId: string; userId: string }> {
  const saved = await deps.db.transaction(async (tx) => {
    const target = await repo.lockUserRow(tx, input.unqUserId);
    if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
    assertManagedUser(user, target);
    if (!canAssignRole(user.authCd, target.authCd)) throw forbidden(USER_ADMIN_MESSAGES.roleNotAllowed);
    const { cmpyCd, grupCd } = await checkUserForm(tx, user, input);
    const hr = hrColumnsOf(input);
    // A leave date sent alone is checked against the hire date kept (and the other way round).
    const order = hrDatesProblem({
      hireDt: hr.hireDt !== undefined ? hr.hireDt : target.hireDt,
      leaveDt: hr.leaveDt !== undefined ? hr.leaveDt : target.leaveDt,
    });
    if (order) throw badRequest(order.message);
    await repo.updateUser(tx, input.unqUserId, {
      userNm: input.userNm,
      authCd: input.authCd,
      cmpyCd,
      grupCd,
      telNo: input.telNo,
      email: input.email,
      sabun: input.sabun,
      useYn: input.useYn,
      ...hr,
      ...preferredLanguageColumn(input),
      ...provisionedColumns(provisioned, input.telNo),
    });
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'USER_UPDATE', target: input.unqUserId });
    // Reported when the account turns off (Y -> N), whoever saved it (decision 038).
    if (target.useYn === 'Y' && input.useYn === 'N')
      await queueEmployeeWebhooks(
        tx,
        'employee.deactivated',
        [
          {
            unqUserId: input.unqUserId,
            cmpyCd,
            authCd: input.authCd,
            grupCd,
            sabun: input.sabun,
            useYn: 'N',
          },
        ],
        deps.now(),
      );
    return { unqUserId: input.unqUserId, userId: provisioned?.userId ?? target.userId };
  });
  await recomputeOccasionsOf(deps, [saved.unqUserId]);
  return saved;
}
