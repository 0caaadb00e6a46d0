import {
  CLIENT_BILL_PATH,
  type ClientBillKey,
  clientBillActionReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** 발행 취소 of an issued, unpaid bill: the bill goes back to 확정. */
export const cancelTaxInvoices = (key: ClientBillKey) =>
  callApi(CLIENT_BILL_PATH.cancelInvoice, { body: key, schema: clientBillActionReplySchema });

export const useCancelTaxInvoices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTaxInvoices,
    // The state shows on the list row and the detail: every client-bill query is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.clientBills() }),
  });
};
