import { type CompanyCreateRequest, companySaveReplySchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/create.json; a duplicate corporate number is refused with the existing company's name. */
export const createCompany = (request: CompanyCreateRequest) =>
  callApi(API_PATH.companyCreate, { body: request, schema: companySaveReplySchema });

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
