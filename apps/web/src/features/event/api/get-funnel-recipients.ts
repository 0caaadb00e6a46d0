import type { FunnelFilter } from '@pcs/domain';
import { FUNNEL_PATH, funnelRecipientsReplySchema } from '@pcs/domain/contracts/funnel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const useFunnelRecipients = (request: FunnelRecipientsRequest) =>
  useQuery({
    queryKey: eventKeys.funnelRecipients(request.eventSn, request),
    queryFn: ({ signal }) => getFunnelRecipients(request, signal),
    placeholderData: keepPreviousData,
    enabled: request.eventSn > 0,
  });
