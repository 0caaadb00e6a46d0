import {
  IDENTITY_PATH,
  identityCompanySchema,
  MANAGER_ROLES,
  ssoConfigSaveRequestSchema,
  ssoConfigTestReplySchema,
  ssoConfigViewSchema,
  ssoExchangeReplySchema,
  ssoExchangeRequestSchema,
  ssoStartQuerySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { clearedSsoCookie, ssoCookie, ssoCookieOf } from './sso-cookie';
import { exchangeSsoCode, finishSso, startSso } from './sso-login';
import { getSsoSettings, saveSsoSettings, testSsoSettings } from './sso-settings';

/** The sign-in start, callback and hand-off, and the SSO settings calls (decision 038). */
export const ssoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const tags = ['integration'];

  // Browser navigations: answered with redirects only, never a body with details.
  app.get(
    IDENTITY_PATH.ssoStart,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a company sign-in (302 to the provider)',
        querystring: ssoStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { location, state } = await startSso(deps, request.query, request.ip);
      if (state) reply.header('set-cookie', ssoCookie(deps.config, state));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
  app.get(
    IDENTITY_PATH.ssoCallback,
    { schema: { tags: ['auth'], summary: 'The provider returns here (302 to the web app)' } },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const { location } = await finishSso(deps, query, ssoCookieOf(request.headers.cookie));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
  app.post(
    IDENTITY_PATH.ssoExchange,
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time code for a session',
        body: ssoExchangeRequestSchema,
        response: replies(ssoExchangeReplySchema),
      },
    },
    async (request, reply) => {
      // The cookie has done its work once the exchange is tried: cleared whatever the outcome.
      reply.header('set-cookie', clearedSsoCookie(deps.config));
      return ok(await exchangeSsoCode(deps, request.body.code, ssoCookieOf(request.headers.cookie)));
    },
  );

  app.post(
    IDENTITY_PATH.ssoConfigDetail,
    {
      schema: {
        tags,
        summary: 'SSO settings of a company',
        body: identityCompanySchema,
        response: replies(ssoConfigViewSchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await getSsoSettings(deps, currentUser(request), request.body)),
  );
  app.post(
    IDENTITY_PATH.ssoConfigSave,
    {
      schema: {
        tags,
        summary: 'Save SSO settings',
        body: ssoConfigSaveRequestSchema,
        response: replies(ssoConfigViewSchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await saveSsoSettings(deps, currentUser(request), request.body)),
  );
  app.post(
    IDENTITY_PATH.ssoConfigTest,
    {
      schema: {
        tags,
        summary: 'Check the provider (discovery)',
        body: identityCompanySchema,
        response: replies(ssoConfigTestReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await testSsoSettings(deps, currentUser(request), request.body)),
  );
};
