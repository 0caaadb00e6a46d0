import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

export const ruleRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
