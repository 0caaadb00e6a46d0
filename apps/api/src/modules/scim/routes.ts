import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** /scim/v2/... and the SCIM token calls (decision 038). */
export const scimRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
