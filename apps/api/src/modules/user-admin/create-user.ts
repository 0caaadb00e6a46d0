import {
  ACCOUNT_MESSAGES,
  REGISTRATION_STATUS,
  SOLUTION_CODE,
  type userCreateRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { userIdExists } from '../account';
import { insertAudit } from '../audit';
import { hashPassword } from '../auth';
import { isSandboxCompany } from '../company';
import { recomputeOccasionsOf } from '../occasion';
import { checkUserForm } from './check-user-form';
import { queueEmployeeWebhooks } from './employee-webhooks';
import { hrColumnsOf } from './hr-dates';
import { newUserIds } from './new-user-ids';
import { preferredLanguageColumn } from './preferred-language';
import { type ProvisionedColumns, provisionedColumns } from './provisioned-columns';
import * as repo from './repository';
import { sendTempPassword } from './send-temp-password';
import { tempPassword } from './temp-password';

/** Inserts the account; a concurrent request that took the same ID first makes this a 409, not a 500. */
async function insertOnce(
  tx: Parameters<typeof repo.insertUsers>[0],
  rows: Parameters<typeof repo.insertUsers>[1],
) {
  try {
    await repo.insertUsers(tx, rows);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.userIdTaken);
    throw error;
  }
}

/**
 * POST /v1/ebmp/pcs/manage/user/create.json (operator admins): an approved account with a role, company and group.
 * Its temporary password goes to the owner through the outbox as a secret (never in a body or a reply), and the
 * first login is forced so they replace it. With HR dates (생년월일, 입사일, 퇴사일) the person's occurrences are
 * computed in the same request. `provisioned`: a SCIM save's own columns, written in the same insert.
 */
export async function createUser(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  user: AuthUser,
  input: z.infer<typeof userCreateRequestSchema>,
  provisioned?: Omit<ProvisionedColumns, 'userId'>,
): Promise<{ unqUserId: string; userId: string }> {
  const now = deps.now();
  const password = tempPassword();
  const passwordHash = await hashPassword(password);
  const saved = await deps.db.transaction(async (tx) => {
    const { cmpyCd, grupCd } = await checkUserForm(tx, user, input);
    if (await userIdExists(tx, input.userId)) throw conflict(ACCOUNT_MESSAGES.userIdTaken);
    const [unqUserId] = newUserIds(1, now) as [string];
    await insertOnce(tx, [
      {
        unqUserId,
        userId: input.userId,
        passwordHash,
        userNm: input.userNm,
        authCd: input.authCd,
        solCd: SOLUTION_CODE,
        cmpyCd,
        grupCd,
        telNo: input.telNo,
        email: input.email,
        sabun: input.sabun,
        useYn: input.useYn,
        regStat: REGISTRATION_STATUS.accept,
        firstLoginYn: 'Y',
        pwdChangedAt: now,
        createdAt: now,
        updatedAt: now,
        ...hrColumnsOf(input),
        ...preferredLanguageColumn(input),
        ...provisionedColumns(provisioned, input.telNo),
      },
    ]);
    // An API sandbox's people are an integrator's test data (decision 044): no message goes to their phones.
    if (!cmpyCd || !(await isSandboxCompany(tx, cmpyCd)))
      await sendTempPassword(
        tx,
        {
          userId: input.userId,
          telNo: input.telNo,
          email: input.email,
          preferredLanguage: input.preferredLanguage ?? null,
        },
        password,
        now,
        deps.config?.publicUrl ?? '',
      );
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'USER_CREATE', target: unqUserId });
    await queueEmployeeWebhooks(
      tx,
      'employee.created',
      [{ unqUserId, cmpyCd, authCd: input.authCd, grupCd, sabun: input.sabun, useYn: input.useYn }],
      now,
    );
    return { unqUserId, userId: input.userId };
  });
  await recomputeOccasionsOf(deps, [saved.unqUserId]);
  return saved;
}
