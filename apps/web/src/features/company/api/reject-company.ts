import { companyDecisionReplySchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/reject.json: READY -> REJECT with the reason the requester receives. */
export const rejectCompany = (input: { cmpyCd: string; reason: string }) =>
  callApi(API_PATH.companyReject, { body: input, schema: companyDecisionReplySchema });

export const useRejectCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
