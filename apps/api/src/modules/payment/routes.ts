import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  ALL_AUTH_CDS,
  EXPORT_FILE_NAME_PAYMENT,
  mobilePrepareReplySchema,
  mobilePrepareRequestSchema,
  OPERATOR_ADMIN,
  orderAmountRequestSchema,
  orderAmountSchema,
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_PATH,
  paymentCloseRequestSchema,
  paymentDetailRequestSchema,
  paymentDetailSchema,
  paymentExcelRequestSchema,
  paymentFilterOptionsSchema,
  paymentInfoSchema,
  paymentListReplySchema,
  paymentListRequestSchema,
  paymentReadyRequestSchema,
  paymentRefundReplySchema,
  paymentRefundRequestSchema,
  paymentResultRequestSchema,
  paymentResultSchema,
  returnFeeReadyRequestSchema,
  returnFeeScreenPath,
} from '@pcs/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '../../adapters/payment/html-page';
import { createPaymentGateway } from '../../adapters/payment/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { sendXlsx } from '../../http/excel-reply';
import { parseForm } from '../../lib/euc-kr';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { recordAccess } from '../access-log';
import { type CallbackOutcome, completeMobileNext, completeStdReturn } from './complete-payment';
import { acceptFormPosts } from './form-body';
import { listPayments, paymentDetail, paymentFilterOptions } from './list-payments';
import { orderAmount } from './order-amount';
import { closePayment, paymentResult } from './payment-result';
import { refundByOperator } from './refund-payment';
import * as repo from './repository';
import { prepareMobilePayment, readyPayment } from './start-payment';
import { readyReturnFeePayment } from './start-return-fee-payment';
import { testProviderRoutes } from './test-provider-routes';

/**
 * Where the buyer goes after a callback (spec §2 waiting and fail routes); a return fee's buyer goes back to the
 * return, which shows whether the fee was paid (decision 028).
 */
async function nextScreen(deps: AppDeps, outcome: CallbackOutcome, mobile: boolean): Promise<string> {
  const ofReturn = outcome.oid ? await repo.returnOfPayment(deps.db, outcome.oid) : null;
  if (ofReturn) return returnFeeScreenPath(ofReturn, mobile);
  const m = mobile ? '/m' : '';
  if (outcome.kind === 'paid' && outcome.oid)
    return `${m}/gift/giftSelect/apply/waiting/${outcome.ordSn}/${encodeURIComponent(outcome.oid)}`;
  return `${m}/gift/giftSelect/apply/fail/${outcome.ordSn ?? 0}`;
}

/**
 * Card payment (spec §3/§4/§5/§7/§8). Recipient calls need a signed-in caller and act on their own orders only; the
 * provider's callbacks carry no session (the provider's approval is what proves them); the operator calls are for
 * 15 and 99999 only (spec §6).
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const gw = deps.paymentGateway ?? createPaymentGateway(deps.config, deps.db);
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['payment'];

  app.post(
    PAYMENT_PATH.orderAmount,
    {
      schema: {
        tags,
        summary: 'Amount above budget of an order',
        body: orderAmountRequestSchema,
        response: replies(orderAmountSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await orderAmount(deps, currentUser(request), request.body)),
  );
  app.post(
    PAYMENT_PATH.ready,
    {
      schema: {
        tags,
        summary: 'Start a card payment (payment info)',
        body: paymentReadyRequestSchema,
        response: replies(paymentInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await readyPayment(deps, gw, currentUser(request), request.body)),
  );
  app.post(
    PAYMENT_PATH.returnFeeReady,
    {
      schema: {
        tags,
        summary: 'Start the card payment of a return fee (payment info)',
        body: returnFeeReadyRequestSchema,
        response: replies(paymentInfoSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await readyReturnFeePayment(deps, gw, currentUser(request), request.body)),
  );
  app.post(
    PAYMENT_PATH.mobilePrepare,
    {
      schema: {
        tags,
        summary: 'Mobile payment preparation (spec §7)',
        body: mobilePrepareRequestSchema,
        response: replies(mobilePrepareReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await prepareMobilePayment(deps, gw, currentUser(request), request.body)),
  );
  app.post(
    PAYMENT_PATH.close,
    {
      schema: {
        tags,
        summary: 'Payment panel closed',
        body: paymentCloseRequestSchema,
        response: replies(z.object({ status: z.string() })),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await closePayment(deps, currentUser(request), request.body.oid)),
  );
  app.post(
    PAYMENT_PATH.result,
    {
      schema: {
        tags,
        summary: 'What became of a payment',
        body: paymentResultRequestSchema,
        response: replies(paymentResultSchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await paymentResult(deps, currentUser(request), request.body)),
  );

  app.post(
    PAYMENT_PATH.list,
    {
      schema: {
        tags,
        summary: 'Payments (operator)',
        body: paymentListRequestSchema,
        response: replies(paymentListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listPayments(deps, request.body)),
  );
  app.post(
    PAYMENT_PATH.excel,
    {
      schema: { tags, summary: 'Payments as xlsx (requestType EXPORT)', body: paymentExcelRequestSchema },
      preHandler: operators,
    },
    async (request, reply) => {
      const page = await listPayments(deps, request.body);
      // Buyers' names per payment: the download is in the access log like the other lists'.
      await recordAccess(deps.db, currentUser(request), {
        action: ACCESS_ACTION.download,
        target: ACCESS_TARGET.paymentExcel,
        rowCount: page.list.length,
        reason: request.body.downloadReason ?? null,
      });
      const file = xlsxStream(EXPORT_FILE_NAME_PAYMENT, PAYMENT_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME_PAYMENT, file, deps.now());
    },
  );
  app.post(
    PAYMENT_PATH.detail,
    {
      schema: {
        tags,
        summary: 'Payment detail of an order (operator)',
        body: paymentDetailRequestSchema,
        response: replies(paymentDetailSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await paymentDetail(deps, request.body.estiSn)),
  );
  app.post(
    PAYMENT_PATH.filterOptions,
    {
      schema: {
        tags,
        summary: 'Companies and events with payments',
        response: replies(paymentFilterOptionsSchema),
      },
      preHandler: operators,
    },
    async () => ok(await paymentFilterOptions(deps)),
  );
  app.post(
    PAYMENT_PATH.refund,
    {
      schema: {
        tags,
        summary: 'Refund the card part of an order (operator)',
        body: paymentRefundRequestSchema,
        response: replies(paymentRefundReplySchema),
      },
      preHandler: operators,
    },
    async (request) => {
      const user = currentUser(request);
      // An unknown estimate is the plain 404 here; any other failure is a real error.
      const detail = await paymentDetail(deps, request.body.estiSn).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) throw notFound();
        throw error;
      });
      return ok(
        await refundByOperator(
          { db: deps.db, now: deps.now, gateway: gw },
          {
            ordSn: detail.ordSn,
            amount: request.body.amount,
            reason: request.body.reason,
            requestedBy: user.unqUserId,
          },
        ),
      );
    },
  );

  // Provider callbacks and the test provider's pages: form posts, in their own scope.
  await app.register(async (forms: FastifyInstance) => {
    acceptFormPosts(forms);
    const formOf = (body: unknown) => parseForm(typeof body === 'string' ? body : '', 'utf-8');

    forms.post(PAYMENT_PATH.stdReturn, async (request, reply) => {
      const outcome = await completeStdReturn(deps, gw, request.log, formOf(request.body));
      const target = await nextScreen(deps, outcome, false);
      // The return page loads inside the payment frame: the whole window moves on.
      return sendHtml(reply, (nonce) => ({
        title: '결제 처리 중',
        body: `<p>결제 결과를 확인하고 있습니다.</p><script nonce="${nonce}">window.top.location.href=${JSON.stringify(target)};</script>`,
      }));
    });
    const close = async (_request: unknown, reply: Parameters<typeof sendHtml>[0]) =>
      sendHtml(reply, (nonce) => ({
        title: '결제 취소',
        body: `<script nonce="${nonce}">parent.postMessage({source:'pcs-payment',action:'close'}, location.origin);</script>`,
      }));
    forms.get(PAYMENT_PATH.stdClose, close);
    forms.post(PAYMENT_PATH.stdClose, close);

    forms.post(PAYMENT_PATH.mobileNext, async (request, reply) => {
      const f = parseForm(typeof request.body === 'string' ? request.body : '', 'utf-8');
      const oid = (request.query as { oid?: string } | undefined)?.oid;
      const outcome = await completeMobileNext(
        deps,
        gw,
        request.log,
        f,
        typeof oid === 'string' ? oid : undefined,
      );
      return reply.redirect(await nextScreen(deps, outcome, true), 303);
    });

    if (gw.provider === 'TESTPG') testProviderRoutes(forms, deps.config.publicUrl);
  });
};
