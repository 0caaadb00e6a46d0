import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** The webhook screens' calls (decision 038). */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
