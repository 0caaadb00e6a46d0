import {
  DELIVERY_EXPORT_FILE,
  FULFILMENT_ROLES,
  importReplySchema,
  DELIVERY_FLOW_PATH as P,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../../http/excel-upload';
import { buildInvoiceTemplate } from '../build-invoice-template';
import { importInvoices } from '../import-invoices';

/**
 * The invoice Excel of /delivery/order (spec §6: operators, vendors for their goods, part-timers for their
 * assignments): a template pre-filled with the releasable lines, and its upload, all or nothing.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  const fulfil = deps.guard(FULFILMENT_ROLES);
  const tags = ['delivery'];

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
      const file = await buildInvoiceTemplate(deps, currentUser(request));
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
};
