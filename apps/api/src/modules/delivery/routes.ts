import {
  API_PATH,
  AUTH_CD,
  managedDetailRequestSchema,
  managedDetailSchema,
  managedFilterOptionsSchema,
  managedListReplySchema,
  managedListRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { listManagedDeliveries, managedDeliveryDetail, managedFilterOptions } from './managed-deliveries';

/** Operator admins see every company; client managers get the same lookup for their own company (spec §1). */
const DELIVERY_LOOKUP_ROLES = [
  AUTH_CD.operatorManager,
  AUTH_CD.operatorAdmin,
  AUTH_CD.clientManager,
] as const;

export const deliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const lookup = deps.guard(DELIVERY_LOOKUP_ROLES);
  const tags = ['delivery'];

  app.post(
    API_PATH.deliveryManagedList,
    {
      schema: {
        tags,
        summary: 'Managed delivery list',
        body: managedListRequestSchema,
        response: replies(managedListReplySchema),
      },
      preHandler: lookup,
    },
    async (request) => ok(await listManagedDeliveries(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.deliveryManagedDetail,
    {
      schema: {
        tags,
        summary: 'Managed delivery detail',
        body: managedDetailRequestSchema,
        response: replies(managedDetailSchema),
      },
      preHandler: lookup,
    },
    async (request) =>
      ok(
        await managedDeliveryDetail(deps, currentUser(request), request.body.estiSn, request.body.estiItemSn),
      ),
  );

  app.post(
    API_PATH.deliveryManagedFilterOptions,
    {
      schema: {
        tags,
        summary: 'Companies and events to filter by',
        response: replies(managedFilterOptionsSchema),
      },
      preHandler: lookup,
    },
    async (request) => ok(await managedFilterOptions(deps, currentUser(request))),
  );
};
