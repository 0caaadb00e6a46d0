import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserApproveRequest, userDecisionReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/approve.json: a sign-up or vendor application READY -> ACCEPT (a sign-up gets its company here). */
export const approveUser = (request: UserApproveRequest) =>
  callApi(API_PATH.userApprove, { body: request, schema: userDecisionReplySchema });

export const useApproveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
