import {
  OPERATOR_ADMIN,
  SUPPLY_ROLES,
  VENDOR_GROUP,
  vendorStlConfirmReplySchema,
  vendorStlDetailReplySchema,
  vendorStlDetailRequestSchema,
  vendorStlExcelRequestSchema,
  vendorStlListReplySchema,
  vendorStlListRequestSchema,
  vendorStlMonthSchema,
  vendorStlPaidReplySchema,
  vendorStlPaidRequestSchema,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { ymdKst } from '../../../lib/time';
import { confirmVendorStatement } from '../confirm-vendor-statement';
import { exportVendorStatementList } from '../export-vendor-statement-list';
import { exportVendorStatementPdf } from '../export-vendor-statement-pdf';
import { exportVendorStatementXlsx } from '../export-vendor-statement-xlsx';
import { getVendorStatement } from '../get-vendor-statement';
import { listVendorStatements } from '../list-vendor-statements';
import { payVendorStatement } from '../pay-vendor-statement';

/**
 * The vendors' monthly statements (decision 037). Reading (list, detail, PDF, xlsx): operators (15, 99999) every
 * vendor, a vendor (30, 35) its own (the use cases refuse another's with 403 before reading). Confirming: the vendor
 * itself. Recording the payment: operators.
 */
export const vendorStatementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['settlement'];
  const readers = deps.guard(SUPPLY_ROLES);
  const ctx = { db: deps.db, now: deps.now };

  app.post(
    VENDOR_STL_PATH.list,
    {
      schema: {
        tags,
        summary: "Vendors' months (drafts computed live) with their figures and state",
        body: vendorStlListRequestSchema,
        response: replies(vendorStlListReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await listVendorStatements(ctx, currentUser(request), request.body)),
  );
  app.post(
    VENDOR_STL_PATH.excel,
    {
      schema: { tags, summary: "Vendors' months as xlsx", body: vendorStlExcelRequestSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const { name, file } = await exportVendorStatementList(ctx, currentUser(request), request.body);
      return sendXlsx(reply, name, file, deps.now());
    },
  );
  app.post(
    VENDOR_STL_PATH.detail,
    {
      schema: {
        tags,
        summary: "One vendor's month: totals, subtotals, lines, returns, history",
        body: vendorStlDetailRequestSchema,
        response: replies(vendorStlDetailReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await getVendorStatement(ctx, currentUser(request), request.body)),
  );
  app.post(
    VENDOR_STL_PATH.confirm,
    {
      schema: {
        tags,
        summary: 'The vendor agrees to its month: the statement is frozen',
        body: vendorStlMonthSchema,
        response: replies(vendorStlConfirmReplySchema),
      },
      preHandler: deps.guard(VENDOR_GROUP),
    },
    async (request) => ok(await confirmVendorStatement(ctx, currentUser(request), request.body)),
  );
  app.post(
    VENDOR_STL_PATH.paid,
    {
      schema: {
        tags,
        summary: 'The operator records the transfer of a confirmed month',
        body: vendorStlPaidRequestSchema,
        response: replies(vendorStlPaidReplySchema),
      },
      preHandler: deps.guard(OPERATOR_ADMIN),
    },
    async (request) => ok(await payVendorStatement(ctx, currentUser(request), request.body)),
  );
  app.post(
    VENDOR_STL_PATH.pdf,
    {
      schema: { tags, summary: "One vendor's month as a PDF", body: vendorStlMonthSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const { name, pdf } = await exportVendorStatementPdf(ctx, currentUser(request), request.body);
      const day = ymdKst(deps.now());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="statement_${day}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}_${day}.pdf`)}`,
        )
        .send(pdf);
    },
  );
  app.post(
    VENDOR_STL_PATH.xlsx,
    {
      schema: { tags, summary: "Every line of one vendor's month as xlsx", body: vendorStlMonthSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const { name, file } = await exportVendorStatementXlsx(ctx, currentUser(request), request.body);
      return sendXlsx(reply, name, file, deps.now());
    },
  );
};
