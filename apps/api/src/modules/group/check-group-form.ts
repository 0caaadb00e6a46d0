import { CODE_GROUP, EXCEL_MESSAGES, GROUP_MESSAGES, parentWouldCycle, SOLUTION_CODE } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { codeName } from '../codes';
import * as repo from './repository';

/**
 * The checks of a group form that need the database, under the company's group lock: the parent is a group of the
 * same company and not the group itself or one of its descendants; the manager is a user of the company; the type
 * is a code of group 007.
 */
export async function checkGroupForm(
  tx: Executor,
  cmpyCd: string,
  form: {
    grupCd: string;
    parentGrupCd: string | null;
    managerUnqUserId: string | null;
    grupTypeCd: string | null;
  },
  groups: readonly { grupCd: string; parentGrupCd: string | null }[],
): Promise<void> {
  if (form.parentGrupCd) {
    if (!groups.some((g) => g.grupCd === form.parentGrupCd)) throw badRequest(GROUP_MESSAGES.parentNotFound);
    if (parentWouldCycle(groups, form.grupCd, form.parentGrupCd))
      throw badRequest(GROUP_MESSAGES.parentCycle);
  }
  if (form.managerUnqUserId) {
    const [manager] = await repo.usersByIds(tx, [form.managerUnqUserId]);
    if (manager?.cmpyCd !== cmpyCd) throw badRequest(GROUP_MESSAGES.managerNotMember);
  }
  if (form.grupTypeCd && !(await codeName(tx, CODE_GROUP.groupType, SOLUTION_CODE, form.grupTypeCd)))
    throw badRequest(EXCEL_MESSAGES.unknownCode);
}
