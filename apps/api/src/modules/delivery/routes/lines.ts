import {
  assignPackerRequestSchema,
  bulkActionReplySchema,
  bulkActionRequestSchema,
  DELIVERY_EXPORT_COLUMNS,
  DELIVERY_EXPORT_FILE,
  deliveryLineDetailSchema,
  deliveryListReplySchema,
  deliveryListRequestSchema,
  FULFILMENT_ROLES,
  type LineView,
  lineActionReplySchema,
  lineActionRequestSchema,
  lineDetailRequestSchema,
  OPERATOR_ADMIN,
  DELIVERY_FLOW_PATH as P,
  packersReplySchema,
  REQUEST_TYPE,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { xlsxStream } from '../../../lib/excel/write-xlsx';
import { applyBulkAction } from '../apply-bulk-action';
import { applyLineAction } from '../apply-line-action';
import { assignPacker } from '../assign-packer';
import { getLineDetail } from '../get-line-detail';
import { listLines } from '../list-lines';
import { listPackers } from '../list-packers';
import { refundPortOf } from '../payment-refund-port';

/**
 * spec §2 /delivery/apply, /delivery/order, /delivery/release and their details: order lines in one stage of their
 * life, one line in full, its transitions, and the part-timers who pack them. Guards follow spec §6: apply and
 * release 15/99999; the order list (fulfilment) also vendors (own goods) and part-timers (their assignments). Lists
 * reply with a page, or with requestType EXPORT an xlsx of the filtered rows.
 */
export const lineRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const paymentRefund = refundPortOf(deps);
  const operators = deps.guard(OPERATOR_ADMIN);
  const fulfil = deps.guard(FULFILMENT_ROLES);
  const tags = ['delivery'];

  const linesRoute = (url: string, view: LineView, guard: typeof operators) =>
    app.post(
      url,
      {
        schema: { tags, summary: `Delivery lines: ${view}`, body: deliveryListRequestSchema },
        preHandler: guard,
      },
      async (request, reply) => {
        const page = await listLines(deps, currentUser(request), view, request.body);
        if (request.body.requestType === REQUEST_TYPE.export) {
          const file = xlsxStream(DELIVERY_EXPORT_FILE[view], DELIVERY_EXPORT_COLUMNS, page.list);
          return sendXlsx(reply, DELIVERY_EXPORT_FILE[view], file, deps.now());
        }
        return ok(deliveryListReplySchema.parse(page));
      },
    );
  linesRoute(P.applyList, 'apply', operators);
  linesRoute(P.orderList, 'order', fulfil);
  linesRoute(P.releaseList, 'release', operators);

  app.post(
    P.lineDetail,
    {
      schema: {
        tags,
        summary: 'One line in full (without estiItemSn: the first line of the order)',
        body: lineDetailRequestSchema,
        response: replies(deliveryLineDetailSchema),
      },
      preHandler: fulfil,
    },
    async (request) =>
      ok(
        await getLineDetail(deps, currentUser(request), request.body.estiSn, request.body.estiItemSn ?? null),
      ),
  );

  app.post(
    P.lineAction,
    {
      schema: {
        tags,
        summary: 'One transition of one line (place, prepare, release, ship, confirm, cancel)',
        body: lineActionRequestSchema,
        response: replies(lineActionReplySchema),
      },
      preHandler: fulfil,
    },
    async (request) =>
      ok(await applyLineAction({ ...deps, paymentRefund }, currentUser(request), request.body)),
  );

  app.post(
    P.bulkAction,
    {
      schema: {
        tags,
        summary: 'One transition on many lines',
        body: bulkActionRequestSchema,
        response: replies(bulkActionReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await applyBulkAction(deps, currentUser(request), request.body)),
  );

  app.post(
    P.assignPacker,
    {
      schema: {
        tags,
        summary: 'Assign lines to a part-timer',
        body: assignPackerRequestSchema,
        response: replies(bulkActionReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await assignPacker(deps, request.body)),
  );

  app.post(
    P.packers,
    {
      schema: { tags, summary: 'Part-timers to assign', response: replies(packersReplySchema) },
      preHandler: operators,
    },
    async () => ok(await listPackers(deps)),
  );
};
