import {
  ALL_AUTH_CDS,
  myAddressRequestSchema,
  myCancelReplySchema,
  myCancelRequestSchema,
  myCardMemoRequestSchema,
  myDetailRequestSchema,
  myDetailSchema,
  myListReplySchema,
  myListRequestSchema,
  DELIVERY_FLOW_PATH as P,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { recipientLanguage } from '../../../http/language';
import { cancelMyOrder } from '../cancel-my-order';
import { changeMyAddress } from '../change-my-address';
import { getMyOrder } from '../get-my-order';
import { listMyOrders } from '../list-my-orders';
import { refundPortOf } from '../payment-refund-port';
import { saveMyCardMemo } from '../save-my-card-memo';

/**
 * The recipient's own orders (spec §2 /delivery/order for recipients, /m/delivery/*): list, detail, address and
 * message card before release, cancel. Any signed-in role, always scoped to the caller's own orders. States and kinds
 * are named in a recipient's page language, in Korean for the back office's people (recipientLanguage).
 */
export const myDeliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const paymentRefund = refundPortOf(deps);
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const tags = ['delivery'];

  app.post(
    P.myList,
    {
      schema: { tags, summary: 'My orders', body: myListRequestSchema, response: replies(myListReplySchema) },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await listMyOrders(deps, currentUser(request), request.body, recipientLanguage(request))),
  );
  app.post(
    P.myDetail,
    {
      schema: { tags, summary: 'My order', body: myDetailRequestSchema, response: replies(myDetailSchema) },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await getMyOrder(deps, currentUser(request), request.body.estiSn, recipientLanguage(request))),
  );
  const estiReply = replies(z.object({ estiSn: z.number().int() }));
  app.post(
    P.myAddress,
    {
      schema: {
        tags,
        summary: 'Change my address before release',
        body: myAddressRequestSchema,
        response: estiReply,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await changeMyAddress(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myCardMemo,
    {
      schema: { tags, summary: 'My message card', body: myCardMemoRequestSchema, response: estiReply },
      preHandler: signedIn,
    },
    async (request) => ok(await saveMyCardMemo(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myCancel,
    {
      schema: {
        tags,
        summary: 'Cancel my order before release',
        body: myCancelRequestSchema,
        response: replies(myCancelReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await cancelMyOrder(
          { ...deps, paymentRefund },
          currentUser(request),
          request.body.estiSn,
          request.body.reason,
        ),
      ),
  );
};
