import {
  API_PATH,
  AUTH_CD,
  DASHBOARD_MESSAGES,
  dashboardCompaniesReplySchema,
  dashboardReplySchema,
  dashboardRequestSchema,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { getDashboard } from './get-dashboard';
import { companyList } from './repository';

/**
 * Dashboards (spec §1, §2 /dashBoard/etners and /dashBoard/client). Operators (15, 99999) see every company or their
 * selection; a client manager (25) sees their own company only: the scope comes from the session, and a request that
 * names another company is refused rather than quietly narrowed.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['dashboard'];

  app.post(
    API_PATH.dashboardEtners,
    {
      schema: {
        tags,
        summary: 'Operator dashboard (all companies or a selection)',
        body: dashboardRequestSchema,
        response: replies(dashboardReplySchema),
      },
      preHandler: deps.guard(OPERATOR_ADMIN),
    },
    async (request) => {
      const { cmpyCds, periodStart, periodEnd } = request.body;
      return ok(
        await getDashboard(deps, {
          scope: cmpyCds.length > 0 ? cmpyCds : null,
          periodStart,
          periodEnd,
          groupsOf: null,
        }),
      );
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
      preHandler: deps.guard([AUTH_CD.clientManager]),
    },
    async (request) => {
      const { cmpyCd } = currentUser(request);
      const { cmpyCds, periodStart, periodEnd } = request.body;
      if (!cmpyCd || cmpyCds.some((c) => c !== cmpyCd)) throw forbidden(DASHBOARD_MESSAGES.otherCompany);
      return ok(await getDashboard(deps, { scope: [cmpyCd], periodStart, periodEnd, groupsOf: cmpyCd }));
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
      preHandler: deps.guard(OPERATOR_ADMIN),
    },
    async () => ok((await companyList(deps.db)).map((c) => ({ cmpyCd: c.cmpy_cd, cmpyNm: c.cmpy_nm }))),
  );
};
