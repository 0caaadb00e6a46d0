import {
  cursorPageOf,
  isWebhookEventType,
  type PublicWebhook,
  type PublicWebhookDelivery,
  publicWebhookCreateSchema,
  publicWebhookDeliverySchema,
  publicWebhookListSchema,
  publicWebhookReplayedSchema,
  publicWebhookReplaySchema,
  publicWebhookRotateSchema,
  publicWebhookSchema,
  publicWebhookUpdateSchema,
  publicWebhookWithSecretSchema,
  WEBHOOK_REPLAY_MAX,
  webhookCompanyQuerySchema,
  webhookDeliveryListQuerySchema,
  webhookIdParamSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import {
  createSubscription,
  type DeliveryPageRow,
  deleteSubscription,
  findSubscription,
  listDeliveriesBefore,
  listSubscriptions,
  replayDeliveries,
  rotateSubscriptionSecret,
  updateSubscription,
  type WebhookSubscriptionDetail,
} from '../../webhooks';
import { isoKst, isoKstOrNull } from '../iso-time';
import { type ApiCaller, callerOf, companyActorOf, companyOf } from './api-caller';
import { decodeCursor, pageFrom } from './cursor';
import { problemResponse } from './openapi-document';
import { problem } from './problem';
import { publicRegistry } from './registry';

publicRegistry.add(publicWebhookSchema, { id: 'Webhook' });
publicRegistry.add(publicWebhookDeliverySchema, { id: 'WebhookDelivery' });

// 400, 401, 403, 429 (and 409, 422 on writes) are added to every call by openapi-document.ts.
const problems = {
  404: problemResponse(404, 'No such webhook subscription for this key.'),
};
const inactive = problemResponse(409, 'The subscription is turned off.');
const tags = ['webhooks'];
const config = { apiScope: 'webhooks:manage' as const };

const webhookOf = (r: WebhookSubscriptionDetail): PublicWebhook => ({
  webhookId: r.subscriptionSn,
  companyCode: r.cmpyCd,
  url: r.url,
  eventTypes: r.eventTypes,
  description: r.description,
  active: r.activeYn === 'Y',
  disabledReason: r.disabledReason,
  previousSecretExpiresAt: r.previousSecretExpiresAt ? isoKst(new Date(r.previousSecretExpiresAt)) : null,
  createdAt: isoKst(new Date(r.createdAt)),
});

const deliveryOf = (r: DeliveryPageRow): PublicWebhookDelivery => ({
  deliveryId: r.deliverySn,
  messageId: r.messageId,
  eventType: r.eventType,
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.lastStatusCode,
  lastError: r.lastError,
  replayOf: r.replayOf,
  createdAt: isoKst(r.createdAt),
  lastAttemptAt: isoKstOrNull(r.lastAttemptAt),
  sentAt: isoKstOrNull(r.sentAt),
  nextAttemptAt: isoKstOrNull(r.nextAttemptAt),
});

/**
 * Webhook subscriptions over /api/v1, scope webhooks:manage: a second contract over the webhooks
 * module's use cases (the screen's), so the URL check, its Korean messages, the tenancy and the soft delete are the
 * same. Every call works in one company, the key's or the one an operator key names; another company's webhook is a
 * 404, like a missing one.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const save = { db: deps.db, now: deps.now, allowPrivate: deps.config.outboundAllowPrivate };
  const actor = (caller: ApiCaller, companyCode: string | undefined) =>
    companyActorOf(caller, companyOf(caller, companyCode));

  app.get(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: "The company's webhook subscriptions (never their secrets)",
        querystring: webhookCompanyQuerySchema,
        response: { 200: publicWebhookListSchema, ...problems },
      },
    },
    async (request) => {
      const user = actor(callerOf(request), request.query.companyCode);
      const { list } = await listSubscriptions(deps, user, {});
      return { data: list.map(webhookOf) };
    },
  );

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Create a subscription; its signing secret is in this reply only',
        body: publicWebhookCreateSchema,
        response: { 201: publicWebhookWithSecretSchema, ...problems },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const user = actor(callerOf(request), b.companyCode);
      const created = await createSubscription(save, user, {
        url: b.url,
        eventTypes: b.eventTypes,
        description: b.description || null,
      });
      const row = await findSubscription(deps, user, created.subscriptionSn);
      return reply.code(201).send({ ...webhookOf(row), secret: created.secret });
    },
  );

  app.get(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'One subscription',
        params: webhookIdParamSchema,
        querystring: webhookCompanyQuerySchema,
        response: { 200: publicWebhookSchema, ...problems },
      },
    },
    async (request) => {
      const user = actor(callerOf(request), request.query.companyCode);
      return webhookOf(await findSubscription(deps, user, request.params.webhookId));
    },
  );

  app.patch(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Change the URL, events, description or active; fields left out stay as they are',
        params: webhookIdParamSchema,
        body: publicWebhookUpdateSchema,
        response: { 200: publicWebhookSchema, ...problems },
      },
    },
    async (request) => {
      const b = request.body;
      const user = actor(callerOf(request), b.companyCode);
      const current = await findSubscription(deps, user, request.params.webhookId);
      // The screen's update takes the whole subscription: what the PATCH leaves out is its current value.
      await updateSubscription(save, user, {
        subscriptionSn: current.subscriptionSn,
        url: b.url ?? current.url,
        eventTypes: b.eventTypes ?? current.eventTypes.filter(isWebhookEventType),
        description: b.description === undefined ? current.description : b.description || null,
        activeYn: b.active === undefined ? current.activeYn : b.active ? 'Y' : 'N',
      });
      return webhookOf(await findSubscription(deps, user, current.subscriptionSn));
    },
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary:
          'Turn a subscription off for good (nothing more is sent; its delivery log stays readable with active false)',
        params: webhookIdParamSchema,
        querystring: webhookCompanyQuerySchema,
        response: { 204: z.null().describe('Turned off.'), ...problems },
      },
    },
    async (request, reply) => {
      const user = actor(callerOf(request), request.query.companyCode);
      await deleteSubscription(save, user, request.params.webhookId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:webhookId/rotate-secret',
    {
      config,
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary:
          'A new signing secret (in this reply only); for overlapMinutes each message is signed with the previous secret too',
        params: webhookIdParamSchema,
        body: publicWebhookRotateSchema,
        response: { 200: publicWebhookWithSecretSchema, ...problems },
      },
    },
    async (request) => {
      const b = request.body;
      const user = actor(callerOf(request), 'companyCode' in b ? b.companyCode : undefined);
      const rotated = await rotateSubscriptionSecret(save, user, request.params.webhookId, b.overlapMinutes);
      const row = await findSubscription(deps, user, rotated.subscriptionSn);
      return { ...webhookOf(row), secret: rotated.secret };
    },
  );

  app.post(
    '/webhooks/:webhookId/replay',
    {
      config,
      schema: {
        tags,
        operationId: 'replayWebhookMessages',
        summary: `Send again every message queued in [since, until), each with its original webhook-id (at most ${WEBHOOK_REPLAY_MAX} a call)`,
        params: webhookIdParamSchema,
        body: publicWebhookReplaySchema,
        response: {
          200: publicWebhookReplayedSchema,
          ...problems,
          409: inactive,
          422: problemResponse(422, 'More messages in the range than one call replays.'),
        },
      },
    },
    async (request) => {
      const b = request.body;
      const user = actor(callerOf(request), b.companyCode);
      const result = await replayDeliveries(deps, user, {
        subscriptionSn: request.params.webhookId,
        since: new Date(b.since),
        until: b.until ? new Date(b.until) : deps.now(),
        eventTypes: b.eventTypes ?? null,
        max: WEBHOOK_REPLAY_MAX,
      });
      if (result.kind === 'tooMany')
        throw problem(
          422,
          `More than ${WEBHOOK_REPLAY_MAX} messages in this range; replay it in shorter ranges.`,
        );
      return { replayed: result.replayed };
    },
  );

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'Deliveries of a subscription, newest first (no payloads)',
        params: webhookIdParamSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: cursorPageOf(publicWebhookDeliverySchema), ...problems },
      },
    },
    async (request) => {
      const q = request.query;
      const user = actor(callerOf(request), q.companyCode);
      const after = decodeCursor(q.cursor, 'deliveryMarkerAndId');
      const rows = await listDeliveriesBefore(deps, user, {
        subscriptionSn: request.params.webhookId,
        beforeSn: after ? Number(after[1]) : null,
        limit: q.limit + 1,
        status: q.status ?? null,
      });
      return pageFrom(rows, q.limit, (r) => ['d', r.deliverySn], deliveryOf);
    },
  );
};
