import { type Language, userCreateRequestSchema, userUpdateRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { createUser, updateUser } from '../../user-admin';
import { ymdOf } from '../iso-time';
import { type ApiCaller, actorOf } from './api-caller';
import { ProblemError, problem } from './problem';
import {
  type EmployeeRow,
  employeeByNumber,
  lockEmployeeNumber,
  numberHeldOutsideReach,
} from './read-repository';

/** What PUT /employees/{n} and the deactivate call change; absent fields stay. */
export type EmployeeChange = {
  name?: string;
  phone?: string;
  email?: string | null;
  groupCode?: string | null;
  hireDate?: string | null;
  leaveDate?: string | null;
  birthDate?: string | null;
  birthCalendar?: 'SOLAR' | 'LUNAR';
  preferredLanguage?: Language | null;
  active?: boolean;
  loginId?: string;
};

const FIELD_OF: Record<string, string> = {
  userNm: 'name',
  telNo: 'phone',
  email: 'email',
  grupCd: 'groupCode',
  hireDt: 'hireDate',
  leaveDt: 'leaveDate',
  birthDt: 'birthDate',
  userId: 'loginId',
};

/** The user-admin form checks, reported as the public API's validation problem with body pointers. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ProblemError(400, 'The request is not valid; see errors.', {
    errors: result.error.issues.map((i) => ({
      pointer: `/body/${FIELD_OF[String(i.path[0])] ?? String(i.path[0] ?? '')}`,
      detail: i.message,
    })),
  });
}

const optionalFieldsOf = (c: EmployeeChange) => ({
  ...(c.hireDate !== undefined ? { hireDt: c.hireDate && ymdOf(c.hireDate) } : {}),
  ...(c.leaveDate !== undefined ? { leaveDt: c.leaveDate && ymdOf(c.leaveDate) } : {}),
  ...(c.birthDate !== undefined
    ? { birthDt: c.birthDate && ymdOf(c.birthDate), lunarYn: c.birthCalendar === 'LUNAR' ? 'Y' : 'N' }
    : {}),
  ...(c.preferredLanguage !== undefined ? { preferredLanguage: c.preferredLanguage } : {}),
});

/**
 * PUT /api/v1/employees/{employeeNumber} (decision 038): creates or updates the company's employee with that number
 * through user-admin's create and update. Only employees (PROVISIONED_ROLES): a manager's number answers 409, so a
 * key can neither change a manager's phone (and sign in with it) nor deactivate one. An advisory lock on company + number makes concurrent upserts of one
 * number wait for each other, so they never create two accounts.
 */
export async function upsertEmployee(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  caller: ApiCaller,
  cmpyCd: string,
  sabun: string,
  change: EmployeeChange,
): Promise<{ created: boolean; row: EmployeeRow }> {
  const actor = actorOf(caller, cmpyCd);
  return deps.db.transaction(async (tx) => {
    await lockEmployeeNumber(tx, cmpyCd, sabun);
    const inner = { db: tx as unknown as Db, now: deps.now, config: deps.config };
    const found = await employeeByNumber(tx, cmpyCd, sabun);
    if (found) {
      const input = parsed(userUpdateRequestSchema, {
        unqUserId: found.unqUserId,
        userNm: change.name ?? found.userNm,
        authCd: found.authCd,
        cmpyCd,
        grupCd: change.groupCode !== undefined ? change.groupCode : found.grupCd,
        telNo: change.phone ?? found.telNo ?? '',
        email: change.email !== undefined ? change.email : found.email,
        sabun,
        useYn: change.active === undefined ? found.useYn : change.active ? 'Y' : 'N',
        ...optionalFieldsOf(change),
      });
      await updateUser(inner, actor, input);
    } else {
      // A manager's number is not free for a new employee, and is not this key's to change.
      if (await numberHeldOutsideReach(tx, cmpyCd, sabun))
        throw problem(409, 'This employee number belongs to an account API keys cannot manage.');
      // The body schema lets an update leave the name out; a new account cannot be made without one.
      if (!change.name)
        throw new ProblemError(400, 'The request is not valid; see errors.', {
          errors: [{ pointer: '/body/name', detail: 'Required when the employee is new.' }],
        });
      const loginId = change.loginId ?? `${cmpyCd}.${sabun}`.toLowerCase();
      const input = parsed(userCreateRequestSchema, {
        userId: loginId,
        userNm: change.name,
        authCd: '20',
        cmpyCd,
        grupCd: change.groupCode ?? null,
        telNo: change.phone ?? '',
        email: change.email ?? null,
        sabun,
        useYn: change.active === false ? 'N' : 'Y',
        ...optionalFieldsOf(change),
      });
      await createUser(inner, actor, input);
    }
    const row = await employeeByNumber(tx, cmpyCd, sabun);
    if (!row) throw problem(500, 'The employee was not saved.');
    return { created: !found, row };
  });
}
