import type { OccasionRuleSaveReply, OccasionRuleUseRequest } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { type OccasionDeps, recomputeCompanyOccasions } from './recompute-occasions';
import { lockRuleFor } from './rule-access';
import { updateRule } from './rule-repository';

/**
 * POST /v1/ebmp/pcs/occasion/rule/use.json (the list's switch): a rule switched off is kept but sends nothing
 * that has not gone yet; switched on, it computes its gifts again. The company's occurrences are recomputed after.
 */
export async function switchRuleUse(
  deps: OccasionDeps,
  user: AuthUser,
  input: OccasionRuleUseRequest,
): Promise<OccasionRuleSaveReply> {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const row = await lockRuleFor(tx, user, input.ruleSn);
    const changed = await updateRule(tx, row.ruleSn, {
      useYn: input.useYn,
      updatedBy: user.unqUserId,
      updatedAt: now,
    });
    if (changed === 0) throw conflict();
    return { ruleSn: row.ruleSn, cmpyCd: row.cmpyCd };
  });
  await recomputeCompanyOccasions(deps, saved.cmpyCd);
  return saved;
}
