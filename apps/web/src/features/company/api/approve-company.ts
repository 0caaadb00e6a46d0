import { companyDecisionReplySchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/approve.json: READY -> ACCEPT; the requester is told through the outbox. */
export const approveCompany = (cmpyCd: string) =>
  callApi(API_PATH.companyApprove, { body: { cmpyCd }, schema: companyDecisionReplySchema });

export const useApproveCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
