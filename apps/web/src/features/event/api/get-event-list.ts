import { type EventListRequest, eventListReplyPageSchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/list.json: one page of /event/history. */
export const getEventList = (request: EventListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.eventManageList, { body: request, schema: eventListReplyPageSchema, signal });

/** The query of useEventList: the screen's hook and its prefetch at route match share it. */
export const eventListQuery = (request: EventListRequest) =>
  queryOptions({
    queryKey: eventKeys.list(request),
    queryFn: ({ signal }) => getEventList(request, signal),
  });

export const useEventList = (request: EventListRequest) =>
  useQuery({ ...eventListQuery(request), placeholderData: keepPreviousData });
