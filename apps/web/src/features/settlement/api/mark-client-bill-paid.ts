import {
  CLIENT_BILL_PATH,
  type ClientBillPaidRequest,
  clientBillActionReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** 입금 확인: the day the transfer arrived and a memo. */
export const markClientBillPaid = (key: ClientBillPaidRequest) =>
  callApi(CLIENT_BILL_PATH.paid, { body: key, schema: clientBillActionReplySchema });

export const useMarkClientBillPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markClientBillPaid,
    // The state shows on the list row and the detail: every client-bill query is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.clientBills() }),
  });
};
