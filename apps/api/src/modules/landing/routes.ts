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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findFile } from '../files';
import { answerInquiry } from './answer-inquiry';
import { BROCHURE_FILE_ID, ensureBrochure } from './brochure';
import { handleInquiry } from './handle-inquiry';
import { insertLandingInquiry, requestBrochure } from './insert-inquiry';
import { cachedJson } from './landing-cache';
import { landingProductDetail } from './landing-product-detail';
import { landingProductSummary } from './landing-product-summary';
import { landingInquiryDetail, listLandingInquiries } from './list-inquiries';
import { listEventTemplates, listGoodsByCategory, listGoodsByEventTheme } from './list-landing-goods';
import { listLandingProductPage } from './list-landing-products';

/** Browsers keep a public catalogue GET this long, then revalidate it with its ETag (a 304 when unchanged). */
const CATALOGUE_MAX_AGE_S = 30;

/**
 * Sends a public catalogue reply from the landing cache (landing-cache.ts): the 2000 envelope as cached JSON text,
 * which Fastify sends as is. The reply was checked against its contract when it was cached. GET replies carry an
 * ETag and a short public Cache-Control and answer a matching If-None-Match with 304.
 */
async function sendCatalogue(
  scope: object,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  const cached = await cachedJson(scope, key, async () => ok(await load()));
  reply.header('content-type', 'application/json; charset=utf-8');
  if (request.method === 'GET') {
    reply.header('etag', cached.etag).header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_S}`);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  }
  return reply.send(cached.text);
}

const searchKey = (body: z.output<typeof landingProdListRequestSchema>) =>
  JSON.stringify([
    body.page,
    body.searchCategory ?? null,
    body.searchProdNm ?? null,
    body.orderbyPrice ?? null,
    body.searchTempSn ?? null,
    body.orderbyNew ?? null,
    body.checkOrderByPrice ?? null,
  ]);

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
    async (request, reply) =>
      sendCatalogue(deps.db, request, reply, 'by-category', async () =>
        landingByCategoryReplySchema.parse(await listGoodsByCategory(deps)),
      ),
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
    async (request, reply) =>
      sendCatalogue(deps.db, request, reply, 'by-theme', async () =>
        landingByEventThemeReplySchema.parse(await listGoodsByEventTheme(deps)),
      ),
  );

  app.post(
    API_PATH.landingEventTempList,
    { schema: { tags, summary: 'Landing theme tabs', response: replies(eventTempListReplySchema) } },
    async (request, reply) =>
      sendCatalogue(deps.db, request, reply, 'temp-list', async () =>
        eventTempListReplySchema.parse(await listEventTemplates(deps)),
      ),
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
    // The key is the parsed body in a fixed field order, so equal searches share one entry.
    async (request, reply) =>
      sendCatalogue(deps.db, request, reply, `prod-list:${searchKey(request.body)}`, async () =>
        landingProdListReplySchema.parse(await listLandingProductPage(deps, request.body)),
      ),
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
    async (request, reply) =>
      sendCatalogue(deps.db, request, reply, `detail:${request.params.prodSn}`, async () =>
        landingProdDetailReplySchema.parse(await landingProductDetail(deps, request.params.prodSn)),
      ),
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
      // One storage call when the brochure is there (each is a request on S3); it is made on first use.
      let file = await findFile(deps.db, BROCHURE_FILE_ID);
      let stream = file ? await deps.storage.get(file.storageKey) : null;
      if (!stream) {
        file = await findFile(deps.db, await ensureBrochure(deps));
        stream = file ? await deps.storage.get(file.storageKey) : null;
      }
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
