import {
  ALL_AUTH_CDS,
  assignPackerRequestSchema,
  bulkActionReplySchema,
  bulkActionRequestSchema,
  DELIVERY_EXPORT_COLUMNS,
  DELIVERY_EXPORT_FILE,
  deliveryLineDetailSchema,
  deliveryListReplySchema,
  deliveryListRequestSchema,
  importReplySchema,
  lineActionReplySchema,
  lineActionRequestSchema,
  lineDetailRequestSchema,
  myAddressRequestSchema,
  myCancelReplySchema,
  myCancelRequestSchema,
  myCardMemoRequestSchema,
  myDetailRequestSchema,
  myDetailSchema,
  myListReplySchema,
  myListRequestSchema,
  myReturnDetailSchema,
  myReturnListReplySchema,
  myReturnListRequestSchema,
  myReturnPhotoReplySchema,
  myReturnRequestReplySchema,
  myReturnRequestSchema,
  myReturnWithdrawSchema,
  NOT_APPLY_EXPORT_COLUMNS,
  NOT_APPLY_ROLES,
  notApplyEventsReplySchema,
  notApplyEventsRequestSchema,
  notApplyListReplySchema,
  notApplyListRequestSchema,
  notApplyRemindReplySchema,
  notApplyRemindRequestSchema,
  OPERATOR_ADMIN,
  DELIVERY_FLOW_PATH as P,
  packersReplySchema,
  REQUEST_TYPE,
  RETURN_EXPORT_COLUMNS,
  RETURN_PHOTO_MAX_BYTES,
  returnActionReplySchema,
  returnActionRequestSchema,
  returnDetailSchema,
  returnKeySchema,
  returnListReplySchema,
  returnListRequestSchema,
  returnReopenReplySchema,
  returnReopenRequestSchema,
  VENDOR_GROUP,
} from '@pcs/domain';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { sendXlsx } from '../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../http/excel-upload';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { partTimers } from './flow-repository';
import { importInvoices, invoiceTemplate } from './invoice-import';
import {
  assignPacker,
  bulkAction,
  FULFIL_ROLES,
  type LineView,
  lineAction,
  lineDetail,
  lineScopeOf,
  listLines,
} from './lines';
import {
  cancelMyOrder,
  changeMyAddress,
  myDetail,
  myList,
  myReturnDetail,
  myReturnList,
  PHOTO_TEXT,
  recordCancelRefund,
  saveMyCardMemo,
  uploadReturnPhoto,
} from './my-deliveries';
import { notApplyEvents, notApplyList, notApplyRemind } from './not-apply';
import { type PaymentRefundPort, pendingPaymentRefund, type RecordedRefund } from './payment-refund-port';
import { reopenReturnChoice } from './reopen-choice';
import { listReturns, requestReturn, returnAction, returnDetail, withdrawReturn } from './returns';

/** Vendors see returns of their own goods (collect, re-ship); deciding and refunding stays with operators. */
const RETURN_ROLES = [...OPERATOR_ADMIN, ...VENDOR_GROUP];

/**
 * Issue 12 routes. Guards follow spec §6: apply, release and returnManaged 15/99999; the not-apply screens 15, 25,
 * 99999; the order list (fulfilment) also vendors (own goods) and part-timers (their assignments); the recipient's
 * calls any signed-in role, always scoped to the caller's own orders. Lists reply with a page, or with
 * requestType EXPORT an xlsx of the filtered rows.
 */
export const deliveryFlowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  const paymentRefund: PaymentRefundPort = deps.paymentRefund ?? pendingPaymentRefund;
  const operators = deps.guard(OPERATOR_ADMIN);
  const fulfil = deps.guard(FULFIL_ROLES);
  const returnsGuard = deps.guard(RETURN_ROLES);
  const notApply = deps.guard(NOT_APPLY_ROLES);
  const signedIn = deps.guard(ALL_AUTH_CDS);
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
      ok(await lineDetail(deps, currentUser(request), request.body.estiSn, request.body.estiItemSn ?? null)),
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
    async (request) => {
      // A cancel records its refund in the line's transaction; the refund is made once that has committed.
      let recorded: RecordedRefund | null = null;
      const result = await lineAction(
        {
          ...deps,
          onCancel: async (tx, line) => {
            recorded = await recordCancelRefund(
              tx as never,
              paymentRefund,
              line.ordSn,
              currentUser(request).unqUserId,
            );
          },
        },
        currentUser(request),
        request.body,
      );
      if (recorded) await paymentRefund.completeRefund(recorded);
      return ok(result);
    },
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
    async (request) => ok(await bulkAction(deps, currentUser(request), request.body)),
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
    async () => ok(await partTimers(deps.db)),
  );

  app.post(
    P.invoiceTemplate,
    {
      schema: {
        tags,
        summary: "Invoice upload template (xlsx), pre-filled with the caller's releasable lines",
      },
      preHandler: fulfil,
    },
    async (request, reply) => {
      const file = await invoiceTemplate(deps, currentUser(request));
      return sendXlsx(reply, DELIVERY_EXPORT_FILE.invoiceTemplate, file, deps.now());
    },
  );

  app.post(
    P.invoiceUpload,
    {
      schema: {
        tags,
        summary: 'Invoice numbers from Excel (all or nothing)',
        response: replies(importReplySchema),
      },
      preHandler: fulfil,
    },
    async (request) => {
      const bytes = await readXlsxUpload(request);
      return ok(await importInvoices(deps, currentUser(request), bytes));
    },
  );

  const returnsRoute = (url: string, view: 'open' | 'all', guard: typeof operators) =>
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
    async (request) => {
      const user = currentUser(request);
      return ok(await returnDetail(deps, user, lineScopeOf(user), request.body));
    },
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
    async (request) => {
      const user = currentUser(request);
      return ok(await returnAction({ ...deps, paymentRefund }, user, lineScopeOf(user), request.body));
    },
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

  app.post(
    P.notApplyEvents,
    {
      schema: {
        tags,
        summary: 'Events with not-applied counts',
        body: notApplyEventsRequestSchema,
        response: replies(notApplyEventsReplySchema),
      },
      preHandler: notApply,
    },
    async (request) => ok(await notApplyEvents(deps, currentUser(request), request.body)),
  );

  app.post(
    P.notApplyList,
    {
      schema: { tags, summary: 'Not-applied recipients of one event', body: notApplyListRequestSchema },
      preHandler: notApply,
    },
    async (request, reply) => {
      const page = await notApplyList(deps, currentUser(request), request.body);
      if (request.body.requestType === REQUEST_TYPE.export) {
        const file = xlsxStream(DELIVERY_EXPORT_FILE.notApply, NOT_APPLY_EXPORT_COLUMNS, page.list);
        return sendXlsx(reply, DELIVERY_EXPORT_FILE.notApply, file, deps.now());
      }
      return ok(notApplyListReplySchema.parse(page));
    },
  );

  app.post(
    P.notApplyRemind,
    {
      schema: {
        tags,
        summary: 'Queue reminders (outbox)',
        body: notApplyRemindRequestSchema,
        response: replies(notApplyRemindReplySchema),
      },
      preHandler: notApply,
    },
    async (request) => ok(await notApplyRemind(deps, currentUser(request), request.body)),
  );

  // The recipient's own orders

  app.post(
    P.myList,
    {
      schema: { tags, summary: 'My orders', body: myListRequestSchema, response: replies(myListReplySchema) },
      preHandler: signedIn,
    },
    async (request) => ok(await myList(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myDetail,
    {
      schema: { tags, summary: 'My order', body: myDetailRequestSchema, response: replies(myDetailSchema) },
      preHandler: signedIn,
    },
    async (request) => ok(await myDetail(deps, currentUser(request), request.body.estiSn)),
  );
  const estiReply = replies(z.object({ estiSn: z.number().int() }));
  app.post(
    P.myAddress,
    {
      schema: {
        tags,
        summary: 'Change my address before release',
        body: myAddressRequestSchema,
        response: estiReply,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await changeMyAddress(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myCardMemo,
    {
      schema: { tags, summary: 'My message card', body: myCardMemoRequestSchema, response: estiReply },
      preHandler: signedIn,
    },
    async (request) => ok(await saveMyCardMemo(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myCancel,
    {
      schema: {
        tags,
        summary: 'Cancel my order before release',
        body: myCancelRequestSchema,
        response: replies(myCancelReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await cancelMyOrder(
          { ...deps, paymentRefund },
          currentUser(request),
          request.body.estiSn,
          request.body.reason,
        ),
      ),
  );
  app.post(
    P.myReturnPhoto,
    {
      schema: {
        tags,
        summary: 'A photo for a return request (multipart part "file")',
        response: replies(myReturnPhotoReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (part?.fieldname !== 'file') throw badRequest(PHOTO_TEXT.required);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(PHOTO_TEXT.size);
        throw error;
      }
      return ok(
        await uploadReturnPhoto(deps, currentUser(request), {
          bytes,
          truncated: part.file.truncated || bytes.length > RETURN_PHOTO_MAX_BYTES,
        }),
      );
    },
  );
  app.post(
    P.myReturnRequest,
    {
      schema: {
        tags,
        summary: 'Request (or edit) a return or exchange',
        body: myReturnRequestSchema,
        response: replies(myReturnRequestReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await requestReturn(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myReturnWithdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw my request',
        body: myReturnWithdrawSchema,
        response: replies(returnActionReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await withdrawReturn({ ...deps, paymentRefund }, currentUser(request), request.body.refundSn)),
  );
  app.post(
    P.myReturnList,
    {
      schema: {
        tags,
        summary: 'My return and exchange requests',
        body: myReturnListRequestSchema,
        response: replies(myReturnListReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await myReturnList(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myReturnDetail,
    {
      schema: {
        tags,
        summary: 'My return request',
        body: returnKeySchema,
        response: replies(myReturnDetailSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await myReturnDetail(deps, currentUser(request), request.body)),
  );
};
