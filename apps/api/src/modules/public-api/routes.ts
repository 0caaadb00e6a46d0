import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** /api/v1/... and the API key screens' calls (decision 038). */
export const publicApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
