import { EVENT_SEND_PATH, prodReadyReplySchema } from '@pcs/domain/contracts/event-send';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';

export const getProdReady = (eventSn: number | null, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.prodReady, { body: { eventSn }, schema: prodReadyReplySchema, signal });

export const useProdReady = (eventSn: number | null) =>
  useQuery({
    queryKey: surveyKeys.prodReady(eventSn),
    queryFn: ({ signal }) => getProdReady(eventSn, signal),
  });
