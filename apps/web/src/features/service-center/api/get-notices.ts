import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  type NoticeListReply,
  type NoticeListRequest,
  noticeListReplySchema,
} from '@pcs/domain/contracts/service-center';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { nextPage } from './next-page';
import { serviceCenterKeys } from './service-center-keys';

export const getNotices = (request: NoticeListRequest, signal?: AbortSignal): Promise<NoticeListReply> =>
  callApi(API_PATH.noticeList, { body: request, schema: noticeListReplySchema, signal });

/** POST /v1/ebmp/pcs/board/getNoticeList.json, one numbered page (desktop); page is 0-based. */
export const useNotices = (request: NoticeListRequest) =>
  useQuery({
    queryKey: serviceCenterKeys.noticeList(request),
    queryFn: ({ signal }) => getNotices(request, signal),
    placeholderData: keepPreviousData,
  });

/** The same list with pages appended by "더보기" (mobile). */
export const useInfiniteNotices = (filters: Omit<NoticeListRequest, 'page'>) =>
  useInfiniteQuery({
    queryKey: serviceCenterKeys.noticeList('infinite', filters),
    queryFn: ({ signal, pageParam }) => getNotices({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPageParam) => nextPage(last, lastPageParam),
  });
