import {
  CLIENT_BILL_PATH,
  clientBillActionReplySchema,
  clientBillDetailReplySchema,
  clientBillDetailRequestSchema,
  clientBillExcelRequestSchema,
  clientBillKeySchema,
  clientBillListReplySchema,
  clientBillListRequestSchema,
  clientBillMonthConfirmReplySchema,
  clientBillMonthConfirmRequestSchema,
  clientBillPaidRequestSchema,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  yyyymmText,
} from '@pcs/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTaxInvoiceProvider } from '../../../adapters/tax-invoice/tax-invoice-provider';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { ymdKst } from '../../../lib/time';
import { cancelTaxInvoices } from '../cancel-tax-invoices';
import { closeClientMonth } from '../close-client-month';
import { confirmClientBill } from '../confirm-client-bill';
import { exportClientBillList } from '../export-client-bill-list';
import { getClientBill } from '../get-client-bill';
import { getClientBillPdf } from '../get-client-bill-pdf';
import { getClientBillXlsx } from '../get-client-bill-xlsx';
import { issueTaxInvoices } from '../issue-tax-invoices';
import { listClientBills } from '../list-client-bills';
import { markClientBillPaid } from '../mark-client-bill-paid';
import { savedTaxInvoiceLookup } from '../saved-tax-invoice-lookup';

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer, now: Date): FastifyReply {
  const fileName = `${name}_${ymdKst(now)}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="bill_${ymdKst(now)}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(pdf);
}

/**
 * Decision 037's client bills: the list (and its Excel), one company's month with its documents, and the operators'
 * confirm, tax-invoice issue and cancel, and 입금 확인. Readers: operators any company, a client manager their own
 * (the use cases check the company); actions: operators only, refused (403) before anything is read.
 */
export const clientBillRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['settlement'];
  const readers = deps.guard(MANAGER_ROLES);
  const operators = deps.guard(OPERATOR_ADMIN);
  const taxInvoice = deps.taxInvoice ?? createTaxInvoiceProvider(deps.config, savedTaxInvoiceLookup(deps.db));
  const invoiceDeps = { db: deps.db, now: deps.now, taxInvoice };

  app.post(
    CLIENT_BILL_PATH.list,
    {
      schema: {
        tags,
        summary: "Client companies' months with figures and state (drafts computed live)",
        body: clientBillListRequestSchema,
        response: replies(clientBillListReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await listClientBills(deps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.excel,
    {
      schema: { tags, summary: 'The client bill list as xlsx', body: clientBillExcelRequestSchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const xlsx = await exportClientBillList(deps, currentUser(request), request.body);
      return sendXlsx(reply, '고객사청구', xlsx, deps.now());
    },
  );
  app.post(
    CLIENT_BILL_PATH.detail,
    {
      schema: {
        tags,
        summary: "One company's month: totals, per-event subtotals, lines (paged), tax invoices, steps",
        body: clientBillDetailRequestSchema,
        response: replies(clientBillDetailReplySchema),
      },
      preHandler: readers,
    },
    async (request) => ok(await getClientBill(deps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.pdf,
    { schema: { tags, summary: 'The bill as PDF', body: clientBillKeySchema }, preHandler: readers },
    async (request, reply) => {
      const { view, pdf } = await getClientBillPdf(deps, currentUser(request), request.body);
      return sendPdf(reply, `청구서_${view.company.cmpyNm}_${yyyymmText(view.yyyymm)}`, pdf, deps.now());
    },
  );
  app.post(
    CLIENT_BILL_PATH.xlsx,
    {
      schema: { tags, summary: 'Every line of the bill as xlsx', body: clientBillKeySchema },
      preHandler: readers,
    },
    async (request, reply) => {
      const { view, xlsx } = await getClientBillXlsx(deps, currentUser(request), request.body);
      return sendXlsx(reply, `청구내역_${view.company.cmpyNm}_${view.yyyymm}`, xlsx, deps.now());
    },
  );
  const action = { tags, body: clientBillKeySchema, response: replies(clientBillActionReplySchema) };
  app.post(
    CLIENT_BILL_PATH.confirm,
    { schema: { ...action, summary: 'Confirm (freeze) an ended month' }, preHandler: operators },
    async (request) => ok(await confirmClientBill(deps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.confirmMonth,
    {
      schema: {
        tags,
        summary: 'Confirm an ended month of every company (the month-end close); the refused stay drafts',
        body: clientBillMonthConfirmRequestSchema,
        response: replies(clientBillMonthConfirmReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await closeClientMonth(deps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.issue,
    { schema: { ...action, summary: 'Issue the 세금계산서 (and 수정세금계산서)' }, preHandler: operators },
    async (request) => ok(await issueTaxInvoices(invoiceDeps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.cancelInvoice,
    { schema: { ...action, summary: '발행 취소 of an unpaid bill' }, preHandler: operators },
    async (request) => ok(await cancelTaxInvoices(invoiceDeps, currentUser(request), request.body)),
  );
  app.post(
    CLIENT_BILL_PATH.paid,
    {
      schema: { ...action, body: clientBillPaidRequestSchema, summary: 'Record the transfer (입금 확인)' },
      preHandler: operators,
    },
    async (request) => ok(await markClientBillPaid(deps, currentUser(request), request.body)),
  );
};
