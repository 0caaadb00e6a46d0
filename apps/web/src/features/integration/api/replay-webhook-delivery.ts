import { WEBHOOK_PATHS, webhookQueuedReplySchema } from '@pcs/domain/contracts/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/replay.json: a new delivery of the same message (same webhook-id). */
export const replayWebhookDelivery = (deliverySn: number) =>
  callApi(WEBHOOK_PATHS.replay, { body: { deliverySn }, schema: webhookQueuedReplySchema });

export const useReplayWebhookDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookAll() }),
  });
};
