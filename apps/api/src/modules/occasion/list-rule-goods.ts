import type { OccasionRuleGoods, occasionGoodsOptionsRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listPage, type Page } from '../../lib/list-page';
import { countGoodsOptions, listGoodsOptions } from './rule-repository';
import { toRuleGoods } from './rule-row';

/**
 * POST /v1/ebmp/pcs/occasion/rule/goods.json: the goods a rule may offer (approved and in use, as an event's), by
 * name or brand and by theme, paged, newest first.
 */
export async function listRuleGoods(
  deps: { db: Db },
  input: z.output<typeof occasionGoodsOptionsRequestSchema>,
): Promise<Page<OccasionRuleGoods>> {
  const filter = { searchProdNm: input.searchProdNm, tempSn: input.tempSn ?? null };
  return listPage(
    input,
    () => countGoodsOptions(deps.db, filter),
    async (offset, limit) => (await listGoodsOptions(deps.db, filter, offset, limit)).map(toRuleGoods),
  );
}
