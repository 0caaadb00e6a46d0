import {
  ALL_AUTH_CDS,
  API_PATH,
  applyReplySchema,
  applyRequestSchema,
  eventListReplySchema,
  giftDetailRequestSchema,
  giftDetailSchema,
  giftListReplySchema,
  giftListRequestSchema,
  giftOrderSchema,
  orderDetailRequestSchema,
  orderHistoryReplySchema,
  orderHistoryRequestSchema,
  selectReplySchema,
  selectRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { recipientLanguage, requestLanguage } from '../../http/language';
import { applyGift } from './apply-gift';
import { giftDetail } from './gift-detail';
import { listEventGifts, listRecipientEvents } from './list-gifts';
import { orderDetail, orderHistory } from './order-history';
import { selectGift } from './select-gift';

/**
 * The recipient's gift journey. Any signed-in role may call these; what each caller sees is limited to the events
 * they are a recipient of and to their own orders (object-level checks in the use cases).
 */
export const giftRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const tags = ['gift'];

  app.post(
    API_PATH.giftEventList,
    {
      schema: { tags, summary: "The caller's gift events", response: replies(eventListReplySchema) },
      preHandler: signedIn,
    },
    async (request) =>
      ok({
        eventList: await listRecipientEvents(deps, currentUser(request).unqUserId, requestLanguage(request)),
      }),
  );

  app.post(
    API_PATH.giftList,
    {
      schema: {
        tags,
        summary: 'Gifts of an event (search, sort, 15 a page)',
        body: giftListRequestSchema,
        response: replies(giftListReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await listEventGifts(deps, currentUser(request).unqUserId, request.body, requestLanguage(request))),
  );

  app.post(
    API_PATH.giftDetail,
    {
      schema: {
        tags,
        summary: 'One gift with options',
        body: giftDetailRequestSchema,
        response: replies(giftDetailSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await giftDetail(
          deps,
          currentUser(request).unqUserId,
          request.body.eventSn,
          request.body.prodSn,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    API_PATH.giftSelect,
    {
      schema: {
        tags,
        summary: 'Choose a gift (creates a draft order)',
        body: selectRequestSchema,
        response: replies(selectReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await selectGift(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.giftApply,
    {
      schema: {
        tags,
        summary: 'Apply: complete a draft with the delivery address',
        body: applyRequestSchema,
        response: replies(applyReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await applyGift(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.giftOrderHistory,
    {
      schema: {
        tags,
        summary: "The caller's orders",
        body: orderHistoryRequestSchema,
        response: replies(orderHistoryReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok({
        orderList: await orderHistory(deps, currentUser(request).unqUserId, request.body.eventSn, {
          language: requestLanguage(request),
          names: recipientLanguage(request),
        }),
      }),
  );

  app.post(
    API_PATH.giftOrderDetail,
    {
      schema: {
        tags,
        summary: "One of the caller's orders",
        body: orderDetailRequestSchema,
        response: replies(giftOrderSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await orderDetail(deps, currentUser(request).unqUserId, request.body.ordSn, {
          language: requestLanguage(request),
          names: recipientLanguage(request),
        }),
      ),
  );
};
