import {
  ACCOUNT_MESSAGES,
  ALL_AUTH_CDS,
  API_PATH,
  changePasswordRequestSchema,
  confirmExistPasswordReplySchema,
  confirmExistPasswordRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser, PASSWORD_CHANGE_SESSIONS } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { changePassword } from '../change-password';
import { confirmExistPassword } from '../confirm-exist-password';

/** The signed-in user's password: change it (expired or my page) and check it. 'any' lets a first-login session in. */
export const passwordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];
  const passwordChange = deps.guard(ALL_AUTH_CDS, PASSWORD_CHANGE_SESSIONS);

  app.post(
    API_PATH.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (expired or my page)',
        body: changePasswordRequestSchema,
        response: replies(z.null()),
      },
      preHandler: passwordChange,
    },
    async (request) => {
      await changePassword(deps, currentUser(request), request.body);
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );
  app.post(
    API_PATH.confirmExistPassword,
    {
      schema: {
        tags,
        summary: "Check the caller's password: 'valid' or 'not valid'",
        body: confirmExistPasswordRequestSchema,
        response: replies(confirmExistPasswordReplySchema),
      },
      preHandler: passwordChange,
    },
    async (request) => ok(await confirmExistPassword(deps, currentUser(request), request.body.password)),
  );
};
