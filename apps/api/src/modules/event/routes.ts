import {
  API_PATH,
  applyReplySchema,
  applyRequestSchema,
  cardListReplySchema,
  cardListRequestSchema,
  cardSaveReplySchema,
  cardSaveRequestSchema,
  checkDeleteProdReplySchema,
  checkDeleteProdRequestSchema,
  curationReplySchema,
  curationRequestSchema,
  curationSaveRequestSchema,
  EVENT_EXPORT_COLUMNS,
  EXPORT_FILE_NAME,
  eventDetailSchema,
  eventExcelRequestSchema,
  eventKeySchema,
  eventListReplyPageSchema,
  eventListReplySchema,
  eventListRequestSchema,
  eventProdDetailSchema,
  eventSaveReplySchema,
  eventSaveRequestSchema,
  eventStatusReplySchema,
  eventStatusRequestSchema,
  giftDetailRequestSchema,
  giftDetailSchema,
  giftListReplySchema,
  giftListRequestSchema,
  giftOrderSchema,
  importReplySchema,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  orderDetailRequestSchema,
  orderHistoryReplySchema,
  prodKeySchema,
  prodOptionsReplySchema,
  prodOptionsRequestSchema,
  RECIPIENT_IMPORT_COLUMNS,
  RECIPIENT_IMPORT_SHEET,
  recipientAddReplySchema,
  recipientAddRequestSchema,
  recipientImportQuerySchema,
  recipientListReplySchema,
  recipientListRequestSchema,
  recipientRemoveReplySchema,
  recipientRemoveRequestSchema,
  selectReplySchema,
  selectRequestSchema,
  templateRequestSchema,
  testEventListRequestSchema,
  themeListReplySchema,
  themeSaveRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../http/excel-upload';
import { assertCompany } from '../../http/tenant';
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { invalidateLandingPages } from '../landing';
import { changeEventStatus } from './change-event-status';
import { checkDeleteProdPossible } from './check-delete-prod-possible';
import { getEventProduct, listEventProdOptions } from './event-products';
import { addEventRecipients, listEventRecipients, removeEventRecipients } from './event-recipients';
import { getEvent } from './get-event';
import { importEventRecipients } from './import-recipients';
import { listEventHistory } from './list-events';
import { companyGroups } from './repository';
import { saveEvent } from './save-event';
import {
  testApply,
  testEventList,
  testGiftDetail,
  testGiftList,
  testOrderDetail,
  testOrderHistory,
  testSelect,
} from './test-journey';
import { listCards, listCuration, listThemes, saveCard, saveCuration, saveTheme } from './themes-and-cards';

/**
 * Event management (spec §2 Event): operator admins (15, 99999) design events for client companies,
 * curate themes and cards, manage recipients and walk events in test mode. A client manager (25) may read their own
 * company's event history and details (their menu lists them); nobody else reaches these calls.
 */
export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  const operators = deps.guard(OPERATOR_ADMIN);
  const readers = deps.guard(MANAGER_ROLES);
  const tags = ['event'];
  // Themes and curations are what the landing shows: a saved change clears its cache before the caller hears of it.
  const landingWrites = new Set<string>([API_PATH.eventThemeSave, API_PATH.eventCurationSave]);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && landingWrites.has(request.routeOptions.url ?? ''))
      invalidateLandingPages();
    return payload;
  });

  app.post(
    API_PATH.eventManageList,
    {
      schema: {
        tags,
        summary: 'Event history',
        body: eventListRequestSchema,
        response: replies(eventListReplyPageSchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await listEventHistory(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventManageExcel,
    {
      schema: { tags, summary: 'Event history as xlsx (requestType EXPORT)', body: eventExcelRequestSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const page = await listEventHistory(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.event, EVENT_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.event, file, deps.now());
    },
  );
  app.post(
    API_PATH.eventManageDetail,
    {
      schema: { tags, summary: 'Event detail', body: eventKeySchema, response: replies(eventDetailSchema) },
      preHandler: readers,
    },
    async (request) => ok(await getEvent(deps, currentUser(request), request.body.eventSn)),
  );
  app.post(
    API_PATH.eventRecipientList,
    {
      schema: {
        tags,
        summary: 'Recipients of an event with their state',
        body: recipientListRequestSchema,
        response: replies(recipientListReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await listEventRecipients(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventManageSave,
    {
      schema: {
        tags,
        summary: 'Create (draft) or edit an event',
        body: eventSaveRequestSchema,
        response: replies(eventSaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveEvent(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventManageStatus,
    {
      schema: {
        tags,
        summary: 'Schedule, back to draft, cancel or close now',
        body: eventStatusRequestSchema,
        response: replies(eventStatusReplySchema),
      },
      preHandler: operators,
    },
    async (request) =>
      ok(
        await changeEventStatus(
          { db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl },
          currentUser(request),
          request.body,
        ),
      ),
  );
  app.post(
    API_PATH.eventRecipientAdd,
    {
      schema: {
        tags,
        summary: 'Add recipients (company, groups, picked)',
        body: recipientAddRequestSchema,
        response: replies(recipientAddReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await addEventRecipients(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventRecipientRemove,
    {
      schema: {
        tags,
        summary: 'Remove recipients who have not applied',
        body: recipientRemoveRequestSchema,
        response: replies(recipientRemoveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await removeEventRecipients(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventRecipientTemplate,
    {
      schema: { tags, summary: 'Recipient import template of a company', body: templateRequestSchema },
      preHandler: operators,
    },
    async (request, reply) => {
      assertCompany(currentUser(request), request.body.cmpyCd);
      const groups = await companyGroups(deps.db, request.body.cmpyCd);
      const file = await buildImportTemplate(RECIPIENT_IMPORT_SHEET, RECIPIENT_IMPORT_COLUMNS, {
        group: groups.map((g) => g.grupCd),
      });
      return sendXlsx(reply, EXPORT_FILE_NAME.recipientTemplate, file, deps.now());
    },
  );
  app.post(
    API_PATH.eventRecipientImport,
    {
      schema: {
        tags,
        summary: 'Import recipients from xlsx (multipart, part "file"; new IDs become accounts)',
        querystring: recipientImportQuerySchema,
        response: replies(importReplySchema),
      },
      preHandler: operators,
    },
    async (request) => {
      const user = currentUser(request);
      const bytes = await readXlsxUpload(request);
      return ok(await importEventRecipients(deps, user, request.query, bytes));
    },
  );
  app.post(
    API_PATH.checkDeleteProdPossible,
    {
      schema: {
        tags,
        summary: 'spec §7: may a product leave the event?',
        body: checkDeleteProdRequestSchema,
        response: replies(checkDeleteProdReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await checkDeleteProdPossible(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventProdOptions,
    {
      schema: {
        tags,
        summary: 'Products an event may offer (approved, in use)',
        body: prodOptionsRequestSchema,
        response: replies(prodOptionsReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listEventProdOptions(deps, request.body)),
  );
  app.post(
    API_PATH.eventProdDetail,
    {
      schema: {
        tags,
        summary: 'A product as the event shows it',
        body: prodKeySchema,
        response: replies(eventProdDetailSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await getEventProduct(deps, request.body.prodSn)),
  );

  // Themes, curation, message cards
  app.post(
    API_PATH.eventThemeList,
    { schema: { tags, summary: 'Themes', response: replies(themeListReplySchema) }, preHandler: operators },
    async () => ok({ list: await listThemes(deps) }),
  );
  app.post(
    API_PATH.eventThemeSave,
    {
      schema: {
        tags,
        summary: 'Create or edit a theme',
        body: themeSaveRequestSchema,
        response: replies(z.object({ tempSn: z.number().int() })),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveTheme(deps, request.body)),
  );
  app.post(
    API_PATH.eventCurationList,
    {
      schema: {
        tags,
        summary: "A theme's curated products",
        body: curationRequestSchema,
        response: replies(curationReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listCuration(deps, request.body.tempSn)),
  );
  app.post(
    API_PATH.eventCurationSave,
    {
      schema: {
        tags,
        summary: "Replace a theme's curated products (landing order)",
        body: curationSaveRequestSchema,
        response: replies(curationReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveCuration(deps, request.body)),
  );
  app.post(
    API_PATH.eventCardList,
    {
      schema: {
        tags,
        summary: 'Message cards',
        body: cardListRequestSchema,
        response: replies(cardListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok({ list: await listCards(deps, request.body.useYn ?? null) }),
  );
  app.post(
    API_PATH.eventCardSave,
    {
      schema: {
        tags,
        summary: 'Create or edit a message card',
        body: cardSaveRequestSchema,
        response: replies(cardSaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveCard(deps, request.body)),
  );

  // Test mode: the gift journey's bodies and replies, for operators, writing only event_test_order.
  app.post(
    API_PATH.eventTestEventList,
    {
      schema: {
        tags,
        summary: 'Test mode: the event under test',
        body: testEventListRequestSchema,
        response: replies(eventListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testEventList(deps, currentUser(request), request.body.eventSn)),
  );
  app.post(
    API_PATH.eventTestGiftList,
    {
      schema: {
        tags,
        summary: 'Test mode: gifts',
        body: giftListRequestSchema,
        response: replies(giftListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testGiftList(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventTestGiftDetail,
    {
      schema: {
        tags,
        summary: 'Test mode: one gift',
        body: giftDetailRequestSchema,
        response: replies(giftDetailSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testGiftDetail(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventTestSelect,
    {
      schema: {
        tags,
        summary: 'Test mode: choose',
        body: selectRequestSchema,
        response: replies(selectReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testSelect(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventTestApply,
    {
      schema: {
        tags,
        summary: 'Test mode: apply',
        body: applyRequestSchema,
        response: replies(applyReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testApply(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.eventTestOrderHistory,
    {
      schema: {
        tags,
        summary: 'Test mode: applied test orders',
        body: testEventListRequestSchema,
        response: replies(orderHistoryReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testOrderHistory(deps, currentUser(request), request.body.eventSn)),
  );
  app.post(
    API_PATH.eventTestOrderDetail,
    {
      schema: {
        tags,
        summary: 'Test mode: one test order',
        body: orderDetailRequestSchema,
        response: replies(giftOrderSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await testOrderDetail(deps, currentUser(request), request.body.ordSn)),
  );
};
