import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { lifeEventRoutes } from './routes/life-events';
import { ruleRoutes } from './routes/rules';
import { upcomingRoutes } from './routes/upcoming';

/**
 * Occasions that send themselves (decision 036), one plugin per screen area: the company rules (/occasion/list,
 * /occasion/save), the next 30 days (/occasion/upcoming) and the HR life events with the employees' requests.
 */
export const occasionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(ruleRoutes, deps);
  await app.register(upcomingRoutes, deps);
  await app.register(lifeEventRoutes, deps);
};
