import { notApplyEventsReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/notApplyEvents.json: events with their recipients, applied and not applied. */
export const getNotApplyEvents = (request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(P.notApplyEvents, { body: request, schema: notApplyEventsReplySchema, signal });

export const useNotApplyEvents = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: deliveryKeys.notApply(P.notApplyEvents, request),
    queryFn: ({ signal }) => getNotApplyEvents(request, signal),
    placeholderData: keepPreviousData,
  });
