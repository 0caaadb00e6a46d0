import type { OccasionRuleDetail } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { loadRule } from './rule-access';
import { goodsByProdSns } from './rule-repository';
import { toRuleDetail, toRuleGoods } from './rule-row';

/** POST /v1/ebmp/pcs/occasion/rule/detail.json (/occasion/save/{cmpyCd}/{ruleSn}): a rule with its goods' names. */
export async function getRule(deps: { db: Db }, user: AuthUser, ruleSn: number): Promise<OccasionRuleDetail> {
  const found = await loadRule(deps.db, user, ruleSn);
  const { prodSnList, defaultProdSn } = found.rule;
  const goods = await goodsByProdSns(
    deps.db,
    defaultProdSn === null ? prodSnList : [...prodSnList, defaultProdSn],
  );
  return toRuleDetail(found, goods.map(toRuleGoods));
}
