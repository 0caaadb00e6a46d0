import {
  WEBHOOK_PATHS,
  type WebhookListRequest,
  webhookListReplySchema,
} from '@pcs/domain/contracts/webhook';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../integration/webhook/list.json: a company's subscriptions (an operator names the company). */
export const listWebhooks = (request: WebhookListRequest, signal?: AbortSignal) =>
  callApi(WEBHOOK_PATHS.list, { body: request, schema: webhookListReplySchema, signal });

export const useWebhookList = (request: WebhookListRequest, enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.webhooks(request),
    queryFn: ({ signal }) => listWebhooks(request, signal),
    enabled,
  });
