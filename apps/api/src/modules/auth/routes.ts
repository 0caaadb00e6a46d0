import { ALL_AUTH_CDS, API_PATH, loginRequestSchema, loginUserDataSchema } from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser, EVERY_SESSION } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { login, logout } from './login';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    API_PATH.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with ID and password',
        body: loginRequestSchema,
        response: replies(loginUserDataSchema),
      },
    },
    async (request) => ok(await login(deps, request.body, request.ip)),
  );

  app.post(
    API_PATH.logout,
    {
      schema: { tags: ['auth'], summary: 'Revoke the presented token', response: replies(z.null()) },
      preHandler: deps.guard(ALL_AUTH_CDS, EVERY_SESSION),
    },
    async (request) => {
      const user = currentUser(request);
      await logout(deps, user.tokenHash);
      // This process forgets the session now; the others when the database's notice reaches them
      // (session/session-cache.ts).
      deps.sessionCache?.userChanged(user.unqUserId);
      return ok(null);
    },
  );
};
