import { OCCASION_RULE_PATH, occasionThemeOptionsReplySchema } from '@pcs/domain/contracts/occasion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/themes.json: the themes in use a rule may offer. */
export const getRuleThemes = (signal?: AbortSignal) =>
  callApi(OCCASION_RULE_PATH.themes, { body: {}, schema: occasionThemeOptionsReplySchema, signal });

/** The themes' query, also started by /occasion/save's prefetch (decision 050). */
export const ruleThemesQuery = () =>
  queryOptions({
    queryKey: occasionKeys.ruleThemes(),
    queryFn: ({ signal }) => getRuleThemes(signal),
    staleTime: 5 * 60_000,
  });

export const useRuleThemes = () => useQuery(ruleThemesQuery());
