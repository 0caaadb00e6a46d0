import {
  API_PATH,
  managedDetailRequestSchema,
  managedDetailSchema,
  managedFilterOptionsSchema,
  managedListReplySchema,
  managedListRequestSchema,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { getManagedDelivery } from '../get-managed-delivery';
import { getManagedFilterOptions } from '../get-managed-filter-options';
import { listManagedDeliveries } from '../list-managed-deliveries';

/**
 * spec §2 /delivery/managed and its detail. spec §6: the managed delivery list and detail require 15 or 99999 (full
 * names, phones and addresses of every company). Client managers get views of their own company's deliveries
 * elsewhere, not this one.
 */
export const managedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const lookup = deps.guard(OPERATOR_ADMIN);
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
      ok(await getManagedDelivery(deps, currentUser(request), request.body.estiSn, request.body.estiItemSn)),
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
    async (request) => ok(await getManagedFilterOptions(deps, currentUser(request))),
  );
};
