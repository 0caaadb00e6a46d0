import type { OccasionRuleRow, occasionRuleListRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { listPage, type Page } from '../../lib/list-page';
import * as repo from './rule-repository';
import { toRuleRow } from './rule-row';

/**
 * POST /v1/ebmp/pcs/occasion/rule/list.json (/occasion/list): the rules that are not deleted, by company, occasion,
 * use and name, paged. Operators over every company; a client manager over their own (another company: 403).
 */
export async function listRules(
  deps: { db: Db },
  user: AuthUser,
  input: z.output<typeof occasionRuleListRequestSchema>,
): Promise<Page<OccasionRuleRow>> {
  const filter: repo.RuleFilter = {
    cmpyCd: companyScope(user, input.cmpyCd),
    occasionType: input.occasionType,
    useYn: input.useYn,
    ruleNm: input.ruleNm,
  };
  // Without a sort the newest rule comes first.
  const sort = {
    field: input.sortField ?? 'ruleSn',
    order: input.sortField ? input.sortOrder : 'desc',
  } as const;
  return listPage(
    input,
    () => repo.countRules(deps.db, filter),
    async (offset, limit) => (await repo.listRules(deps.db, filter, sort, offset, limit)).map(toRuleRow),
  );
}
