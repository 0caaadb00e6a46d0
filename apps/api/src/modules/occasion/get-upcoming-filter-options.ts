import { isOccasionType, type UpcomingFilterOptions } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companiesScope } from '../../http/tenant';
import * as repo from './upcoming-repository';

/** POST occasion/upcoming/filterOptions.json: the rules the caller's list may be filtered by. */
export async function getUpcomingFilterOptions(
  deps: { db: Db },
  user: AuthUser,
): Promise<UpcomingFilterOptions> {
  const rules = await repo.ruleOptions(deps.db, companiesScope(user, undefined));
  return {
    rules: rules.flatMap((r) =>
      isOccasionType(r.occasionType)
        ? [{ ...r, occasionType: r.occasionType, delYn: r.delYn === 'Y' ? 'Y' : 'N' }]
        : [],
    ),
  };
}
