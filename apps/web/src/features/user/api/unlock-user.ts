import { API_PATH } from '@pcs/domain/contracts/paths';
import { userLockReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/unlock.json */
export const unlockUser = (request: { unqUserId: string }) =>
  callApi(API_PATH.userUnlock, { body: request, schema: userLockReplySchema });

export const useUnlockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
