import { API_PATH } from '@pcs/domain/contracts/paths';
import { userLockReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/lock.json: a locked account cannot sign in. */
export const lockUser = (request: { unqUserId: string }) =>
  callApi(API_PATH.userLock, { body: request, schema: userLockReplySchema });

export const useLockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
