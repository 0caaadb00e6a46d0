import {
  WEBHOOK_PATHS,
  type WebhookDeliveriesRequest,
  webhookDeliveriesReplySchema,
} from '@pcs/domain/contracts/webhook';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/deliveries.json: a subscription's delivery log, newest first, paged, by status. */
export const listWebhookDeliveries = (request: WebhookDeliveriesRequest, signal?: AbortSignal) =>
  callApi(WEBHOOK_PATHS.deliveries, { body: request, schema: webhookDeliveriesReplySchema, signal });

export const useWebhookDeliveries = (request: WebhookDeliveriesRequest & { subscriptionSn: number }) =>
  useQuery({
    queryKey: integrationKeys.webhookDeliveries(request.subscriptionSn, request),
    queryFn: ({ signal }) => listWebhookDeliveries(request, signal),
    placeholderData: keepPreviousData,
  });
