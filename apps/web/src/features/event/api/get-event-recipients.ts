import { recipientListReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type RecipientPageRequest = {
  eventSn: number;
  stateCd?: string | null;
  searchText?: string | null;
  page: number;
  pageSize?: number;
};

/** POST .../eventManage/recipient/list.json: recipients with their state, names masked. */
export const getEventRecipients = (request: RecipientPageRequest, signal?: AbortSignal) =>
  callApi(API_PATH.eventRecipientList, { body: request, schema: recipientListReplySchema, signal });

/** The query of useEventRecipients: the detail screen's hook and its prefetch at route match share it. */
export const eventRecipientsQuery = (request: RecipientPageRequest) =>
  queryOptions({
    queryKey: eventKeys.recipientPage(request.eventSn, request),
    queryFn: ({ signal }) => getEventRecipients(request, signal),
  });

export const useEventRecipients = (request: RecipientPageRequest) =>
  useQuery({
    ...eventRecipientsQuery(request),
    placeholderData: keepPreviousData,
    enabled: request.eventSn > 0,
  });
