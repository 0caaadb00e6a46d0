import {
  PAYMENT_PATH,
  type PaymentListRequest,
  paymentDetailSchema,
  paymentFilterOptionsSchema,
  paymentListReplySchema,
  paymentRefundReplySchema,
} from '@pcs/domain/contracts/payment';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Query keys of the operator payment screens. */
export const paymentAdminKeys = {
  all: ['payment-admin'] as const,
  list: (request: PaymentListRequest) => [...paymentAdminKeys.all, 'list', request] as const,
  detail: (estiSn: number) => [...paymentAdminKeys.all, 'detail', estiSn] as const,
  options: () => [...paymentAdminKeys.all, 'options'] as const,
};

/** POST .../payment/list.json (operator admins): payments with filters, totals and paging. */
export const usePaymentList = (request: PaymentListRequest) =>
  useQuery({
    queryKey: paymentAdminKeys.list(request),
    queryFn: ({ signal }) =>
      callApi(PAYMENT_PATH.list, { body: request, schema: paymentListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });

/** POST .../payment/detail.json: the order of an estimate with its card results, history and refunds. */
export const usePaymentDetail = (estiSn: number) =>
  useQuery({
    queryKey: paymentAdminKeys.detail(estiSn),
    queryFn: ({ signal }) =>
      callApi(PAYMENT_PATH.detail, { body: { estiSn }, schema: paymentDetailSchema, signal }),
    enabled: estiSn > 0,
  });

/** POST .../payment/filterOptions.json: companies and events that have payments. */
export const usePaymentFilterOptions = () =>
  useQuery({
    queryKey: paymentAdminKeys.options(),
    queryFn: ({ signal }) =>
      callApi(PAYMENT_PATH.filterOptions, { body: {}, schema: paymentFilterOptionsSchema, signal }),
  });

/** POST .../payment/refund.json: refunds the card part of an order (INIAPI), once per amount and reason. */
export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { estiSn: number; amount: number; reason: string }) =>
      callApi(PAYMENT_PATH.refund, { body, schema: paymentRefundReplySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
  });
};
