import { EVENT_SEND_PATH, sendHistoryReplySchema } from '@pcs/domain/contracts/event-send';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export const getSendHistory = (eventSn: number, page: number, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.history, {
    body: { eventSn, page, pageSize: 10 },
    schema: sendHistoryReplySchema,
    signal,
  });

/** Sends of an event with their counts; refreshed every 5 s while messages are still queued. */
export const useSendHistory = (eventSn: number, page: number) =>
  useQuery({
    queryKey: eventSendKeys.history(eventSn, page),
    queryFn: ({ signal }) => getSendHistory(eventSn, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((s) => s.queuedCnt > 0) ? 5000 : false),
  });
