import {
  OCCASION_RULE_PATH,
  type OccasionGoodsOptionsRequest,
  occasionGoodsOptionsReplySchema,
} from '@pcs/domain/contracts/occasion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/goods.json: approved goods in use, by name or brand and by theme. */
export const getRuleGoods = (request: OccasionGoodsOptionsRequest, signal?: AbortSignal) =>
  callApi(OCCASION_RULE_PATH.goods, { body: request, schema: occasionGoodsOptionsReplySchema, signal });

export const useRuleGoods = (request: OccasionGoodsOptionsRequest, enabled = true) =>
  useQuery({
    queryKey: occasionKeys.ruleGoods(request),
    queryFn: ({ signal }) => getRuleGoods(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
