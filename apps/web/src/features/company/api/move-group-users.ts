import { type GroupMoveUsersRequest, groupMoveUsersReplySchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupTreeKeys } from '../../../components/back-office/group-tree-select';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** POST .../manage/group/moveUsers.json: members of one company to another of its groups (null: out of any). */
export const moveGroupUsers = (request: GroupMoveUsersRequest) =>
  callApi(API_PATH.groupMoveUsers, { body: request, schema: groupMoveUsersReplySchema });

export const useMoveGroupUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGroupUsers,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupTreeKeys.all });
    },
  });
};
