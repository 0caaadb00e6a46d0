import { API_PATH, phoneLoginRequestSchema, saveFirstLoginReplySchema } from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { ok, replies } from '../../../http/envelope';
import { phoneLogin } from '../phone-login';

/**
 * Phone login spends a LOGIN auth number, which this module sends and confirms; the session it opens is auth's. Its
 * OpenAPI tag stays with the other logins.
 */
export const phoneLoginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    API_PATH.phoneLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Phone login with a confirmed LOGIN auth number',
        body: phoneLoginRequestSchema,
        response: replies(saveFirstLoginReplySchema),
      },
    },
    async (request) => ok(await phoneLogin(deps, request.body.authToken)),
  );
};
