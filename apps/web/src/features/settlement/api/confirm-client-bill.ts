import {
  CLIENT_BILL_PATH,
  type ClientBillKey,
  type ClientBillMonthConfirmRequest,
  clientBillActionReplySchema,
  clientBillMonthConfirmReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** 확정: the operator freezes an ended month (decision 037). */
export const confirmClientBill = (key: ClientBillKey) =>
  callApi(CLIENT_BILL_PATH.confirm, { body: key, schema: clientBillActionReplySchema });

export const useConfirmClientBill = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClientBill,
    // The state shows on the list row and the detail: every client-bill query is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.clientBills() }),
  });
};

/** 월 일괄 확정: the operator's month-end close of every company (decision 037). */
export const confirmClientMonth = (body: ClientBillMonthConfirmRequest) =>
  callApi(CLIENT_BILL_PATH.confirmMonth, { body, schema: clientBillMonthConfirmReplySchema });

export const useConfirmClientMonth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClientMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.clientBills() }),
  });
};
