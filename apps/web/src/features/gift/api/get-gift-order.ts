import { giftOrderSchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** One of the recipient's own orders, draft (00) or applied (01). */
export const getGiftOrder = (ordSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.giftOrderDetail, { body: { ordSn }, schema: giftOrderSchema, signal });

export const useGiftOrder = (ordSn: number) =>
  useQuery({
    queryKey: giftKeys.order(ordSn),
    queryFn: ({ signal }) => getGiftOrder(ordSn, signal),
    enabled: ordSn > 0,
  });
