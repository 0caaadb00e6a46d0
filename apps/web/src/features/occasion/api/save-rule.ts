import {
  OCCASION_RULE_PATH,
  type OccasionRuleSaveRequest,
  occasionRuleSaveReplySchema,
} from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/save.json: creates (no ruleSn) or changes a rule. */
export const saveRule = (request: OccasionRuleSaveRequest) =>
  callApi(OCCASION_RULE_PATH.save, { body: request, schema: occasionRuleSaveReplySchema });

/** A saved rule changes the list, its detail and the upcoming gifts (the engine recomputes them). */
export const useSaveRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: occasionKeys.rules() });
      await queryClient.invalidateQueries({ queryKey: occasionKeys.upcoming() });
    },
  });
};
