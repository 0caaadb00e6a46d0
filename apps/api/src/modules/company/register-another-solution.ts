import { CODE_GROUP, COMPANY_MESSAGES, SOLUTION_CODE } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { insertAudit } from '../audit';
import { codeName } from '../codes';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/company/saveForAnotherSol.json (operator admins): registers an existing company for
 * another solution of the family (code group 008), keeping its one company record: a company_solution row, never a
 * copy of the company.
 */
export async function registerAnotherSolution(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { cmpyCd: string; solCd: string },
): Promise<{ cmpyCd: string; solCdList: string[] }> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockCompany(tx, input.cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    if (!(await codeName(tx, CODE_GROUP.solution, SOLUTION_CODE, input.solCd)))
      throw badRequest(COMPANY_MESSAGES.solutionUnknown);
    const added =
      input.solCd !== SOLUTION_CODE &&
      (await repo.addCompanySolution(tx, {
        cmpyCd: input.cmpyCd,
        solCd: input.solCd,
        createdBy: user.unqUserId,
        createdAt: deps.now(),
      }));
    if (!added) throw conflict(COMPANY_MESSAGES.solutionAlreadyUsed);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'COMPANY_ADD_SOLUTION',
      target: input.cmpyCd,
      detail: JSON.stringify({ solCd: input.solCd }),
    });
    const solutions = await repo.companySolutions(tx, input.cmpyCd);
    return { cmpyCd: input.cmpyCd, solCdList: [SOLUTION_CODE, ...solutions.map((s) => s.solCd)] };
  });
}
