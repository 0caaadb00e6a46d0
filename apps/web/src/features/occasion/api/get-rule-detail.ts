import { OCCASION_RULE_PATH, occasionRuleDetailSchema } from '@pcs/domain/contracts/occasion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/detail.json: a rule with its goods' and theme's names. */
export const getRuleDetail = (ruleSn: number, signal?: AbortSignal) =>
  callApi(OCCASION_RULE_PATH.detail, { body: { ruleSn }, schema: occasionRuleDetailSchema, signal });

/** The rule's query, also started by /occasion/save's prefetch (decision 050). */
export const ruleDetailQuery = (ruleSn: number) =>
  queryOptions({
    queryKey: occasionKeys.rule(ruleSn),
    queryFn: ({ signal }) => getRuleDetail(ruleSn, signal),
  });

/** ruleSn 0 is a new rule: nothing to read. */
export const useRuleDetail = (ruleSn: number) =>
  useQuery({ ...ruleDetailQuery(ruleSn), enabled: ruleSn > 0 });
