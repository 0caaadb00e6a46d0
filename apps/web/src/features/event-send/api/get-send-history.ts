import { EVENT_SEND_PATH, sendHistoryReplySchema } from '@pcs/domain/contracts/event-send';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export const getSendHistory = (eventSn: number, page: number, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.history, {
    body: { eventSn, page, pageSize: 10 },
    schema: sendHistoryReplySchema,
    signal,
  });

/** A page of an event's sends; also started by the event detail's prefetch (decision 050). */
export const sendHistoryQuery = (eventSn: number, page: number) =>
  queryOptions({
    queryKey: eventSendKeys.history(eventSn, page),
    queryFn: ({ signal }) => getSendHistory(eventSn, page, signal),
  });

/** Sends of an event with their counts; refreshed every 5 s while messages are still queued. */
export const useSendHistory = (eventSn: number, page: number) =>
  useQuery({
    ...sendHistoryQuery(eventSn, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((s) => s.queuedCnt > 0) ? 5000 : false),
  });
