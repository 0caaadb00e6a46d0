import { WEBHOOK_PATHS } from '@pcs/domain/contracts/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/delete.json: the subscription is turned off (its log stays readable). */
export const deleteWebhook = (subscriptionSn: number) =>
  callApi(WEBHOOK_PATHS.remove, { body: { subscriptionSn }, schema: z.null() });

export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookAll() }),
  });
};
