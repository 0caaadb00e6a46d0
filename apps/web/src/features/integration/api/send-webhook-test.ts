import { WEBHOOK_PATHS, webhookQueuedReplySchema } from '@pcs/domain/contracts/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/test.json: queues a `ping` to the subscription. */
export const sendWebhookTest = (subscriptionSn: number) =>
  callApi(WEBHOOK_PATHS.test, { body: { subscriptionSn }, schema: webhookQueuedReplySchema });

export const useSendWebhookTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookAll() }),
  });
};
