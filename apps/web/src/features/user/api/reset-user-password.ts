import { API_PATH } from '@pcs/domain/contracts/paths';
import { userResetPasswordReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/resetPassword.json: a temporary password by SMS (or mail), first login forced. */
export const resetUserPassword = (request: { unqUserId: string }) =>
  callApi(API_PATH.userResetPassword, { body: request, schema: userResetPasswordReplySchema });

export const useResetUserPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
