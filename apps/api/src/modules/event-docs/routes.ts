import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  API_PATH,
  EVENT_DOCS_TEXT,
  eventDocRequestSchema,
  eventVendorListReplySchema,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  purchaseOrderRequestSchema,
  SUPPLY_ROLES,
  VENDOR_GROUP,
  vendorEventListReplySchema,
  vendorMailReplySchema,
  vendorMailRequestSchema,
} from '@pcs/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { ymdKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import { invoiceStatement, purchaseOrderLines, purchaseOrderXlsx } from './event-docs';
import { renderInvoicePdf, renderPurchaseOrderPdf } from './event-docs-pdf';
import { docEvent, eventVendors, sendVendorMails, vendorEvents } from './vendor-docs';

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer, now: Date): FastifyReply {
  const fileName = `${name}_${ymdKst(now)}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="document_${ymdKst(now)}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(pdf);
}

/**
 * The event's documents: the invoice statement (operator admins; a client manager their own company's),
 * purchase orders per vendor as PDF and xlsx (operator admins any vendor's; a vendor only its own lines) and the
 * purchase-order mail to the vendors (operator admins). The use cases check tenant and vendor; the guards the roles.
 */
export const eventDocsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['event'];
  const operators = deps.guard(OPERATOR_ADMIN);
  const invoiceReaders = deps.guard(MANAGER_ROLES);
  const poReaders = deps.guard(SUPPLY_ROLES);

  app.post(
    API_PATH.eventInvoicePdf,
    {
      schema: { tags, summary: 'Event invoice statement (거래명세서) PDF', body: eventDocRequestSchema },
      preHandler: invoiceReaders,
    },
    async (request, reply) => {
      const s = await invoiceStatement(deps.db, currentUser(request), request.body.eventSn);
      const pdf = await renderInvoicePdf(deps.db, s, deps.now());
      return sendPdf(reply, `${EVENT_DOCS_TEXT.invoiceTitle}_${s.eventNm}`, pdf, deps.now());
    },
  );
  app.post(
    API_PATH.eventVendorList,
    {
      schema: {
        tags,
        summary: "The event's vendors with their applied lines (the operator's event detail)",
        body: eventDocRequestSchema,
        response: replies(eventVendorListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => {
      const rows = await eventVendors(deps.db, currentUser(request), request.body.eventSn);
      return ok({ list: rows.map(({ managerEmail: _, ...r }) => r) });
    },
  );
  const purchaseOrder = async (
    user: ReturnType<typeof currentUser>,
    eventSn: number,
    vendorSn: number | null,
  ) => {
    const lines = await purchaseOrderLines(deps.db, user, eventSn, vendorSn);
    const ev = await docEvent(deps.db, eventSn);
    // Each line carries a recipient's name, phone and address: the download is in the access log.
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.purchaseOrder,
      rowCount: lines.length,
      cmpyCd: ev.cmpyCd,
      targetId: `${eventSn}${vendorSn === null ? '' : `/${vendorSn}`}`,
    });
    const vendorNm =
      lines[0]?.vendorNm ??
      (await eventVendors(deps.db, user, eventSn)).find((v) => v.vendorSn === (vendorSn ?? user.vendorSn))
        ?.vendorNm ??
      '';
    return { lines, ev, vendorNm: vendorSn === null && user.vendorSn === null ? '전체' : vendorNm };
  };
  app.post(
    API_PATH.eventPurchaseOrderPdf,
    {
      schema: {
        tags,
        summary: "A vendor's purchase order (발주서) PDF for an event",
        body: purchaseOrderRequestSchema,
      },
      preHandler: poReaders,
    },
    async (request, reply) => {
      const { lines, ev, vendorNm } = await purchaseOrder(
        currentUser(request),
        request.body.eventSn,
        request.body.vendorSn ?? null,
      );
      const pdf = await renderPurchaseOrderPdf(ev, vendorNm, lines, deps.now());
      return sendPdf(
        reply,
        `${EVENT_DOCS_TEXT.purchaseOrderTitle}_${ev.eventNm}_${vendorNm}`,
        pdf,
        deps.now(),
      );
    },
  );
  app.post(
    API_PATH.eventPurchaseOrderXlsx,
    {
      schema: {
        tags,
        summary: "A vendor's purchase order (발주서) xlsx for an event",
        body: purchaseOrderRequestSchema,
      },
      preHandler: poReaders,
    },
    async (request, reply) => {
      const { lines, ev, vendorNm } = await purchaseOrder(
        currentUser(request),
        request.body.eventSn,
        request.body.vendorSn ?? null,
      );
      return sendXlsx(
        reply,
        `${EVENT_DOCS_TEXT.purchaseOrderTitle}_${ev.eventNm}_${vendorNm}`,
        purchaseOrderXlsx(lines),
        deps.now(),
      );
    },
  );
  app.post(
    API_PATH.eventVendorEvents,
    {
      schema: {
        tags,
        summary: 'The events a vendor has applied lines in (its purchase orders)',
        response: replies(vendorEventListReplySchema),
      },
      preHandler: deps.guard(VENDOR_GROUP),
    },
    async (request) => ok({ list: await vendorEvents(deps.db, currentUser(request)) }),
  );
  app.post(
    API_PATH.eventVendorMail,
    {
      schema: {
        tags,
        summary:
          'Mail each vendor of the event its purchase-order summary (outbox; a repeated key queues nothing)',
        body: vendorMailRequestSchema,
        response: replies(vendorMailReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await sendVendorMails(deps, currentUser(request), request.body)),
  );
};
