import { orderHistoryReplySchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** The recipient's applied orders in one event, newest first as the server sends them. */
export const getGiftOrderHistory = (eventSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.giftOrderHistory, { body: { eventSn }, schema: orderHistoryReplySchema, signal });

export const useGiftOrderHistory = (eventSn: number, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: giftKeys.history(eventSn),
    queryFn: ({ signal }) => getGiftOrderHistory(eventSn, signal),
    enabled: eventSn > 0 && (options.enabled ?? true),
  });
