import { giftDetailSchema } from '@pcs/domain/contracts/gift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

export const getGiftDetail = (
  eventSn: number,
  prodSn: number,
  signal?: AbortSignal,
  api: GiftApi = REAL_GIFT_API,
) => callApi(api.detail, { body: { eventSn, prodSn }, schema: giftDetailSchema, signal });

/** Asked again when the screen regains focus: its remaining count and stock may have changed elsewhere. */
export const giftDetailQuery = (eventSn: number, prodSn: number, api: GiftApi = REAL_GIFT_API) =>
  queryOptions({
    queryKey: giftKeys.detail(eventSn, prodSn),
    queryFn: ({ signal }) => getGiftDetail(eventSn, prodSn, signal, api),
    enabled: eventSn > 0 && prodSn > 0,
    refetchOnWindowFocus: 'always',
  });

export const useGiftDetail = (eventSn: number, prodSn: number) =>
  useQuery(giftDetailQuery(eventSn, prodSn, useGiftApi()));
