import {
  API_PATH,
  contactInquirySchema,
  downloadInsertReplySchema,
  eventTempListReplySchema,
  inquiryAnswerRequestSchema,
  inquiryDetailRequestSchema,
  inquiryHandleRequestSchema,
  inquiryListReplySchema,
  inquiryListRequestSchema,
  inquirySchema,
  LANDING_MESSAGES,
  landingByCategoryReplySchema,
  landingByEventThemeReplySchema,
  landingProdDetailParamsSchema,
  landingProdDetailReplySchema,
  landingProdListReplySchema,
  landingProdListRequestSchema,
  landingProdSummaryReplySchema,
  landingProdSummaryRequestSchema,
  NOT_FOUND_TEXT,
  OPERATOR_ADMIN,
  questionInsertReplySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findFile } from '../files/repository';
import { answerInquiry } from './answer-inquiry';
import { BROCHURE_FILE_ID, ensureBrochure } from './brochure';
import { handleInquiry } from './handle-inquiry';
import { insertLandingInquiry, requestBrochure } from './insert-inquiry';
import { landingProductDetail } from './landing-product-detail';
import { landingProductSummary } from './landing-product-summary';
import { landingInquiryDetail, listLandingInquiries } from './list-inquiries';
import { listEventTemplates, listGoodsByCategory, listGoodsByEventTheme } from './list-landing-goods';
import { listLandingProductPage } from './list-landing-products';

/** Contact calls are public: a modest per-address limit keeps the sales inbox usable. */
const CONTACT_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The public landing site (spec §2 Landing screens, §7): catalogue reads and the contact calls need no token.
 * Operators (15, 99999) read the stored inquiries.
 */
export const landingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['landing'];

  app.get(
    API_PATH.landingByCategory,
    {
      schema: { tags, summary: 'Landing goods by category', response: replies(landingByCategoryReplySchema) },
    },
    async () => ok(await listGoodsByCategory(deps)),
  );

  app.get(
    API_PATH.landingByEventTheme,
    {
      schema: {
        tags,
        summary: 'Landing goods by event theme',
        response: replies(landingByEventThemeReplySchema),
      },
    },
    async () => ok(await listGoodsByEventTheme(deps)),
  );

  app.post(
    API_PATH.landingEventTempList,
    { schema: { tags, summary: 'Landing theme tabs', response: replies(eventTempListReplySchema) } },
    async () => ok(await listEventTemplates(deps)),
  );

  app.post(
    API_PATH.landingEventProdList,
    {
      schema: {
        tags,
        summary: 'Landing product search (15 a page)',
        body: landingProdListRequestSchema,
        response: replies(landingProdListReplySchema),
      },
    },
    async (request) => ok(await listLandingProductPage(deps, request.body)),
  );

  app.get(
    API_PATH.landingProdDetail,
    {
      schema: {
        tags,
        summary: 'Landing product detail (sanitized HTML)',
        params: landingProdDetailParamsSchema,
        response: replies(landingProdDetailReplySchema),
      },
    },
    async (request) => ok(await landingProductDetail(deps, request.params.prodSn)),
  );

  app.post(
    API_PATH.landingProdSummary,
    {
      schema: {
        tags,
        summary: 'Name, brand and price of landing products (detail, chosen products)',
        body: landingProdSummaryRequestSchema,
        response: replies(landingProdSummaryReplySchema),
      },
    },
    async (request) => ok(await landingProductSummary(deps, request.body.prodSnList)),
  );

  app.post(
    API_PATH.questionInsert,
    {
      schema: {
        tags,
        summary: 'Contact inquiry',
        body: contactInquirySchema,
        response: replies(questionInsertReplySchema),
      },
      config: CONTACT_RATE_LIMIT,
    },
    async (request) => ok({ inquirySn: await insertLandingInquiry(deps, 'QUESTION', request.body) }),
  );

  app.post(
    API_PATH.downloadInsert,
    {
      schema: {
        tags,
        summary: 'Brochure request (returns the brochure file id)',
        body: contactInquirySchema,
        response: replies(downloadInsertReplySchema),
      },
      config: CONTACT_RATE_LIMIT,
    },
    async (request) => ok(await requestBrochure(deps, request.body)),
  );

  app.get(
    '/download/:fileId/0',
    {
      schema: {
        tags,
        summary: 'The brochure PDF',
        params: z.object({ fileId: z.string().regex(/^\d{1,20}$/, LANDING_MESSAGES.fileIdInvalid) }),
      },
    },
    async (request, reply) => {
      if (request.params.fileId !== BROCHURE_FILE_ID) throw notFound(NOT_FOUND_TEXT.file);
      await ensureBrochure(deps);
      const file = await findFile(deps.db, BROCHURE_FILE_ID);
      const stream = file ? await deps.storage.get(file.storageKey) : null;
      if (!file || !stream) throw notFound(NOT_FOUND_TEXT.file);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        )
        .send(stream);
    },
  );

  const operatorAdmin = deps.guard(OPERATOR_ADMIN);
  app.post(
    API_PATH.inquiryList,
    {
      schema: {
        tags,
        summary: 'Landing inquiries (operators)',
        body: inquiryListRequestSchema,
        response: replies(inquiryListReplySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => ok(await listLandingInquiries(deps, request.body)),
  );

  app.post(
    API_PATH.inquiryDetail,
    {
      schema: {
        tags,
        summary: 'One landing inquiry (operators)',
        body: inquiryDetailRequestSchema,
        response: replies(inquirySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => ok(await landingInquiryDetail(deps, request.body.inquirySn)),
  );

  app.post(
    API_PATH.inquiryHandle,
    {
      schema: {
        tags,
        summary: 'Mark a landing inquiry handled with a memo (operators)',
        body: inquiryHandleRequestSchema,
        response: replies(inquirySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => ok(await handleInquiry(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.inquiryAnswer,
    {
      schema: {
        tags,
        summary: 'Answer a landing inquiry; the answer is mailed to the inquirer (operators)',
        body: inquiryAnswerRequestSchema,
        response: replies(inquirySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => ok(await answerInquiry(deps, currentUser(request), request.body)),
  );
};
