import {
  WEBHOOK_PATHS,
  type WebhookCreateRequest,
  type WebhookUpdateRequest,
  webhookSecretReplySchema,
} from '@pcs/domain/contracts/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/create.json: the reply holds the signing secret, shown once. */
export const createWebhook = (request: WebhookCreateRequest) =>
  callApi(WEBHOOK_PATHS.create, { body: request, schema: webhookSecretReplySchema });

/** POST .../webhook/update.json: URL, events, description and on/off. */
export const updateWebhook = (request: WebhookUpdateRequest) =>
  callApi(WEBHOOK_PATHS.update, { body: request, schema: z.null() });

export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookAll() }),
  });
};

export const useUpdateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookAll() }),
  });
};
