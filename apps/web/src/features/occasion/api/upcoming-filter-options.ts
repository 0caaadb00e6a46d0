import { OCCASION_UPCOMING_PATH as P, upcomingFilterOptionsReplySchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST occasion/upcoming/filterOptions.json: the rules the list may be filtered by. */
export const getUpcomingFilterOptions = (signal?: AbortSignal) =>
  callApi(P.filterOptions, { body: {}, schema: upcomingFilterOptionsReplySchema, signal });

export const useUpcomingFilterOptions = () =>
  useQuery({
    queryKey: occasionKeys.upcomingFilterOptions(),
    queryFn: ({ signal }) => getUpcomingFilterOptions(signal),
    staleTime: 60_000,
  });
