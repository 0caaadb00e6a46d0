import { WEBHOOK_PATHS, webhookSecretReplySchema } from '@pcs/domain/contracts/webhook';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST .../webhook/rotate-secret.json: a new secret at once, shown once; the old one stops signing. */
export const rotateWebhookSecret = (subscriptionSn: number) =>
  callApi(WEBHOOK_PATHS.rotateSecret, { body: { subscriptionSn }, schema: webhookSecretReplySchema });

export const useRotateWebhookSecret = () => useMutation({ mutationFn: rotateWebhookSecret });
