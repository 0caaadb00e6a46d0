import { MSG } from '@pcs/domain';
import { CART_PATH, cartLineReplySchema } from '@pcs/domain/contracts/cart';
import {
  mobilePrepareReplySchema,
  orderAmountSchema,
  PAYMENT_PATH,
  type PaymentReadyRequest,
  paymentInfoSchema,
  paymentResultSchema,
} from '@pcs/domain/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** What the order costs above the budget (spec §3 remainPayAmount). */
export const getOrderAmount = (ordSn: number, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.orderAmount, { body: { ordSn }, schema: orderAmountSchema, signal });
/** `enabled: false` in test mode: a test order is never paid (it lives in its own table). */
export const useOrderAmount = (ordSn: number, enabled = true) =>
  useQuery({
    queryKey: [...giftKeys.order(ordSn), 'amount'],
    queryFn: ({ signal }) => getOrderAmount(ordSn, signal),
    enabled: enabled && ordSn > 0,
  });

/** Saves the address and opens a payment: spec §3 Payment info. */
export const readyPayment = (request: PaymentReadyRequest) =>
  callApi(PAYMENT_PATH.ready, { body: request, schema: paymentInfoSchema, fallbackText: MSG.paymentFailed });

/** spec §7 Payment preparation (mobile): POST actionUrl with the bearer header; resultData.oid. */
export const prepareMobilePayment = (actionUrl: string, body: Record<string, string | number>) =>
  callApi(actionUrl, { body, schema: mobilePrepareReplySchema, fallbackText: MSG.paymentFailed });

export const closePayment = (oid: string) =>
  callApi(PAYMENT_PATH.close, { body: { oid }, schema: z.object({ status: z.string() }) });

export const getPaymentResult = (ordSn: number, oid?: string, signal?: AbortSignal) =>
  callApi(PAYMENT_PATH.result, {
    body: oid ? { ordSn, oid } : { ordSn },
    schema: paymentResultSchema,
    signal,
  });

/** The gift detail's 장바구니 담기 (the cart screens are the cart feature's). */
export const addToCart = (body: { eventSn: number; prodSn: number; optCdList: string[]; quantity: number }) =>
  callApi(CART_PATH.add, { body, schema: cartLineReplySchema });
