import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserCreateRequest, userSaveReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/create.json: a temporary password goes out through the outbox; first login is forced. */
export const createUser = (request: UserCreateRequest) =>
  callApi(API_PATH.userCreate, { body: request, schema: userSaveReplySchema });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
