import {
  companyTaxRulesSaveRequestSchema,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  TAX_PATH,
  taxEmployeeReplySchema,
  taxEmployeeRequestSchema,
  taxLedgerExcelRequestSchema,
  taxLedgerReplySchema,
  taxLedgerRequestSchema,
  taxPayrollRequestSchema,
  taxPurposeChangeRequestSchema,
  taxRulesReplySchema,
  taxRulesRequestSchema,
  taxSendCheckReplySchema,
  taxSendCheckRequestSchema,
  taxStatuteRuleSaveRequestSchema,
  taxSummaryReplySchema,
  taxSummaryRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { ymdKst } from '../../lib/time';
import { getEmployeeTax } from './employee-tax';
import { listTaxLedger } from './ledger';
import { employeeTaxExcel } from './ledger-excel';
import { exportPayroll } from './payroll-file';
import { checkSend, taxSummary } from './send-check';
import { changeTaxPurpose, getTaxRules, saveCompanyTaxRules, saveStatuteRule } from './tax-admin';

/**
 * The tax ledger (decision 051). Readers: operators every company, a client manager their own (the use cases check
 * the company of what is asked); the statutory rules and a gift's purpose are the operators' to change.
 */
export const taxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['tax'];
  const readers = deps.guard(MANAGER_ROLES);
  const operators = deps.guard(OPERATOR_ADMIN);

  app.post(
    TAX_PATH.ledger,
    {
      schema: {
        tags,
        summary: "Each employee's gifts of a month or year: deemed supply, 근로소득 and exemptions",
        body: taxLedgerRequestSchema,
        response: replies(taxLedgerReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await listTaxLedger(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.ledgerExcel,
    {
      schema: { tags, summary: 'The ledger as xlsx', body: taxLedgerExcelRequestSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const { name, body } = await employeeTaxExcel(deps, currentUser(request), request.body);
      return sendXlsx(reply, name, body, deps.now());
    },
  );
  app.post(
    TAX_PATH.employee,
    {
      schema: {
        tags,
        summary: "One employee's year, gift by gift",
        body: taxEmployeeRequestSchema,
        response: replies(taxEmployeeReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await getEmployeeTax(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.payroll,
    {
      schema: {
        tags,
        summary: 'The payroll file (month or year), xlsx or CSV',
        body: taxPayrollRequestSchema,
      },
      preHandler: readers,
    },
    async (request, reply) => {
      const file = await exportPayroll(deps, currentUser(request), request.body);
      const fileName = `${file.name}_${ymdKst(deps.now())}.${file.extension}`;
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="payroll_${ymdKst(deps.now())}.${file.extension}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(file.body);
    },
  );
  app.post(
    TAX_PATH.rules,
    {
      schema: {
        tags,
        summary: "The statutory rules and the company's own",
        body: taxRulesRequestSchema,
        response: replies(taxRulesReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await getTaxRules(deps, currentUser(request), request.body.cmpyCd ?? null)),
  );
  app.post(
    TAX_PATH.saveStatuteRule,
    {
      schema: {
        tags,
        summary: 'Add or change a statutory rule row (operators)',
        body: taxStatuteRuleSaveRequestSchema,
        response: replies(z.object({ ruleSn: z.number().int() })),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveStatuteRule(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.saveCompanyRules,
    {
      schema: {
        tags,
        summary: "The company's 경조 규정 and 명절 setting",
        body: companyTaxRulesSaveRequestSchema,
        response: replies(z.object({ cmpyCd: z.string() })),
      },
      preHandler: readers,
    },
    async (request) => ok(await saveCompanyTaxRules(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.changePurpose,
    {
      schema: {
        tags,
        summary: "Change one gift's purpose with a reason until its month is confirmed (operators)",
        body: taxPurposeChangeRequestSchema,
        response: replies(z.object({ ordSn: z.number().int(), changed: z.boolean() })),
      },
      preHandler: operators,
    },
    async (request) => ok(await changeTaxPurpose(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.sendCheck,
    {
      schema: {
        tags,
        summary: 'Who a send would take past a limit; acknowledge Y records the warning',
        body: taxSendCheckRequestSchema,
        response: replies(taxSendCheckReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await checkSend(deps, currentUser(request), request.body)),
  );
  app.post(
    TAX_PATH.summary,
    {
      schema: {
        tags,
        summary: "The tax block of an event's or occasion rule's detail",
        body: taxSummaryRequestSchema,
        response: replies(taxSummaryReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await taxSummary(deps, currentUser(request), request.body)),
  );
};
