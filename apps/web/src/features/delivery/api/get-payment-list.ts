import { PAYMENT_PATH, type PaymentListRequest, paymentListReplySchema } from '@pcs/domain/contracts/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST .../payment/list.json (operator admins): payments with filters, totals and paging. */
export const getPaymentList = (request: PaymentListRequest, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.list, { body: request, schema: paymentListReplySchema, signal });

/** The query of usePaymentList: the screen's hook and its prefetch at route match share it. */
export const paymentListQuery = (request: PaymentListRequest) =>
  queryOptions({
    queryKey: deliveryKeys.paymentList(request),
    queryFn: ({ signal }) => getPaymentList(request, signal),
  });

export const usePaymentList = (request: PaymentListRequest) =>
  useQuery({ ...paymentListQuery(request), placeholderData: keepPreviousData });
