import { PAYMENT_PATH, paymentFilterOptionsSchema } from '@pcs/domain/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST .../payment/filterOptions.json: companies and events that have payments. */
export const getPaymentFilterOptions = (signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.filterOptions, { body: {}, schema: paymentFilterOptionsSchema, signal });

export const usePaymentFilterOptions = () =>
  useQuery({
    queryKey: deliveryKeys.paymentFilterOptions(),
    queryFn: ({ signal }) => getPaymentFilterOptions(signal),
  });
