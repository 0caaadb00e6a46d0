import { OCCASION_RULE_PATH, occasionRuleDetailSchema } from '@pcs/domain/contracts/occasion';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/detail.json: a rule with its goods' and theme's names. */
export const getRuleDetail = (ruleSn: number, signal?: AbortSignal) =>
  callApi(OCCASION_RULE_PATH.detail, { body: { ruleSn }, schema: occasionRuleDetailSchema, signal });

/** ruleSn 0 is a new rule: nothing to read. */
export const useRuleDetail = (ruleSn: number) =>
  useQuery({
    queryKey: occasionKeys.rule(ruleSn),
    queryFn: ({ signal }) => getRuleDetail(ruleSn, signal),
    enabled: ruleSn > 0,
  });
