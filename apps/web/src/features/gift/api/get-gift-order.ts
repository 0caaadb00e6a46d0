import { giftOrderSchema } from '@pcs/domain/contracts/gift';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

/** One of the recipient's own orders, draft (00) or applied (01). */
export const getGiftOrder = (ordSn: number, signal?: AbortSignal, api: GiftApi = REAL_GIFT_API) =>
  callApi(api.orderDetail, { body: { ordSn }, schema: giftOrderSchema, signal });

export const useGiftOrder = (ordSn: number) => {
  const api = useGiftApi();
  return useQuery({
    queryKey: giftKeys.order(ordSn),
    queryFn: ({ signal }) => getGiftOrder(ordSn, signal, api),
    enabled: ordSn > 0,
  });
};
