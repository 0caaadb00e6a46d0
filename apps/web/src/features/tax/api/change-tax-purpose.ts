import { TAX_PATH, type taxPurposeChangeRequestSchema } from '@pcs/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

export type TaxPurposeChangeRequest = z.input<typeof taxPurposeChangeRequestSchema>;

/** POST tax/changePurpose.json (operators): one gift's purpose, with a reason, until its month is confirmed. */
export const changeTaxPurpose = (body: TaxPurposeChangeRequest) =>
  callApi(TAX_PATH.changePurpose, {
    body,
    schema: z.object({ ordSn: z.number().int(), changed: z.boolean() }),
  });

export const useChangeTaxPurpose = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaxPurpose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
};
