import { OCCASION_RULE_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { findRule, lockRule } from './rule-repository';

/**
 * A rule the caller may see: operators any company's, a client manager only their own (403 otherwise, checked
 * before a deleted rule is said to be gone).
 */
export async function loadRule(db: Executor, user: AuthUser, ruleSn: number) {
  const found = await findRule(db, ruleSn);
  if (!found) throw notFound(OCCASION_RULE_MESSAGES.notFound);
  assertCompany(user, found.rule.cmpyCd);
  if (found.rule.delYn === 'Y') throw notFound(OCCASION_RULE_MESSAGES.notFound);
  return found;
}

/** The rule row locked for a change (inside a transaction), after the same tenant check. */
export async function lockRuleFor(tx: Executor, user: AuthUser, ruleSn: number) {
  const row = await lockRule(tx, ruleSn);
  if (!row) throw notFound(OCCASION_RULE_MESSAGES.notFound);
  assertCompany(user, row.cmpyCd);
  if (row.delYn === 'Y') throw notFound(OCCASION_RULE_MESSAGES.notFound);
  return row;
}
