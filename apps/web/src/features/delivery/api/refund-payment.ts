import { PAYMENT_PATH, paymentRefundReplySchema } from '@pcs/domain/contracts/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST .../payment/refund.json: refunds the card part of an order (INIAPI), once per amount and reason. */
export const refundPayment = (body: { estiSn: number; amount: number; reason: string }) =>
  callApi(PAYMENT_PATH.refund, { body, schema: paymentRefundReplySchema });

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.payments() }),
  });
};
