import type { OccasionThemeOption } from '@pcs/domain';
import type { Db } from '../../db/client';
import { listThemeOptions } from './rule-repository';

/**
 * POST /v1/ebmp/pcs/occasion/rule/themes.json: the themes in use a rule may offer, with how many of their goods may
 * be offered. The catalogue is shared by every company, so client managers read it too (the event screens' theme
 * list is the operators').
 */
export async function listRuleThemes(deps: { db: Db }): Promise<{ list: OccasionThemeOption[] }> {
  return { list: await listThemeOptions(deps.db) };
}
