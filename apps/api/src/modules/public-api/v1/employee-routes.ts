import {
  ACCESS_TARGET,
  companyBodySchema,
  cursorPageOf,
  employeeListQuerySchema,
  employeeNumberParamSchema,
  employeeUpsertSchema,
  groupListQuerySchema,
  matchLanguage,
  type PublicEmployee,
  publicEmployeeSchema,
  publicGroupSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { EmployeePageParams } from '../../employee-page-cache';
import { isoDateOf, isoKst } from '../iso-time';
import { type ApiCaller, callerOf, companyFilterOf, companyOf } from './api-caller';
import { decodeCursor, pageJsonOf } from './cursor';
import { problemResponse } from './openapi-document';
import { logApiRead } from './personal-data-log';
import { problem } from './problem';
import { type EmployeeRow, employeeByNumber, employeePageJson, listGroups } from './read-repository';
import { upsertEmployee } from './upsert-employee';

/**
 * An employee as this key may read it: the birth date with its year only under the employees:birthdate scope,
 * which only operators grant; everyone gets the month and day a client manager's screen shows.
 */
export const employeeOf = (caller: ApiCaller, r: EmployeeRow): PublicEmployee => ({
  employeeNumber: r.sabun,
  loginId: r.userId,
  companyCode: r.cmpyCd ?? '',
  name: r.userNm,
  email: r.email,
  phone: r.telNo,
  groupCode: r.grupCd,
  active: r.useYn === 'Y',
  hireDate: isoDateOf(r.hireDt),
  leaveDate: isoDateOf(r.leaveDt),
  birthDate: caller.scopes.includes('employees:birthdate') ? isoDateOf(r.birthDt) : null,
  birthMonthDay: isoDateOf(r.birthDt)?.slice(5) ?? null,
  birthCalendar: r.birthDt ? (r.lunarYn === 'Y' ? 'LUNAR' : 'SOLAR') : null,
  preferredLanguage: matchLanguage(r.preferredLanguage),
  updatedAt: isoKst(r.updatedAt),
});

const JSON_TYPE = 'application/json; charset=utf-8';
const employeePageSchema = cursorPageOf(publicEmployeeSchema);
type EmployeePage = z.infer<typeof employeePageSchema>;

const notFound = problemResponse(404, 'No employee has this number in the company.');

/** Employees and groups of the public API (scopes employees:read and employees:write). */
export const employeeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['employees'];
  // A reply with one employee's record is a read of that person (the writes answer with it too).
  const logDetail = (caller: ApiCaller, row: EmployeeRow) =>
    logApiRead(deps.db, caller, {
      target: ACCESS_TARGET.apiEmployees,
      cmpyCd: row.cmpyCd,
      rowCount: 1,
      targetId: row.unqUserId,
    });
  app.get(
    '/employees',
    {
      config: { apiScope: 'employees:read' },
      schema: {
        tags,
        operationId: 'listEmployees',
        summary: 'List employees',
        querystring: employeeListQuerySchema,
        response: { 200: employeePageSchema },
      },
    },
    // The reply's JSON comes written from PostgreSQL (employeePageJson, the same bytes employeeOf and the response
    // schema would give): bytes sent as application/json skip the serializer; the schema stays the document's.
    // On PostgreSQL the text is kept in the process until the database says the company's employees changed
    // (modules/employee-page-cache); the access log row is written for every reply, kept page or not.
    async (request, reply) => {
      const q = request.query;
      const caller = callerOf(request);
      const cmpyCd = companyFilterOf(caller, q.companyCode);
      const params: EmployeePageParams = {
        cmpyCd,
        after: decodeCursor(q.cursor, 'timeAndText'),
        limit: q.limit,
        birthYear: caller.scopes.includes('employees:birthdate'),
        ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
        ...(q.active ? { active: q.active === 'true' } : {}),
        ...(q.groupCode ? { grupCd: q.groupCode } : {}),
      };
      const read = async () => {
        const page = await employeePageJson(deps.db, params);
        return { body: Buffer.from(pageJsonOf(page.data, page.next)), shown: page.shown };
      };
      const page = deps.employeePageCache
        ? await deps.employeePageCache.find(params, deps.now(), read)
        : await read();
      await logApiRead(deps.db, caller, {
        target: ACCESS_TARGET.apiEmployees,
        cmpyCd,
        rowCount: page.shown,
      });
      // Typed as the schema's object, sent as its JSON bytes (Fastify sends a Buffer as it is, its length the
      // Content-Length).
      return reply.type(JSON_TYPE).send(page.body as unknown as EmployeePage);
    },
  );

  app.get(
    '/employees/:employeeNumber',
    {
      config: { apiScope: 'employees:read' },
      schema: {
        tags,
        operationId: 'getEmployee',
        summary: 'One employee by employee number',
        params: employeeNumberParamSchema,
        querystring: groupListQuerySchema,
        response: { 200: publicEmployeeSchema, 404: notFound },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const cmpyCd = companyOf(caller, request.query.companyCode);
      const row = await employeeByNumber(deps.db, cmpyCd, request.params.employeeNumber);
      if (!row) throw problem(404, 'No employee has this number.');
      await logDetail(caller, row);
      return employeeOf(caller, row);
    },
  );

  app.put(
    '/employees/:employeeNumber',
    {
      config: { apiScope: 'employees:write' },
      schema: {
        tags,
        operationId: 'upsertEmployee',
        summary: 'Create or update an employee by employee number (201 created, 200 updated)',
        description:
          'Fields left out stay as they are. A new employee needs name and phone: without them the answer is ' +
          '400 with errors pointing at /body/name or /body/phone.',
        params: employeeNumberParamSchema,
        body: employeeUpsertSchema,
        response: { 200: publicEmployeeSchema, 201: publicEmployeeSchema },
      },
    },
    async (request, reply) => {
      const { companyCode, ...change } = request.body;
      const caller = callerOf(request);
      const cmpyCd = companyOf(caller, companyCode);
      const saved = await upsertEmployee(deps, caller, cmpyCd, request.params.employeeNumber, change);
      // This process's next page shows the change without waiting for the database's notice (the others do wait).
      deps.employeePageCache?.companyChanged(cmpyCd);
      await logDetail(caller, saved.row);
      return reply.code(saved.created ? 201 : 200).send(employeeOf(caller, saved.row));
    },
  );

  app.post(
    '/employees/:employeeNumber/deactivate',
    {
      config: { apiScope: 'employees:write' },
      schema: {
        tags,
        operationId: 'deactivateEmployee',
        summary: 'Deactivate an employee (use_yn N)',
        params: employeeNumberParamSchema,
        body: companyBodySchema,
        response: { 200: publicEmployeeSchema, 404: notFound },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const cmpyCd = companyOf(caller, request.body.companyCode);
      const sabun = request.params.employeeNumber;
      if (!(await employeeByNumber(deps.db, cmpyCd, sabun)))
        throw problem(404, 'No employee has this number.');
      const saved = await upsertEmployee(deps, caller, cmpyCd, sabun, { active: false });
      deps.employeePageCache?.companyChanged(cmpyCd);
      await logDetail(caller, saved.row);
      return employeeOf(caller, saved.row);
    },
  );

  app.get(
    '/groups',
    {
      config: { apiScope: 'employees:read' },
      schema: {
        tags: ['groups'],
        operationId: 'listGroups',
        summary: "The company's groups, flattened with their parent",
        querystring: groupListQuerySchema,
        response: { 200: z.object({ data: z.array(publicGroupSchema) }) },
      },
    },
    async (request) => {
      const cmpyCd = companyOf(callerOf(request), request.query.companyCode);
      const rows = await listGroups(deps.db, cmpyCd);
      return {
        data: rows.map((g) => ({
          groupCode: g.grupCd,
          name: g.grupNm,
          parentGroupCode: g.parentGrupCd,
          active: g.useYn === 'Y',
        })),
      };
    },
  );
};
