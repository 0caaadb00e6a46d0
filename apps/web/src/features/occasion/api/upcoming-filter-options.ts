import { OCCASION_UPCOMING_PATH as P, upcomingFilterOptionsReplySchema } from '@pcs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST occasion/upcoming/filterOptions.json: the rules the list may be filtered by. */
export const getUpcomingFilterOptions = (signal?: AbortSignal) =>
  callApi(P.filterOptions, { body: {}, schema: upcomingFilterOptionsReplySchema, signal });

/** The query of useUpcomingFilterOptions: the screen's hook and its prefetch at route match share it. */
export const upcomingFilterOptionsQuery = () =>
  queryOptions({
    queryKey: occasionKeys.upcomingFilterOptions(),
    queryFn: ({ signal }) => getUpcomingFilterOptions(signal),
    staleTime: 60_000,
  });

export const useUpcomingFilterOptions = () => useQuery(upcomingFilterOptionsQuery());
