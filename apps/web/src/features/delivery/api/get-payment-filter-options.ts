import { PAYMENT_PATH, paymentFilterOptionsSchema } from '@pcs/domain/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST .../payment/filterOptions.json: companies and events that have payments. */
export const getPaymentFilterOptions = (signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.filterOptions, { body: {}, schema: paymentFilterOptionsSchema, signal });

/** The query of usePaymentFilterOptions: the screen's hook and its prefetch at route match share it. */
export const paymentFilterOptionsQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.paymentFilterOptions(),
    queryFn: ({ signal }) => getPaymentFilterOptions(signal),
  });

export const usePaymentFilterOptions = () => useQuery(paymentFilterOptionsQuery());
