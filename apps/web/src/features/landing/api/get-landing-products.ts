import { hasMoreToLoad } from '@pcs/domain';
import {
  type LandingProdListReply,
  type LandingProdListRequest,
  landingProdListReplySchema,
} from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

export type LandingFilters = Omit<LandingProdListRequest, 'page'>;

/** POST .../main/goods/event-prod-list.json; page is 0-based as the API counts it; an empty name is sent as null. */
export const getLandingProducts = (
  request: LandingProdListRequest,
  signal?: AbortSignal,
): Promise<LandingProdListReply> =>
  callApi(API_PATH.landingEventProdList, {
    body: { ...request, searchProdNm: request.searchProdNm?.trim() ? request.searchProdNm.trim() : null },
    schema: landingProdListReplySchema,
    signal,
  });

/** Desktop: one numbered page (1-based here) at a time. */
export const useLandingProducts = (filters: LandingFilters, page: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: landingKeys.products(filters, page),
    queryFn: ({ signal }) => getLandingProducts({ ...filters, page: page - 1 }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Mobile: pages appended by infinite scroll, starting at `startPage` (1-based; a return from detail starts on the
 * saved page) and going back a page at the top (spec §4). A next page is asked for while the last one brought 14 or
 * more (spec §9) and was the page asked for (not clamped).
 */
export const useInfiniteLandingProducts = (filters: LandingFilters, startPage: number, enabled = true) =>
  useInfiniteQuery({
    enabled,
    queryKey: [...landingKeys.products(filters, 'infinite'), startPage],
    queryFn: ({ signal, pageParam }) => getLandingProducts({ ...filters, page: pageParam }, signal),
    initialPageParam: Math.max(0, startPage - 1),
    getNextPageParam: (last, _pages, lastPageParam) =>
      last.page === lastPageParam && hasMoreToLoad(last.prodInfoList.length) ? last.page + 1 : undefined,
    getPreviousPageParam: (first) => (first.page > 0 ? first.page - 1 : undefined),
  });
