import {
  marginExcelRequestSchema,
  marginListReplySchema,
  marginListRequestSchema,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import { MARGIN_PATH } from '@pcs/domain/contracts/settlement-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { exportMargins } from '../export-margins';
import { listMargins } from '../list-margins';

/** The operators' margins (decision 037): sale minus supply by month, company, event or vendor. Operators only. */
export const marginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['settlement'];
  const operators = deps.guard(OPERATOR_ADMIN);
  app.post(
    MARGIN_PATH.list,
    {
      schema: {
        tags,
        summary: 'Sale, supply and margin grouped by month, company, event or vendor',
        body: marginListRequestSchema,
        response: replies(marginListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listMargins(deps.db, request.body)),
  );
  app.post(
    MARGIN_PATH.excel,
    {
      schema: { tags, summary: 'The margin groups as xlsx', body: marginExcelRequestSchema },
      preHandler: operators,
    },
    async (request, reply) => {
      const { name, file } = await exportMargins(deps.db, request.body);
      return sendXlsx(reply, name, file, deps.now());
    },
  );
};
