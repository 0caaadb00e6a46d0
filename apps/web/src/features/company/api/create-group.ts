import { type GroupCreateRequest, groupSaveReplySchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupTreeKeys } from '../../../components/back-office/group-tree-select';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** POST .../manage/group/create.json (operators). */
export const createGroup = (request: GroupCreateRequest) =>
  callApi(API_PATH.groupCreate, { body: request, schema: groupSaveReplySchema });

export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupTreeKeys.all });
    },
  });
};
