import {
  API_PATH,
  APPROVAL_ACTION,
  COMPANY_EXPORT_COLUMNS,
  companyAnotherSolReplySchema,
  companyAnotherSolRequestSchema,
  companyApproveRequestSchema,
  companyCreateRequestSchema,
  companyDecisionReplySchema,
  companyDetailSchema,
  companyExcelRequestSchema,
  companyKeySchema,
  companyListReplySchema,
  companyListRequestSchema,
  companyOptionsReplySchema,
  companyOptionsRequestSchema,
  companyRejectRequestSchema,
  companySaveReplySchema,
  companyUpdateRequestSchema,
  EXPORT_FILE_NAME,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { createCompany } from './create-company';
import { decideCompany } from './decide-company';
import { getCompany } from './get-company';
import { listCompanies } from './list-companies';
import { listCompanyOptions } from './list-company-options';
import { registerAnotherSolution } from './register-another-solution';
import { updateCompany } from './update-company';

/**
 * Company management (spec §2 Company): operator admins (15, 99999) only; client managers reach their own
 * company through the group and user screens, and the multi-select.
 */
export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['company'];

  app.post(
    API_PATH.companyList,
    {
      schema: {
        tags,
        summary: 'Company list',
        body: companyListRequestSchema,
        response: replies(companyListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listCompanies(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.companyExcel,
    {
      schema: { tags, summary: 'Company list as xlsx (requestType EXPORT)', body: companyExcelRequestSchema },
      preHandler: operators,
    },
    async (request, reply) => {
      const page = await listCompanies(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.company, COMPANY_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.company, file, deps.now());
    },
  );
  app.post(
    API_PATH.companyDetail,
    {
      schema: {
        tags,
        summary: 'Company detail',
        body: companyKeySchema,
        response: replies(companyDetailSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await getCompany(deps, currentUser(request), request.body.cmpyCd)),
  );
  app.post(
    API_PATH.companyCreate,
    {
      schema: {
        tags,
        summary: 'Register a company',
        body: companyCreateRequestSchema,
        response: replies(companySaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await createCompany(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.companyUpdate,
    {
      schema: {
        tags,
        summary: 'Edit a company',
        body: companyUpdateRequestSchema,
        response: replies(companySaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await updateCompany(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.companyApprove,
    {
      schema: {
        tags,
        summary: 'Approve a company in READY',
        body: companyApproveRequestSchema,
        response: replies(companyDecisionReplySchema),
      },
      preHandler: operators,
    },
    async (request) =>
      ok(
        await decideCompany(deps, currentUser(request), {
          cmpyCd: request.body.cmpyCd,
          action: APPROVAL_ACTION.approve,
        }),
      ),
  );
  app.post(
    API_PATH.companyReject,
    {
      schema: {
        tags,
        summary: 'Reject a company in READY (reason required)',
        body: companyRejectRequestSchema,
        response: replies(companyDecisionReplySchema),
      },
      preHandler: operators,
    },
    async (request) =>
      ok(
        await decideCompany(deps, currentUser(request), {
          cmpyCd: request.body.cmpyCd,
          action: APPROVAL_ACTION.reject,
          reason: request.body.reason,
        }),
      ),
  );
  app.post(
    API_PATH.companySaveForAnotherSol,
    {
      schema: {
        tags,
        summary: 'Register a company for another solution',
        body: companyAnotherSolRequestSchema,
        response: replies(companyAnotherSolReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await registerAnotherSolution(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.companyOptions,
    {
      schema: {
        tags,
        summary: 'Companies for the multi-select (requestType EXPORT)',
        body: companyOptionsRequestSchema,
        response: replies(companyOptionsReplySchema),
      },
      // The §5/§7 company multi-select: operator admins (every company) and client managers (their own).
      preHandler: deps.guard(MANAGER_ROLES),
    },
    async (request) => ok(await listCompanyOptions(deps, currentUser(request), request.body)),
  );
};
