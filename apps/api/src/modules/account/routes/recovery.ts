import {
  ACCOUNT_MESSAGES,
  ALL_AUTH_CDS,
  API_PATH,
  confirmAuthNumberReplySchema,
  confirmAuthNumberRequestSchema,
  findIdReplySchema,
  findIdRequestSchema,
  sendAuthNumberReplySchema,
  sendAuthNumberRequestSchema,
  updateUserPasswordRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser, FIRST_LOGIN_SESSION } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { pageLanguage } from '../../../http/page-language';
import { confirmAuthNumber } from '../confirm-auth-number';
import { findId } from '../find-id';
import { resetPassword } from '../reset-password';
import { sendAuthNumber } from '../send-auth-number';

/** Auth numbers, find ID and find password: public calls, throttled in their use cases. */
export const recoveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];
  // The first-login step and a phone change need the session they belong to.
  const firstLoginSession = deps.guard(ALL_AUTH_CDS, FIRST_LOGIN_SESSION);
  const fullSession = deps.guard(ALL_AUTH_CDS);

  // Sending is public for find ID, find password and sign-up; first-login and phone changes need the session.
  app.post(
    API_PATH.sendAuthNumber,
    {
      schema: {
        tags,
        summary: 'Send a 6-digit auth number by SMS or mail',
        body: sendAuthNumberRequestSchema,
        response: replies(sendAuthNumberReplySchema),
      },
    },
    async (request) => {
      let caller = null;
      if (request.body.purpose === 'FIRST_LOGIN' || request.body.purpose === 'TEL_NO') {
        const guard = request.body.purpose === 'FIRST_LOGIN' ? firstLoginSession : fullSession;
        await guard(request, undefined as never);
        caller = currentUser(request);
      }
      // The page's language (decision 055): the number arrives in the language the person is reading.
      const language = pageLanguage(request);
      const reply = await sendAuthNumber(deps, request.body, request.ip, caller, language);
      return ok(reply, ACCOUNT_MESSAGES.authNumberSent);
    },
  );
  app.post(
    API_PATH.confirmAuthNumber,
    {
      schema: {
        tags,
        summary: 'Confirm an auth number; returns a one-use authToken',
        body: confirmAuthNumberRequestSchema,
        response: replies(confirmAuthNumberReplySchema),
      },
    },
    async (request) => ok(await confirmAuthNumber(deps, request.body, request.ip)),
  );
  app.post(
    API_PATH.findIdByEmail,
    {
      schema: {
        tags,
        summary: 'Find ID by e-mail (masked)',
        body: findIdRequestSchema,
        response: replies(findIdReplySchema),
      },
    },
    async (request) => ok(await findId(deps, request.body.authToken, 'EMAIL')),
  );
  app.post(
    API_PATH.findIdByPhone,
    {
      schema: {
        tags,
        summary: 'Find ID by phone (masked)',
        body: findIdRequestSchema,
        response: replies(findIdReplySchema),
      },
    },
    async (request) => ok(await findId(deps, request.body.authToken, 'PHONE')),
  );
  app.post(
    API_PATH.updateUserPassword,
    {
      schema: {
        tags,
        summary: 'Find password step 3: new password',
        body: updateUserPasswordRequestSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );
};
