import { API_PATH } from '@pcs/domain/contracts/paths';
import { userDecisionReplySchema } from '@pcs/domain/contracts/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/reject.json: READY -> REJECT with the reason the applicant receives. */
export const rejectUser = (request: { unqUserId: string; reason: string }) =>
  callApi(API_PATH.userReject, { body: request, schema: userDecisionReplySchema });

export const useRejectUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
