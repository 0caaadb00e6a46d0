import {
  ACCESS_TARGET,
  cursorPageOf,
  type LifeEventStatus,
  type LifeEventType,
  lifeEventCreatedSchema,
  lifeEventCreateSchema,
  lifeEventListQuerySchema,
  lifeEventSaveRequestSchema,
  type OccasionType,
  type OccurrenceState,
  occasionListQuerySchema,
  type PublicLifeEvent,
  type PublicOccasion,
  publicLifeEventSchema,
  publicOccasionSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { saveLifeEvent } from '../../occasion';
import { isoDateOf, isoKst, isoKstOrNull, ymdOf } from '../iso-time';
import { actorOf, callerOf, companyFilterOf, companyOf } from './api-caller';
import { decodeCursor, pageFrom } from './cursor';
import { problemResponse } from './openapi-document';
import { logApiRead } from './personal-data-log';
import { ProblemError, problem } from './problem';
import * as read from './read-repository';
import { publicRegistry } from './registry';

publicRegistry.add(publicOccasionSchema, { id: 'Occasion' });
publicRegistry.add(publicLifeEventSchema, { id: 'LifeEvent' });
publicRegistry.add(lifeEventCreateSchema, { id: 'LifeEventCreate' });

const occasionOf = (r: read.OccasionRow): PublicOccasion => ({
  occasionId: r.occurrenceSn,
  companyCode: r.cmpyCd,
  ruleId: r.ruleSn,
  ruleName: r.ruleNm,
  kind: r.occasionType as OccasionType,
  employeeNumber: r.sabun,
  occasionDate: isoDateOf(r.eventDt) ?? '',
  dueDate: isoDateOf(r.sendDt) ?? '',
  dueAt: isoKst(r.sendAt),
  years: r.years,
  lifeEventId: r.lifeEventSn,
  state: r.statCd as OccurrenceState,
  cancelReason: r.cancelReason,
  eventId: r.eventSn,
  sentAt: isoKstOrNull(r.sentAt),
  updatedAt: isoKst(r.updatedAt),
});

const lifeEventOf = (r: read.LifeEventRow): PublicLifeEvent => ({
  lifeEventId: r.lifeEventSn,
  companyCode: r.cmpyCd,
  employeeNumber: r.sabun,
  kind: r.occasionType as LifeEventType,
  date: isoDateOf(r.eventDt) ?? '',
  relation: r.relationCd as PublicLifeEvent['relation'],
  state: r.statCd as LifeEventStatus,
  // The employee's own request from my page is created by them (as the managers' list tells it).
  requestedByEmployee: r.createdBy === r.unqUserId,
  createdAt: isoKst(r.createdAt),
  updatedAt: isoKst(r.updatedAt),
});

/** Occasion gifts (events:read) and life events (employees:read, employees:write) of the public API (decision 036). */
export const occasionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/occasions',
    {
      config: { apiScope: 'events:read' },
      schema: {
        tags: ['occasions'],
        operationId: 'listOccasions',
        summary: 'Occasion gifts (upcoming, sent, skipped, cancelled), in order of change',
        querystring: occasionListQuerySchema,
        response: { 200: cursorPageOf(publicOccasionSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.dueFrom && q.dueTo && q.dueFrom > q.dueTo)
        throw new ProblemError(400, 'The request is not valid; see errors.', {
          errors: [{ pointer: '/query/dueTo', detail: 'dueTo is before dueFrom.' }],
        });
      const caller = callerOf(request);
      const cmpyCd = companyFilterOf(caller, q.companyCode);
      const rows = await read.listOccasions(deps.db, {
        cmpyCd,
        after: decodeCursor(q.cursor),
        limit: q.limit,
        ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
        ...(q.dueFrom ? { dueFrom: ymdOf(q.dueFrom) } : {}),
        ...(q.dueTo ? { dueTo: ymdOf(q.dueTo) } : {}),
        ...(q.state ? { state: q.state } : {}),
      });
      const page = pageFrom(rows, q.limit, (r) => [r.cursorTs, r.occurrenceSn], occasionOf);
      // Birthdays and bereavements by employee number: personal data, logged as the screens' lists are.
      await logApiRead(deps.db, caller, {
        target: ACCESS_TARGET.apiOccasions,
        cmpyCd,
        rowCount: page.data.length,
      });
      return page;
    },
  );

  app.get(
    '/life-events',
    {
      config: { apiScope: 'employees:read' },
      schema: {
        tags: ['life events'],
        operationId: 'listLifeEvents',
        summary: 'Life events and employee requests of every state, in order of change',
        querystring: lifeEventListQuerySchema,
        response: { 200: cursorPageOf(publicLifeEventSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const caller = callerOf(request);
      const cmpyCd = companyFilterOf(caller, q.companyCode);
      const rows = await read.listLifeEvents(deps.db, {
        cmpyCd,
        after: decodeCursor(q.cursor),
        limit: q.limit,
        ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
        ...(q.state ? { state: q.state } : {}),
        ...(q.kind ? { kind: q.kind } : {}),
      });
      const page = pageFrom(rows, q.limit, (r) => [r.cursorTs, r.lifeEventSn], lifeEventOf);
      await logApiRead(deps.db, caller, {
        target: ACCESS_TARGET.apiLifeEvents,
        cmpyCd,
        rowCount: page.data.length,
      });
      return page;
    },
  );

  app.post(
    '/life-events',
    {
      config: { apiScope: 'employees:write' },
      schema: {
        tags: ['life events'],
        summary: "Register an employee's life event (APPROVED at once; their occasions are recomputed)",
        operationId: 'createLifeEvent',
        body: lifeEventCreateSchema,
        response: {
          201: lifeEventCreatedSchema,
          404: problemResponse(404, 'No employee has this number in the company.'),
          409: problemResponse(
            409,
            'The employee already has this life event, or a request with this Idempotency-Key is still running.',
          ),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const b = request.body;
      const cmpyCd = companyOf(caller, b.companyCode);
      const person = await read.employeeByNumber(deps.db, cmpyCd, b.employeeNumber);
      if (!person) throw problem(404, 'No employee has this number.');
      const input = lifeEventSaveRequestSchema.safeParse({
        unqUserId: person.unqUserId,
        occasionType: b.kind,
        eventDt: ymdOf(b.date),
        relationCd: b.relation ?? null,
        memo: b.memo ?? null,
      });
      if (!input.success)
        throw new ProblemError(400, 'The request is not valid; see errors.', {
          errors: input.error.issues.map((i) => ({ pointer: pointerOf(i.path), detail: i.message })),
        });
      const saved = await saveLifeEvent(deps, actorOf(caller, cmpyCd), input.data);
      return reply.code(201).send({ lifeEventId: saved.lifeEventSn, state: saved.statCd });
    },
  );
};

const BODY_FIELD: Record<string, string> = { occasionType: 'kind', eventDt: 'date', relationCd: 'relation' };
const pointerOf = (path: readonly PropertyKey[]) => {
  const field = String(path[0] ?? '');
  return field ? `/body/${BODY_FIELD[field] ?? field}` : '/body';
};
