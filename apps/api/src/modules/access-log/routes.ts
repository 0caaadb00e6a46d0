import {
  ACCESS_LOG_EXPORT_COLUMNS,
  API_PATH,
  accessLogExcelRequestSchema,
  accessLogListReplySchema,
  accessLogListRequestSchema,
  EXPORT_FILE_NAME,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { listAccessLog } from './list-access-log';

/** The personal-data access log (screen /system/accessLog/list): operator admins (15, 99999) only. */
export const accessLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['access log'];

  app.post(
    API_PATH.accessLogList,
    {
      schema: {
        tags,
        summary: 'Personal-data access log',
        body: accessLogListRequestSchema,
        response: replies(accessLogListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listAccessLog(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.accessLogExcel,
    {
      schema: { tags, summary: 'Access log as xlsx (requestType EXPORT)', body: accessLogExcelRequestSchema },
      preHandler: operators,
    },
    async (request, reply) => {
      const page = await listAccessLog(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.accessLog, ACCESS_LOG_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.accessLog, file, deps.now());
    },
  );
};
