import {
  DELIVERY_EXPORT_FILE,
  OPERATOR_ADMIN,
  DELIVERY_FLOW_PATH as P,
  REQUEST_TYPE,
  RETURN_EXPORT_COLUMNS,
  returnActionReplySchema,
  returnActionRequestSchema,
  returnDetailSchema,
  returnKeySchema,
  returnListReplySchema,
  returnListRequestSchema,
  returnReopenReplySchema,
  returnReopenRequestSchema,
  SUPPLY_ROLES,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { xlsxStream } from '../../../lib/excel/write-xlsx';
import { applyReturnAction } from '../apply-return-action';
import { getReturnDetail } from '../get-return-detail';
import { listReturns, type ReturnView } from '../list-returns';
import { refundPortOf } from '../payment-refund-port';
import { reopenReturnChoice } from '../reopen-return-choice';

/** Vendors see returns of their own goods (collect, re-ship); deciding and refunding stays with operators. */

/**
 * spec §2 /delivery/return (open requests to decide or ship back) and /delivery/returnManaged (every request, 15 and
 * 99999 only), with their details: one request, its transitions and the choice given back after a return.
 */
export const returnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const paymentRefund = refundPortOf(deps);
  const operators = deps.guard(OPERATOR_ADMIN);
  const returnsGuard = deps.guard(SUPPLY_ROLES);
  const tags = ['delivery'];

  const returnsRoute = (url: string, view: ReturnView, guard: typeof operators) =>
    app.post(
      url,
      {
        schema: { tags, summary: `Return requests: ${view}`, body: returnListRequestSchema },
        preHandler: guard,
      },
      async (request, reply) => {
        const page = await listReturns(deps, currentUser(request), view, request.body);
        if (request.body.requestType === REQUEST_TYPE.export) {
          const file = xlsxStream(DELIVERY_EXPORT_FILE.return, RETURN_EXPORT_COLUMNS, page.list);
          return sendXlsx(reply, DELIVERY_EXPORT_FILE.return, file, deps.now());
        }
        return ok(returnListReplySchema.parse(page));
      },
    );
  returnsRoute(P.returnList, 'open', returnsGuard);
  returnsRoute(P.returnManagedList, 'all', operators);

  app.post(
    P.returnDetail,
    {
      schema: {
        tags,
        summary: 'One return or exchange request',
        body: returnKeySchema,
        response: replies(returnDetailSchema),
      },
      preHandler: returnsGuard,
    },
    async (request) => ok(await getReturnDetail(deps, currentUser(request), request.body)),
  );

  app.post(
    P.returnAction,
    {
      schema: {
        tags,
        summary: 'Approve, reject, collect, refund or re-ship a request',
        body: returnActionRequestSchema,
        response: replies(returnActionReplySchema),
      },
      preHandler: returnsGuard,
    },
    async (request) =>
      ok(await applyReturnAction({ ...deps, paymentRefund }, currentUser(request), request.body)),
  );

  app.post(
    P.returnReopen,
    {
      schema: {
        tags,
        summary: "Give a completed return's choice back to its recipient (operators, with a reason)",
        body: returnReopenRequestSchema,
        response: replies(returnReopenReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await reopenReturnChoice(deps, currentUser(request), request.body)),
  );
};
