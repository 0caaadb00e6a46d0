import { EVENT_SEND_PATH, sendMessagesReplySchema } from '@pcs/domain/contracts/event-send';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const useSendMessages = (eventSn: number, filter: MessageFilter) =>
  useQuery({
    queryKey: eventSendKeys.messages(eventSn, filter),
    queryFn: ({ signal }) => getSendMessages(eventSn, filter, signal),
    placeholderData: keepPreviousData,
  });
