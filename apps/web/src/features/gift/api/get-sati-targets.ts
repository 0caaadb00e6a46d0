import { EVENT_SEND_PATH, satiTargetReplySchema } from '@pcs/domain/contracts/event-send';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';

export const getSatiTargets = (eventSn: number | null, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.satiTarget, { body: { eventSn }, schema: satiTargetReplySchema, signal });

/** The events the recipient applied in, with their answer if given (the first unanswered comes first). */
export const useSatiTargets = (eventSn: number | null) =>
  useQuery({
    queryKey: surveyKeys.targets(eventSn),
    queryFn: ({ signal }) => getSatiTargets(eventSn, signal),
  });
