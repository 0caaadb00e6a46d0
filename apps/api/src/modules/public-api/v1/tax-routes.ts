import {
  ACCESS_TARGET,
  cursorPageOf,
  type PublicTaxEmployee,
  publicTaxEmployeeSchema,
  TAX_EXEMPT_REASONS,
  taxEmployeesQuerySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { computeLedger } from '../../tax';
import { callerOf, companyOf } from './api-caller';
import { decodeCursor, pageFrom } from './cursor';
import { logApiRead } from './personal-data-log';
import { publicRegistry } from './registry';

publicRegistry.add(publicTaxEmployeeSchema, { id: 'TaxEmployee' });

/**
 * The tax ledger for payroll systems (tax:read, decision 051): the same figures as /tax/ledger and the payroll file,
 * one company per call (an operator key names it), employees in login-id order. Access-logged like the screen.
 */
export const taxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/tax/employees',
    {
      config: { apiScope: 'tax:read' },
      schema: {
        tags: ['tax'],
        operationId: 'listTaxEmployees',
        summary: "Each employee's gifts of a month or year: deemed supply, 근로소득 and exemptions",
        querystring: taxEmployeesQuerySchema,
        response: { 200: cursorPageOf(publicTaxEmployeeSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const caller = callerOf(request);
      const cmpyCd = companyOf(caller, q.companyCode);
      const after = decodeCursor(q.cursor, 'markerAndText')?.[1] ?? null;
      const { rows, draftMonths } = await computeLedger(
        deps,
        { cmpyCd },
        { year: q.year, month: q.month ?? null },
      );
      const ordered = rows
        .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
        .filter((r) => after === null || r.userId > String(after));
      const final = draftMonths.length === 0;
      const page = pageFrom(
        ordered.slice(0, q.limit + 1),
        q.limit,
        (r) => ['u', r.userId],
        (r): PublicTaxEmployee => ({
          employeeNumber: r.sabun,
          loginId: r.userId,
          companyCode: r.cmpyCd,
          year: q.year,
          month: q.month ?? null,
          byPurpose: { ...r.figures.byPurpose },
          marketValue: r.figures.marketValue,
          vatExempt: r.figures.vatExempt,
          vatTaxable: r.figures.vatTaxable,
          selfSupplyVat: r.figures.selfSupplyVat,
          incomeTaxable: r.figures.incomeTaxable,
          incomeExempt: r.figures.incomeExempt,
          exemptions: TAX_EXEMPT_REASONS.filter((x) => r.figures.exemptBy[x] !== 0).map((reason) => ({
            reason,
            amount: r.figures.exemptBy[reason],
          })),
          clientGifts: r.figures.clientGifts,
          final,
        }),
      );
      await logApiRead(deps.db, caller, { target: ACCESS_TARGET.apiTax, cmpyCd, rowCount: page.data.length });
      return page;
    },
  );
};
