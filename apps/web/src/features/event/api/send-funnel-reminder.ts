import type { FunnelFilter, SendChannel } from '@pcs/domain';
import { EVENT_SEND_PATH, sendReplySchema } from '@pcs/domain/contracts/event-send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type FunnelReminderRequest = {
  eventSn: number;
  channel: SendChannel;
  funnelFilter: FunnelFilter;
  /** Made once per confirm dialog: a repeated submit queues nothing more. */
  requestKey: string;
};

/**
 * POST .../eventSend/send.json as a reminder to the people of a funnel filter who have not applied: the same send as
 * the reminder pop-ups, narrowed on the server by the filter (decision 053), so the list and the send never differ.
 */
export const sendFunnelReminder = (r: FunnelReminderRequest) =>
  callApi(EVENT_SEND_PATH.send, {
    body: { ...r, kind: 'REMIND', target: 'NOT_APPLIED', issuePwdYn: 'N' },
    schema: sendReplySchema,
  });

export const useSendFunnelReminder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFunnelReminder,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
};
