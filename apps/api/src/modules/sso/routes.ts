import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** The sign-in start, callback and hand-off, and the SSO settings calls (decision 038). */
export const ssoRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
