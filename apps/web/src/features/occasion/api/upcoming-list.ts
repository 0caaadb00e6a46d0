import { OCCASION_UPCOMING_PATH as P, upcomingListReplySchema } from '@pcs/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST occasion/upcoming/list.json: one page of the next 30 days' gifts, with the count per state. */
export const getUpcomingList = (request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(P.list, { body: request, schema: upcomingListReplySchema, signal });

/** The query of useUpcomingList: the screen's hook and its prefetch at route match share it. */
export const upcomingListQuery = (request: Record<string, unknown>) =>
  queryOptions({
    queryKey: occasionKeys.upcomingList(request),
    queryFn: ({ signal }) => getUpcomingList(request, signal),
  });

export const useUpcomingList = (request: Record<string, unknown>) =>
  useQuery({ ...upcomingListQuery(request), placeholderData: keepPreviousData });
