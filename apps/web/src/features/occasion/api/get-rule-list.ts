import {
  OCCASION_RULE_PATH,
  type OccasionRuleListRequest,
  occasionRuleListReplySchema,
} from '@pcs/domain/contracts/occasion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/list.json: operators over every company, a client manager over their own. */
export const getRuleList = (request: OccasionRuleListRequest, signal?: AbortSignal) =>
  callApi(OCCASION_RULE_PATH.list, { body: request, schema: occasionRuleListReplySchema, signal });

/** The query of useRuleList: the screen's hook and its prefetch at route match share it. */
export const ruleListQuery = (request: OccasionRuleListRequest) =>
  queryOptions({
    queryKey: occasionKeys.ruleList(request),
    queryFn: ({ signal }) => getRuleList(request, signal),
  });

export const useRuleList = (request: OccasionRuleListRequest) =>
  useQuery({ ...ruleListQuery(request), placeholderData: keepPreviousData });
