import {
  channelChainOf,
  DEFAULT_PRODUCT_IMAGE_ID,
  type OccasionRuleDetail,
  type OccasionRuleGoods,
  type OccasionRuleRow,
  occasionRuleDetailSchema,
  occasionRuleRowSchema,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import type { OccasionRuleDb } from './rule-repository';

/*
 * Rule rows as the screens read them. The columns hold only what the save schema accepted, and the reply schemas
 * narrow them back to their codes: a row that does not fit fails loudly instead of reaching a screen.
 */

export function toRuleRow(r: {
  rule: OccasionRuleDb;
  cmpyNm: string;
  tempNm: string | null;
  firstProdNm: string | null;
}): OccasionRuleRow {
  return occasionRuleRowSchema.parse({
    ...r.rule,
    cmpyNm: r.cmpyNm,
    tempNm: r.rule.goodsSource === 'THEME' ? r.tempNm : null,
    goodsCount: r.rule.prodSnList.length,
    firstProdNm: r.rule.goodsSource === 'GOODS' ? r.firstProdNm : null,
    updatedDt: ymdHmsKst(r.rule.updatedAt),
  });
}

export const toRuleGoods = (g: Omit<OccasionRuleGoods, 'mainImg'> & { mainImg: string | null }) => ({
  ...g,
  mainImg: g.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
});

export function toRuleDetail(
  r: { rule: OccasionRuleDb; cmpyNm: string; tempNm: string | null },
  goods: readonly OccasionRuleGoods[],
): OccasionRuleDetail {
  const bySn = new Map(goods.map((g) => [g.prodSn, g]));
  const { delYn: _d, createdAt: _c, createdBy: _cb, updatedBy: _ub, updatedAt, ...rule } = r.rule;
  return occasionRuleDetailSchema.parse({
    ...rule,
    cmpyNm: r.cmpyNm,
    tempNm: r.rule.tempSn === null ? null : r.tempNm,
    goods: r.rule.prodSnList.flatMap((sn) => bySn.get(sn) ?? []),
    defaultProd: r.rule.defaultProdSn === null ? null : (bySn.get(r.rule.defaultProdSn) ?? null),
    channelChain: channelChainOf(r.rule.channelChain),
    updatedDt: ymdHmsKst(updatedAt),
  });
}
