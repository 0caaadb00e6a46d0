import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { invoiceRoutes } from './routes/invoice';
import { lineRoutes } from './routes/lines';
import { managedRoutes } from './routes/managed';
import { myDeliveryRoutes } from './routes/my-delivery';
import { myReturnRoutes } from './routes/my-return';
import { notApplyRoutes } from './routes/not-apply';
import { returnRoutes } from './routes/return';

/**
 * Deliveries, returns and exchanges, one plugin per screen area: the managed list, the order lines of apply, order
 * and release, their invoice Excel, returns, the not-applied, and the recipient's own orders and returns.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(managedRoutes, deps);
  await app.register(lineRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(returnRoutes, deps);
  await app.register(notApplyRoutes, deps);
  await app.register(myDeliveryRoutes, deps);
  await app.register(myReturnRoutes, deps);
};
