import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientBillRoutes } from './routes/client-bills';
import { marginRoutes } from './routes/margins';
import { vendorStatementRoutes } from './routes/vendor-statements';

/**
 * Money in and out (decision 037), one plugin per ledger: the client companies' monthly bills with their tax
 * invoices, the vendors' monthly statements, and the operators' margins.
 */
export const settlementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(clientBillRoutes, deps);
  await app.register(vendorStatementRoutes, deps);
  await app.register(marginRoutes, deps);
};
