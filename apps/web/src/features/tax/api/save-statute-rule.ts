import { TAX_PATH, type TaxStatuteRuleSaveRequest } from '@pcs/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

/** POST tax/statuteRule/save.json (operators): a new statutory rule row, or a change of one. */
export const saveStatuteRule = (body: TaxStatuteRuleSaveRequest) =>
  callApi(TAX_PATH.saveStatuteRule, { body, schema: z.object({ ruleSn: z.number().int() }) });

export const useSaveStatuteRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatuteRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
};
