import { type GroupUpdateRequest, groupSaveReplySchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupTreeKeys } from '../../../components/back-office/group-tree-select';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** POST .../manage/group/update.json (operators, and a client manager for their own company). */
export const updateGroup = (request: GroupUpdateRequest) =>
  callApi(API_PATH.groupUpdate, { body: request, schema: groupSaveReplySchema });

export const useUpdateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupTreeKeys.all });
    },
  });
};
