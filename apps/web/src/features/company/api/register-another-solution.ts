import { companyAnotherSolReplySchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/saveForAnotherSol.json: the same company record, one more solution of the family. */
export const registerAnotherSolution = (input: { cmpyCd: string; solCd: string }) =>
  callApi(API_PATH.companySaveForAnotherSol, { body: input, schema: companyAnotherSolReplySchema });

export const useRegisterAnotherSolution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAnotherSolution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
