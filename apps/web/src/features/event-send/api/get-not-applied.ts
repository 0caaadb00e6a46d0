import { EVENT_SEND_PATH, notAppliedReplySchema } from '@pcs/domain/contracts/event-send';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export const getNotApplied = (eventSn: number, page: number, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.notApplied, {
    body: { eventSn, page, pageSize: 10 },
    schema: notAppliedReplySchema,
    signal,
  });

export const useNotApplied = (eventSn: number, page: number) =>
  useQuery({
    queryKey: eventSendKeys.notApplied(eventSn, page),
    queryFn: ({ signal }) => getNotApplied(eventSn, page, signal),
    placeholderData: keepPreviousData,
  });
