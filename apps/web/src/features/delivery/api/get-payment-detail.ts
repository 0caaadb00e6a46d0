import { PAYMENT_PATH, paymentDetailSchema } from '@pcs/domain/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST .../payment/detail.json: the order of an estimate with its card results, history and refunds. */
export const getPaymentDetail = (estiSn: number, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.detail, { body: { estiSn }, schema: paymentDetailSchema, signal });

export const usePaymentDetail = (estiSn: number) =>
  useQuery({
    queryKey: deliveryKeys.paymentDetail(estiSn),
    queryFn: ({ signal }) => getPaymentDetail(estiSn, signal),
    enabled: estiSn > 0,
  });
