import { type CompanyTaxRulesSaveRequest, TAX_PATH } from '@pcs/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

/** POST tax/companyRules/save.json: the company's 경조 규정 and its 명절 setting, as one whole. */
export const saveCompanyRules = (body: CompanyTaxRulesSaveRequest) =>
  callApi(TAX_PATH.saveCompanyRules, { body, schema: z.object({ cmpyCd: z.string() }) });

export const useSaveCompanyRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
};
