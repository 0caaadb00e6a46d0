import { UPCOMING_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { tenantOf } from '../../http/tenant';
import * as repo from './upcoming-repository';

/**
 * The occurrences a decision names, read and checked against the caller's tenant (operators: any company; a client
 * manager: their own): a missing one answers 404, another company's 403, before anything is changed.
 */
export async function occurrencesInScope(db: Executor, user: AuthUser, occurrenceSns: readonly number[]) {
  const tenant = tenantOf(user);
  const rows = await repo.findOccurrences(db, occurrenceSns);
  if (rows.length < new Set(occurrenceSns).size) throw notFound(UPCOMING_MESSAGES.notFound);
  if (tenant.kind === 'company' && rows.some((r) => r.cmpyCd !== tenant.cmpyCd)) throw forbidden();
  return rows;
}
