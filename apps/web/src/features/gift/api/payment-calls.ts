import { MSG } from '@pcs/domain';
import {
  orderAmountSchema,
  PAYMENT_PATH,
  type PaymentReadyRequest,
  paymentInfoSchema,
  paymentResultSchema,
} from '@pcs/domain/contracts/payment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

type ExtrasAsked = { packageYn: 'Y' | 'N'; cardYn: 'Y' | 'N' };
const NO_EXTRAS: ExtrasAsked = { packageYn: 'N', cardYn: 'N' };

/** What the order costs above the budget (spec §3 remainPayAmount), with the extras being chosen priced in. */
export const getOrderAmount = (ordSn: number, extras: ExtrasAsked = NO_EXTRAS, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.orderAmount, {
    body: { ordSn, packageYn: extras.packageYn, cardYn: extras.cardYn },
    schema: orderAmountSchema,
    signal,
  });
/**
 * `enabled: false` in test mode: a test order is never paid (it lives in its own table). While a changed choice of
 * extras is being priced the previous amount stays on screen.
 */
export const useOrderAmount = (ordSn: number, enabled = true, extras: ExtrasAsked = NO_EXTRAS) =>
  useQuery({
    queryKey: [...giftKeys.order(ordSn), 'amount', extras.packageYn, extras.cardYn],
    queryFn: ({ signal }) =>
      getOrderAmount(ordSn, { packageYn: extras.packageYn, cardYn: extras.cardYn }, signal),
    enabled: enabled && ordSn > 0,
    placeholderData: keepPreviousData,
  });

/** Saves the address and opens a payment: spec §3 Payment info. */
export const readyPayment = (request: PaymentReadyRequest) =>
  callApi(PAYMENT_PATH.ready, { body: request, schema: paymentInfoSchema, fallbackText: MSG.paymentFailed });

export const getPaymentResult = (ordSn: number, oid?: string, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.result, {
    body: oid ? { ordSn, oid } : { ordSn },
    schema: paymentResultSchema,
    signal,
  });
