import {
  ALL_AUTH_CDS,
  API_PATH,
  categoryListReplySchema,
  multiSolutionCodesReplySchema,
  multiSolutionCodesRequestSchema,
  serviceUrlMapSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ok, replies } from '../../http/envelope';
import { publicBaseUrl } from '../../http/public-url';
import { categoryTree, listSolutionCodes } from './list-codes';

/** Service codes this one process answers for (ARCHITECTURE "Contract"): a split deployment changes only this map. */
const SERVICE_CODES = ['single', 'sso', 'pcs', 'platform', 'fcm', 'home'] as const;

export const codeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API_PATH.serviceUrls,
    {
      schema: {
        tags: ['codes'],
        summary: 'Service addresses by code',
        response: replies(serviceUrlMapSchema),
      },
    },
    async () => {
      const base = publicBaseUrl(deps.config);
      return ok(Object.fromEntries(SERVICE_CODES.map((c) => [c, base])));
    },
  );

  app.post(
    API_PATH.multiSolutionCodes,
    {
      schema: {
        tags: ['codes'],
        summary: 'Code lists of several groups at once',
        body: multiSolutionCodesRequestSchema,
        response: replies(multiSolutionCodesReplySchema),
      },
    },
    async (request) => ok(await listSolutionCodes(deps.db, request.body)),
  );

  app.post(
    API_PATH.categoryList,
    {
      schema: { tags: ['codes'], summary: 'Category tree', response: replies(categoryListReplySchema) },
      preHandler: deps.guard(ALL_AUTH_CDS),
    },
    async () => ok(await categoryTree(deps.db)),
  );
};
