import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { faqRoutes } from './routes/faq-routes';
import { noticeRoutes } from './routes/notice-routes';
import { qnaRoutes } from './routes/qna-routes';

/** The service centre, one plugin per board: notices, FAQ and one-to-one questions. */
export const serviceCenterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(noticeRoutes, deps);
  await app.register(faqRoutes, deps);
  await app.register(qnaRoutes, deps);
};
