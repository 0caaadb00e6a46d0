import {
  CLIENT_BILL_PATH,
  type ClientBillKey,
  clientBillActionReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** 세금계산서 발행 of a confirmed bill (and 수정세금계산서 for its adjustments), on the provider. */
export const issueTaxInvoices = (key: ClientBillKey) =>
  callApi(CLIENT_BILL_PATH.issue, { body: key, schema: clientBillActionReplySchema });

export const useIssueTaxInvoices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueTaxInvoices,
    // The state shows on the list row and the detail: every client-bill query is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.clientBills() }),
  });
};
