import { WEBHOOK_PATHS, webhookAttemptsReplySchema } from '@pcs/domain/contracts/webhook';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** POST .../webhook/attempts.json: every try of one delivery. */
export const listWebhookAttempts = (deliverySn: number, signal?: AbortSignal) =>
  callApi(WEBHOOK_PATHS.attempts, { body: { deliverySn }, schema: webhookAttemptsReplySchema, signal });

export const useWebhookAttempts = (deliverySn: number) =>
  useQuery({
    queryKey: integrationKeys.webhookAttempts(deliverySn),
    queryFn: ({ signal }) => listWebhookAttempts(deliverySn, signal),
  });
