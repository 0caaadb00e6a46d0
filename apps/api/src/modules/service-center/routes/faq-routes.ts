import {
  ALL_AUTH_CDS,
  API_PATH,
  faqIdRequestSchema,
  faqListReplySchema,
  faqListRequestSchema,
  faqSaveReplySchema,
  faqSaveRequestSchema,
  faqSchema,
  SERVICE_CENTER_MESSAGES as M,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { getFaq, listFaqEntries } from '../list-faqs';
import { deleteFaq, saveFaq } from '../save-faq';

/** FAQ (spec §2 /serviceCenter/faq): everyone logged in reads; operator admins (15, 99999) save and delete. */
export const faqRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['service-center'];
  const anyRole = deps.guard(ALL_AUTH_CDS);
  const operatorAdmin = deps.guard(OPERATOR_ADMIN);

  app.post(
    API_PATH.faqList,
    {
      schema: {
        tags,
        summary: 'FAQs by category and search',
        body: faqListRequestSchema,
        response: replies(faqListReplySchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await listFaqEntries(deps, request.body)),
  );

  app.post(
    API_PATH.faqDetail,
    {
      schema: { tags, summary: 'One FAQ', body: faqIdRequestSchema, response: replies(faqSchema) },
      preHandler: anyRole,
    },
    async (request) => ok(await getFaq(deps, request.body.faqId)),
  );

  app.post(
    API_PATH.faqSave,
    {
      schema: {
        tags,
        summary: 'Create or edit an FAQ (operator admins)',
        body: faqSaveRequestSchema,
        response: replies(faqSaveReplySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => ok(await saveFaq(deps, currentUser(request), request.body), M.saved),
  );

  app.post(
    API_PATH.faqDelete,
    {
      schema: {
        tags,
        summary: 'Delete an FAQ (operator admins)',
        body: faqIdRequestSchema,
        response: replies(z.null()),
      },
      preHandler: operatorAdmin,
    },
    async (request) => {
      await deleteFaq(deps, request.body.faqId);
      return ok(null, M.deleted);
    },
  );
};
