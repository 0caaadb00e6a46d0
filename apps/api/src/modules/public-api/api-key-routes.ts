import {
  API_KEY_PATH,
  apiKeyCreateRequestSchema,
  apiKeyIssuedReplySchema,
  apiKeyListReplySchema,
  apiKeyListRequestSchema,
  apiKeyRevokeReplySchema,
  apiKeyTargetRequestSchema,
  MANAGER_ROLES,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';
import { rotateApiKey } from './rotate-api-key';

/** The API key screen's calls (/integration/apiKey/list): operators and client managers (their own company). */
export const apiKeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const tags = ['integration'];
  app.post(
    API_KEY_PATH.list,
    {
      schema: {
        tags,
        summary: 'API keys',
        body: apiKeyListRequestSchema,
        response: replies(apiKeyListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listApiKeys(deps, currentUser(request), request.body)),
  );
  app.post(
    API_KEY_PATH.create,
    {
      schema: {
        tags,
        summary: 'Create an API key (shown once)',
        body: apiKeyCreateRequestSchema,
        response: replies(apiKeyIssuedReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await createApiKey(deps, currentUser(request), request.body)),
  );
  app.post(
    API_KEY_PATH.rotate,
    {
      schema: {
        tags,
        summary: 'Rotate an API key (new key shown once)',
        body: apiKeyTargetRequestSchema,
        response: replies(apiKeyIssuedReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await rotateApiKey(deps, currentUser(request), request.body.apiKeySn)),
  );
  app.post(
    API_KEY_PATH.revoke,
    {
      schema: {
        tags,
        summary: 'Revoke an API key',
        body: apiKeyTargetRequestSchema,
        response: replies(apiKeyRevokeReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await revokeApiKey(deps, currentUser(request), request.body.apiKeySn)),
  );
};
