import {
  API_PATH,
  DASHBOARD_EXPORT_COLUMNS,
  DASHBOARD_MESSAGES,
  DASHBOARD_TABLE_LABEL,
  type DashboardReply,
  type DashboardTable,
  dashboardCompaniesReplySchema,
  dashboardExcelRequestSchema,
  dashboardReplySchema,
  dashboardRequestSchema,
  type ExportColumn,
  rolesOfScreens,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { type AuthUser, currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { sendXlsx } from '../../http/excel-reply';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { getDashboard } from './get-dashboard';
import { companyList } from './repository';
import { summaryCache } from './summary-cache';

type Body = {
  cmpyCds: string[];
  periodStart: string;
  periodEnd: string;
  todayKind: 'APPLY' | 'DELIVERY' | null;
  todayDeliStatCd: string | null;
};

/** One table of a reply as a worksheet (the columns are the domain's, the rows what the screen shows). */
function tableFile(data: DashboardReply, table: DashboardTable) {
  const columns = DASHBOARD_EXPORT_COLUMNS[table] as readonly ExportColumn<unknown>[];
  return xlsxStream(DASHBOARD_TABLE_LABEL[table], columns, data[table] as readonly unknown[]);
}

/**
 * Dashboards (spec §1, §2 /dashBoard/etners and /dashBoard/client). Operators (15, 99999) see
 * every company or their selection; a client manager (25) sees their own company only: the scope comes from the
 * session, and a request that names another company is refused rather than quietly narrowed.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['dashboard'];
  // Each dashboard's calls let in the roles of its screen (the screen table).
  const operatorGuard = deps.guard(rolesOfScreens('dashBoardEtners'));
  const clientGuard = deps.guard(rolesOfScreens('dashBoardClient'));
  // One per app: the summaries' figures per round and scope (summary-cache.ts); the scope is always in the key.
  const cache = summaryCache({ now: () => deps.now().getTime() });
  const dashboardDeps = { db: deps.db, now: deps.now, cache };

  const operatorDashboard = async (_user: AuthUser, body: Body) => {
    return getDashboard(dashboardDeps, {
      scope: body.cmpyCds.length > 0 ? body.cmpyCds : null,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      groupsOf: null,
      withInquiries: true,
      withSettlement: true,
      today: { kind: body.todayKind, deliStatCd: body.todayDeliStatCd },
    });
  };

  const clientDashboard = async (user: AuthUser, body: Body) => {
    const { cmpyCd } = user;
    if (!cmpyCd || body.cmpyCds.some((c) => c !== cmpyCd)) throw forbidden(DASHBOARD_MESSAGES.otherCompany);
    return getDashboard(dashboardDeps, {
      scope: [cmpyCd],
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      groupsOf: cmpyCd,
      withInquiries: false,
      today: { kind: body.todayKind, deliStatCd: body.todayDeliStatCd },
    });
  };

  app.post(
    API_PATH.dashboardEtners,
    {
      schema: {
        tags,
        summary: 'Operator dashboard (all companies or a selection)',
        body: dashboardRequestSchema,
        response: replies(dashboardReplySchema),
      },
      preHandler: operatorGuard,
    },
    async (request) => ok(await operatorDashboard(currentUser(request), request.body)),
  );

  app.post(
    API_PATH.dashboardEtnersExcel,
    {
      schema: {
        tags,
        summary: 'One table of the operator dashboard as xlsx',
        body: dashboardExcelRequestSchema,
      },
      preHandler: operatorGuard,
    },
    async (request, reply) => {
      const data = await operatorDashboard(currentUser(request), request.body);
      const name = DASHBOARD_TABLE_LABEL[request.body.table];
      return sendXlsx(reply, name, tableFile(data, request.body.table), deps.now());
    },
  );

  app.post(
    API_PATH.dashboardClient,
    {
      schema: {
        tags,
        summary: "Client manager's dashboard (own company only)",
        body: dashboardRequestSchema,
        response: replies(dashboardReplySchema),
      },
      preHandler: clientGuard,
    },
    async (request) => ok(await clientDashboard(currentUser(request), request.body)),
  );

  app.post(
    API_PATH.dashboardClientExcel,
    {
      schema: {
        tags,
        summary: "One table of the client manager's dashboard as xlsx",
        body: dashboardExcelRequestSchema,
      },
      preHandler: clientGuard,
    },
    async (request, reply) => {
      const data = await clientDashboard(currentUser(request), request.body);
      const name = DASHBOARD_TABLE_LABEL[request.body.table];
      return sendXlsx(reply, name, tableFile(data, request.body.table), deps.now());
    },
  );

  app.post(
    API_PATH.dashboardCompanies,
    {
      schema: {
        tags,
        summary: "The operator dashboard's company choices",
        response: replies(dashboardCompaniesReplySchema),
      },
      preHandler: operatorGuard,
    },
    async () => {
      return ok((await companyList(deps.db)).map((c) => ({ cmpyCd: c.cmpy_cd, cmpyNm: c.cmpy_nm })));
    },
  );
};
