import type { OccasionRuleSaveReply } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { type OccasionDeps, recomputeCompanyOccasions } from './recompute-occasions';
import { lockRuleFor } from './rule-access';
import { softDeleteRule } from './rule-repository';

/**
 * POST /v1/ebmp/pcs/occasion/rule/delete.json (the save screen's 삭제, after a confirmation): the rule leaves the
 * list and stops sending; its row stays (del_yn) because the occurrences and events it made name it. What it had
 * not sent is cancelled by the recomputation after.
 */
export async function deleteRule(
  deps: OccasionDeps,
  user: AuthUser,
  ruleSn: number,
): Promise<OccasionRuleSaveReply> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await lockRuleFor(tx, user, ruleSn);
    if ((await softDeleteRule(tx, row.ruleSn, user.unqUserId, deps.now())) === 0) throw conflict();
    return { ruleSn: row.ruleSn, cmpyCd: row.cmpyCd };
  });
  await recomputeCompanyOccasions(deps, deleted.cmpyCd);
  return deleted;
}
