import {
  applicationIdParamSchema,
  changeListQuerySchema,
  cursorPageOf,
  DELIVERY_STATUS_LABEL,
  type DeliveryStatus,
  deliveryIdParamSchema,
  EVENT_STATUS_LABEL,
  type EventStatus,
  eventCreatedSchema,
  eventCreateSchema,
  eventIdParamSchema,
  eventListQuerySchema,
  eventSaveRequestSchema,
  groupListQuerySchema,
  publicApplicationSchema,
  publicDeliverySchema,
  publicEventSchema,
  recipientsAddedSchema,
  recipientsAddSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { addEventRecipients, saveEvent } from '../../event';
import { isoKst, isoKstOrNull, isoOfKst, kstParts } from '../iso-time';
import { actorOf, callerOf, companyFilterOf, companyOf } from './api-caller';
import { decodeCursor, pageFrom } from './cursor';
import { problemResponse } from './openapi-document';
import { ProblemError, problem } from './problem';
import * as read from './read-repository';

type EventRow = NonNullable<Awaited<ReturnType<typeof read.findEvent>>>;
const eventOf = (r: EventRow) => ({
  eventId: r.eventSn,
  companyCode: r.cmpyCd,
  name: r.eventNm,
  status: r.eventStatCd,
  statusName: EVENT_STATUS_LABEL[r.eventStatCd as EventStatus] ?? r.eventStatCd,
  startsAt: isoOfKst(r.startDt, r.startTm),
  endsAt: isoOfKst(r.endDt, r.endTm),
  budget: r.budgetAmt,
  selectCount: r.selectCnt,
  recipientCount: Number(r.recipientCount),
  createdAt: isoKst(r.createdAt),
});

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof read.findApplication>>>;
const applicationOf = (r: ApplicationRow) => ({
  applicationId: r.ordSn,
  eventId: r.eventSn,
  companyCode: r.cmpyCd,
  employeeNumber: r.sabun,
  status: r.ordStatCd === '09' ? ('CANCELLED' as const) : ('APPLIED' as const),
  productId: r.prodSn,
  productName: r.prodNm,
  optionName: r.optNm,
  quantity: r.quantity,
  unitPrice: r.unitPrice,
  extrasAmount: r.extrasAmt,
  paidAmount: r.payAmt,
  appliedAt: isoKstOrNull(r.appliedAt),
  updatedAt: isoKst(r.updatedAt),
});

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof read.findDelivery>>>;
const deliveryOf = (r: DeliveryRow) => ({
  deliveryId: r.estiItemSn,
  applicationId: r.ordSn,
  eventId: r.eventSn,
  companyCode: r.cmpyCd,
  productId: r.prodSn,
  quantity: r.quantity,
  status: r.deliStatCd,
  statusName: DELIVERY_STATUS_LABEL[r.deliStatCd as DeliveryStatus] ?? r.deliStatCd,
  carrierCode: r.carrierCd,
  invoiceNumber: r.invoiceNo,
  releasedAt: isoKstOrNull(r.releasedAt),
  deliveredAt: isoKstOrNull(r.deliveredAt),
  updatedAt: isoKst(r.updatedAt),
});

/** Events (events:read, events:write), applications and deliveries (orders:read) of the public API. */
export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/events',
    {
      config: { apiScope: 'events:read' },
      schema: {
        tags: ['events'],
        operationId: 'listEvents',
        summary: 'List events',
        querystring: eventListQuerySchema,
        response: { 200: cursorPageOf(publicEventSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const after = decodeCursor(q.cursor, 'markerAndId');
      const rows = await read.listEvents(deps.db, {
        cmpyCd: companyFilterOf(callerOf(request), q.companyCode),
        afterId: after ? Number(after[1]) : null,
        limit: q.limit,
        ...(q.status ? { status: q.status } : {}),
      });
      return pageFrom(rows, q.limit, (r) => ['e', r.eventSn], eventOf);
    },
  );
  app.get(
    '/events/:eventId',
    {
      config: { apiScope: 'events:read' },
      schema: {
        tags: ['events'],
        operationId: 'getEvent',
        summary: 'One event',
        params: eventIdParamSchema,
        querystring: groupListQuerySchema,
        response: { 200: publicEventSchema, 404: problemResponse(404, 'No such event for this key.') },
      },
    },
    async (request) => {
      const cmpyCd = companyFilterOf(callerOf(request), request.query.companyCode);
      const row = await read.findEvent(deps.db, cmpyCd, request.params.eventId);
      if (!row) throw problem(404, 'No such event.');
      return eventOf(row);
    },
  );
  app.post(
    '/events',
    {
      config: { apiScope: 'events:write' },
      schema: {
        tags: ['events'],
        operationId: 'createEvent',
        summary: 'Create a draft event',
        body: eventCreateSchema,
        response: { 201: eventCreatedSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const b = request.body;
      const cmpyCd = companyOf(caller, b.companyCode);
      const start = kstParts(b.startsAt);
      const end = kstParts(b.endsAt);
      const input = eventSaveRequestSchema.safeParse({
        cmpyCd,
        eventNm: b.name,
        startDt: start.ymd,
        startTm: start.hms,
        endDt: end.ymd,
        endTm: end.hms,
        greeting: b.greeting ?? null,
        budgetAmt: b.budget ?? null,
        selectCnt: b.selectCount,
        selectType: '01',
        products: [],
      });
      if (!input.success)
        throw new ProblemError(400, 'The request is not valid; see errors.', {
          errors: input.error.issues.map((i) => ({ pointer: '/body', detail: i.message })),
        });
      const saved = await saveEvent(deps, actorOf(caller, cmpyCd), input.data);
      return reply.code(201).send({ eventId: saved.eventSn, companyCode: saved.cmpyCd });
    },
  );
  app.post(
    '/events/:eventId/recipients',
    {
      config: { apiScope: 'events:write' },
      schema: {
        tags: ['events'],
        operationId: 'addEventRecipients',
        summary:
          'Add recipients by employee number; numbers of no active employee (unknown, deactivated or not approved) are reported in unknownEmployeeNumbers',
        params: eventIdParamSchema,
        body: recipientsAddSchema,
        response: { 200: recipientsAddedSchema, 404: problemResponse(404, 'No such event for this key.') },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const ev = await read.findEvent(deps.db, caller.cmpyCd, request.params.eventId);
      if (!ev) throw problem(404, 'No such event.');
      const asked = [...new Set(request.body.employeeNumbers)];
      const found = await read.usersByNumbers(deps.db, ev.cmpyCd, asked);
      const known = new Set(found.map((u) => u.sabun));
      const unknownEmployeeNumbers = asked.filter((n) => !known.has(n));
      if (found.length === 0)
        return { added: 0, recipientCount: Number(ev.recipientCount), unknownEmployeeNumbers };
      const result = await addEventRecipients(deps, actorOf(caller, ev.cmpyCd), {
        eventSn: ev.eventSn,
        scope: 'USERS',
        grupCdList: [],
        unqUserIdList: [...new Set(found.map((u) => u.unqUserId))],
      });
      return { added: result.addedCount, recipientCount: result.recipientCount, unknownEmployeeNumbers };
    },
  );

  app.get(
    '/applications',
    {
      config: { apiScope: 'orders:read' },
      schema: {
        tags: ['applications'],
        operationId: 'listApplications',
        summary: 'Gift applications (applied or cancelled), in order of change',
        querystring: changeListQuerySchema,
        response: { 200: cursorPageOf(publicApplicationSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await read.listApplications(deps.db, {
        cmpyCd: companyFilterOf(callerOf(request), q.companyCode),
        after: decodeCursor(q.cursor),
        limit: q.limit,
        ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
      });
      return pageFrom(rows, q.limit, (r) => [r.cursorTs, r.ordSn], applicationOf);
    },
  );
  app.get(
    '/applications/:applicationId',
    {
      config: { apiScope: 'orders:read' },
      schema: {
        tags: ['applications'],
        operationId: 'getApplication',
        summary: 'One application',
        params: applicationIdParamSchema,
        response: {
          200: publicApplicationSchema,
          404: problemResponse(404, 'No such application for this key.'),
        },
      },
    },
    async (request) => {
      const row = await read.findApplication(deps.db, callerOf(request).cmpyCd, request.params.applicationId);
      if (!row) throw problem(404, 'No such application.');
      return applicationOf(row);
    },
  );
  app.get(
    '/deliveries',
    {
      config: { apiScope: 'orders:read' },
      schema: {
        tags: ['deliveries'],
        operationId: 'listDeliveries',
        summary: 'Delivery lines with state, carrier and invoice number, in order of change',
        querystring: changeListQuerySchema,
        response: { 200: cursorPageOf(publicDeliverySchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await read.listDeliveries(deps.db, {
        cmpyCd: companyFilterOf(callerOf(request), q.companyCode),
        after: decodeCursor(q.cursor),
        limit: q.limit,
        ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
      });
      return pageFrom(rows, q.limit, (r) => [r.cursorTs, r.estiItemSn], deliveryOf);
    },
  );
  app.get(
    '/deliveries/:deliveryId',
    {
      config: { apiScope: 'orders:read' },
      schema: {
        tags: ['deliveries'],
        operationId: 'getDelivery',
        summary: 'One delivery line',
        params: deliveryIdParamSchema,
        response: {
          200: publicDeliverySchema,
          404: problemResponse(404, 'No such delivery line for this key.'),
        },
      },
    },
    async (request) => {
      const row = await read.findDelivery(deps.db, callerOf(request).cmpyCd, request.params.deliveryId);
      if (!row) throw problem(404, 'No such delivery.');
      return deliveryOf(row);
    },
  );
};
