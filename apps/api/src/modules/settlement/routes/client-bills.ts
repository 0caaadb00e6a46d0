import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

/** Decision 037's calls of this ledger; filled in by its feature work. */
export const clientBillRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
