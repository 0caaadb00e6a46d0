import { PUBLIC_API_PREFIX } from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { apiKeyRoutes } from './api-key-routes';
import { publicApiV1 } from './v1/plugin';

/** /api/v1/... and the API key screens' calls (decision 038). */
export const publicApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(apiKeyRoutes, deps);
  // Its own context: the problem+json handlers, hooks and document apply to /api/v1 only.
  await app.register(publicApiV1, { ...deps, prefix: PUBLIC_API_PREFIX });
};
