import { ALL_AUTH_CDS, API_PATH, solutionListReplySchema, solutionListRequestSchema } from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { publicBaseUrl } from '../../http/public-url';
import { listUserSolutions } from './list-solutions';

/** The solution switcher's list (spec §7 Solution launch): any signed-in business role. */
export const solutionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    API_PATH.solutionList,
    {
      schema: {
        tags: ['solution'],
        summary: "The caller's solutions with names, link types and addresses",
        body: solutionListRequestSchema,
        response: replies(solutionListReplySchema),
      },
      preHandler: deps.guard(ALL_AUTH_CDS),
    },
    async (request) => ok(await listUserSolutions(deps, currentUser(request), publicBaseUrl(deps.config))),
  );
};
