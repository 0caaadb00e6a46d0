import { OCCASION_RULE_PATH, occasionRuleSaveReplySchema } from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST .../occasion/rule/delete.json: the rule leaves the list and sends nothing more. */
export const deleteRule = (ruleSn: number) =>
  callApi(OCCASION_RULE_PATH.delete, { body: { ruleSn }, schema: occasionRuleSaveReplySchema });

export const useDeleteRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: async (_reply, ruleSn) => {
      queryClient.removeQueries({ queryKey: occasionKeys.rule(ruleSn) });
      await queryClient.invalidateQueries({ queryKey: occasionKeys.rules() });
      await queryClient.invalidateQueries({ queryKey: occasionKeys.upcoming() });
    },
  });
};
