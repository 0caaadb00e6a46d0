import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserUpdateRequest, userSaveReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/update.json */
export const updateUser = (request: UserUpdateRequest) =>
  callApi(API_PATH.userUpdate, { body: request, schema: userSaveReplySchema });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
