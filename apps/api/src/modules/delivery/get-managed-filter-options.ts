import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/delivery/managedFilterOptions.json: companies and events the caller may filter by. */
export async function getManagedFilterOptions(deps: { db: Db }, user: AuthUser) {
  const scope = companyScope(user, null);
  const [companies, events] = await Promise.all([
    repo.companiesWithEvents(deps.db, scope),
    repo.eventsOf(deps.db, scope),
  ]);
  return { companies, events };
}
