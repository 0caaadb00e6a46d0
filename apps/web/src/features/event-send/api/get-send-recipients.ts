import { recipientListReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export type SendRecipientsRequest = {
  eventSn: number;
  /** Name or login ID, anywhere in it. */
  searchText: string | null;
  /** N: only those who have not applied (a reminder's picker). */
  appliedYn: 'Y' | 'N' | null;
  page: number;
  pageSize: number;
};

/** The event's recipients for the chosen-people picker (names masked), from the event's recipient list call. */
export const getSendRecipients = (request: SendRecipientsRequest, signal?: AbortSignal) =>
  callApi(API_PATH.eventRecipientList, { body: request, schema: recipientListReplySchema, signal });

export const useSendRecipients = (request: SendRecipientsRequest) =>
  useQuery({
    queryKey: eventSendKeys.recipients(request.eventSn, request),
    queryFn: ({ signal }) => getSendRecipients(request, signal),
    placeholderData: keepPreviousData,
  });
