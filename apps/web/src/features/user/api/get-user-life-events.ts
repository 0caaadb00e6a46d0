import { LIFE_EVENT_PATH, lifeEventListReplySchema } from '@pcs/domain/contracts/occasion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** Life events a detail screen shows per page. */
export const USER_LIFE_EVENT_PAGE_SIZE = 10;

/** POST occasion/lifeEvent/list.json for one person (their detail screen): every status but deleted, newest first. */
export const getUserLifeEvents = (unqUserId: string, page: number, signal?: AbortSignal) =>
  callApi(LIFE_EVENT_PATH.list, {
    body: { unqUserId, page, pageSize: USER_LIFE_EVENT_PAGE_SIZE, sortField: 'eventDt', sortOrder: 'desc' },
    schema: lifeEventListReplySchema,
    signal,
  });

export const useUserLifeEvents = (unqUserId: string, page: number) =>
  useQuery({
    queryKey: userKeys.lifeEventPage(unqUserId, page),
    queryFn: ({ signal }) => getUserLifeEvents(unqUserId, page, signal),
    placeholderData: keepPreviousData,
  });
