import type { FunnelFilter } from '@pcs/domain';
import { FUNNEL_PATH, funnelRecipientsReplySchema } from '@pcs/domain/contracts/funnel';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type FunnelRecipientsRequest = {
  eventSn: number;
  filter: FunnelFilter | null;
  page: number;
  pageSize?: number;
};

/** POST .../funnel/recipients.json: the event's recipients with the funnel stages each reached (decision 053). */
export const getFunnelRecipients = (request: FunnelRecipientsRequest, signal?: AbortSignal) =>
  callApi(FUNNEL_PATH.recipients, { body: request, schema: funnelRecipientsReplySchema, signal });

/** A page of the funnel's recipients; also started by the event detail's prefetch (decision 050). */
export const funnelRecipientsQuery = (request: FunnelRecipientsRequest) =>
  queryOptions({
    queryKey: eventKeys.funnelRecipients(request.eventSn, request),
    queryFn: ({ signal }) => getFunnelRecipients(request, signal),
  });

export const useFunnelRecipients = (request: FunnelRecipientsRequest) =>
  useQuery({
    ...funnelRecipientsQuery(request),
    placeholderData: keepPreviousData,
    enabled: request.eventSn > 0,
  });
