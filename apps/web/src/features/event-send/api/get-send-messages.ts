import { EVENT_SEND_PATH, sendMessagesReplySchema } from '@pcs/domain/contracts/event-send';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export type MessageFilter = {
  eventSendSn: number | null;
  status: 'QUEUED' | 'SENT' | 'FAILED' | null;
  page: number;
};

export const getSendMessages = (eventSn: number, filter: MessageFilter, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.messages, {
    body: { eventSn, ...filter, pageSize: 10 },
    schema: sendMessagesReplySchema,
    signal,
  });

/** A page of an event's messages; also started by the event detail's prefetch (decision 050). */
export const sendMessagesQuery = (eventSn: number, filter: MessageFilter) =>
  queryOptions({
    queryKey: eventSendKeys.messages(eventSn, filter),
    queryFn: ({ signal }) => getSendMessages(eventSn, filter, signal),
  });

/** The first page of every message of an event, as the send history panel opens. */
export const FIRST_MESSAGES: MessageFilter = { eventSendSn: null, status: null, page: 0 };

export const useSendMessages = (eventSn: number, filter: MessageFilter) =>
  useQuery({
    ...sendMessagesQuery(eventSn, filter),
    placeholderData: keepPreviousData,
  });
