import {
  OCCASION_RULE_PATH,
  type OccasionRuleUseRequest,
  occasionRuleSaveReplySchema,
} from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/use.json: switches a rule on or off. */
export const switchRuleUse = (request: OccasionRuleUseRequest) =>
  callApi(OCCASION_RULE_PATH.use, { body: request, schema: occasionRuleSaveReplySchema });

export const useSwitchRuleUse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchRuleUse,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: occasionKeys.rules() });
      await queryClient.invalidateQueries({ queryKey: occasionKeys.upcoming() });
    },
  });
};
