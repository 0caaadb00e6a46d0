import { EVENT_SEND_PATH, type SendRequest, sendReplySchema } from '@pcs/domain/contracts/event-send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

/** Queues the send; the same requestKey a second time queues nothing more (the reply says duplicateYn Y). */
export const sendEvent = (request: SendRequest) =>
  callApi(EVENT_SEND_PATH.send, { body: request, schema: sendReplySchema });

export const useSendEvent = (eventSn: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSendKeys.event(eventSn) }),
  });
};
