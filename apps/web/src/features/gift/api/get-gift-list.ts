import { hasMoreToLoad } from '@pcs/domain';
import { type GiftListReply, type GiftListRequest, giftListReplySchema } from '@pcs/domain/contracts/gift';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

/** Filters of one event's product list; page is 0-based as the API counts it. */
export type GiftListFilters = Omit<GiftListRequest, 'page'>;

export const getGiftList = (
  request: GiftListRequest,
  signal?: AbortSignal,
  api: GiftApi = REAL_GIFT_API,
): Promise<GiftListReply> => callApi(api.list, { body: request, schema: giftListReplySchema, signal });

/** Desktop: one numbered page at a time; the previous page stays on screen while the next loads. */
export const useGiftList = (filters: GiftListFilters, page: number) => {
  const api = useGiftApi();
  return useQuery({
    queryKey: giftKeys.list(filters, page),
    queryFn: ({ signal }) => getGiftList({ ...filters, page }, signal, api),
    placeholderData: keepPreviousData,
  });
};

/**
 * Mobile: pages appended by infinite scroll; a filter change is a new key, so the list restarts at page 0. A next
 * page is asked for while the last one brought 14 or more (spec §9) and was the page asked for (not clamped).
 */
export const infiniteGiftListQuery = (filters: GiftListFilters) =>
  infiniteQueryOptions({
    queryKey: giftKeys.list(filters, 'infinite'),
    queryFn: ({ signal, pageParam }) => getGiftList({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: GiftListReply, _pages: GiftListReply[], lastPageParam: number) =>
      last.page === lastPageParam && hasMoreToLoad(last.prodInfoList.length) ? last.page + 1 : undefined,
  });

export const useInfiniteGiftList = (filters: GiftListFilters) =>
  useInfiniteQuery(infiniteGiftListQuery(filters));
