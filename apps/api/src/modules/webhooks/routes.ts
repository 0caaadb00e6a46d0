import {
  MANAGER_ROLES,
  WEBHOOK_PATHS,
  webhookAttemptsReplySchema,
  webhookCreateRequestSchema,
  webhookDeliveriesReplySchema,
  webhookDeliveriesRequestSchema,
  webhookDeliveryRequestSchema,
  webhookListReplySchema,
  webhookListRequestSchema,
  webhookQueuedReplySchema,
  webhookSecretReplySchema,
  webhookSubscriptionRequestSchema,
  webhookUpdateRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { listDeliveries, listDeliveryAttempts } from './list-deliveries';
import { listSubscriptions } from './list-subscriptions';
import {
  createSubscription,
  deleteSubscription,
  rotateSubscriptionSecret,
  updateSubscription,
} from './save-subscription';
import { replayDelivery, sendTestPing } from './send-delivery';

/**
 * The webhook screen's calls (decision 038), /integration/webhook/list: operators (15, 99999) for any company they
 * pick, a client manager (25) for their own only (the tenant is part of every lookup); nobody else.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const preHandler = deps.guard(MANAGER_ROLES);
  const tags = ['webhooks'];
  const save = { db: deps.db, now: deps.now, allowPrivate: deps.config.outboundAllowPrivate };
  app.post(
    WEBHOOK_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Webhook subscriptions of a company',
        body: webhookListRequestSchema,
        response: replies(webhookListReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await listSubscriptions(deps, currentUser(request), request.body)),
  );
  app.post(
    WEBHOOK_PATHS.create,
    {
      schema: {
        tags,
        summary: 'Create a webhook subscription (secret shown once)',
        body: webhookCreateRequestSchema,
        response: replies(webhookSecretReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await createSubscription(save, currentUser(request), request.body)),
  );
  app.post(
    WEBHOOK_PATHS.update,
    {
      schema: {
        tags,
        summary: 'Update a webhook subscription',
        body: webhookUpdateRequestSchema,
        response: replies(z.null()),
      },
      preHandler,
    },
    async (request) => {
      await updateSubscription(save, currentUser(request), request.body);
      return ok(null);
    },
  );
  app.post(
    WEBHOOK_PATHS.rotateSecret,
    {
      schema: {
        tags,
        summary: 'Rotate the signing secret (shown once)',
        body: webhookSubscriptionRequestSchema,
        response: replies(webhookSecretReplySchema),
      },
      preHandler,
    },
    async (request) => {
      // The screen rotates at once (no overlap), as its dialog says: the old secret stops signing now.
      const { subscriptionSn, secret } = await rotateSubscriptionSecret(
        save,
        currentUser(request),
        request.body.subscriptionSn,
      );
      return ok({ subscriptionSn, secret });
    },
  );
  app.post(
    WEBHOOK_PATHS.remove,
    {
      schema: {
        tags,
        summary: 'Turn a webhook subscription off (soft delete)',
        body: webhookSubscriptionRequestSchema,
        response: replies(z.null()),
      },
      preHandler,
    },
    async (request) => {
      await deleteSubscription(save, currentUser(request), request.body.subscriptionSn);
      return ok(null);
    },
  );
  app.post(
    WEBHOOK_PATHS.test,
    {
      schema: {
        tags,
        summary: 'Queue a ping to one subscription',
        body: webhookSubscriptionRequestSchema,
        response: replies(webhookQueuedReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await sendTestPing(deps, currentUser(request), request.body.subscriptionSn)),
  );
  app.post(
    WEBHOOK_PATHS.deliveries,
    {
      schema: {
        tags,
        summary: 'Delivery log of a subscription',
        body: webhookDeliveriesRequestSchema,
        response: replies(webhookDeliveriesReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await listDeliveries(deps, currentUser(request), request.body)),
  );
  app.post(
    WEBHOOK_PATHS.attempts,
    {
      schema: {
        tags,
        summary: 'Attempts of a delivery',
        body: webhookDeliveryRequestSchema,
        response: replies(webhookAttemptsReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await listDeliveryAttempts(deps, currentUser(request), request.body.deliverySn)),
  );
  app.post(
    WEBHOOK_PATHS.replay,
    {
      schema: {
        tags,
        summary: 'Replay a delivery (same webhook-id)',
        body: webhookDeliveryRequestSchema,
        response: replies(webhookQueuedReplySchema),
      },
      preHandler,
    },
    async (request) => ok(await replayDelivery(deps, currentUser(request), request.body.deliverySn)),
  );
};
