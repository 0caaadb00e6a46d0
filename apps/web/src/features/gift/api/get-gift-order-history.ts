import { orderHistoryReplySchema } from '@pcs/domain/contracts/gift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

/** The recipient's applied orders in one event, newest first as the server sends them. */
export const getGiftOrderHistory = (eventSn: number, signal?: AbortSignal, api: GiftApi = REAL_GIFT_API) =>
  callApi(api.orderHistory, { body: { eventSn }, schema: orderHistoryReplySchema, signal });

export const giftOrderHistoryQuery = (eventSn: number, api: GiftApi = REAL_GIFT_API) =>
  queryOptions({
    queryKey: giftKeys.history(eventSn),
    queryFn: ({ signal }) => getGiftOrderHistory(eventSn, signal, api),
    enabled: eventSn > 0,
  });

export const useGiftOrderHistory = (eventSn: number, options: { enabled?: boolean } = {}) => {
  const query = giftOrderHistoryQuery(eventSn, useGiftApi());
  return useQuery({ ...query, enabled: query.enabled && (options.enabled ?? true) });
};
