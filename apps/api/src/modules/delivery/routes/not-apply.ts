import {
  DELIVERY_EXPORT_FILE,
  NOT_APPLY_EXPORT_COLUMNS,
  NOT_APPLY_ROLES,
  notApplyEventsReplySchema,
  notApplyEventsRequestSchema,
  notApplyListReplySchema,
  notApplyListRequestSchema,
  notApplyRemindReplySchema,
  notApplyRemindRequestSchema,
  DELIVERY_FLOW_PATH as P,
  REQUEST_TYPE,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { xlsxStream } from '../../../lib/excel/write-xlsx';
import { listNotApplyEvents } from '../list-not-apply-events';
import { listNotApplyRecipients } from '../list-not-apply-recipients';
import { remindNotApplied } from '../remind-not-applied';

/**
 * spec §2 /delivery/notApply and /delivery/notApplySelect (spec §6: 15, 25, 99999): events with their not-applied
 * counts, one event's recipients who have not applied (a page, or EXPORT in full), and reminders to them.
 */
export const notApplyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const notApply = deps.guard(NOT_APPLY_ROLES);
  const tags = ['delivery'];

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
    async (request) => ok(await listNotApplyEvents(deps, currentUser(request), request.body)),
  );

  app.post(
    P.notApplyList,
    {
      schema: { tags, summary: 'Not-applied recipients of one event', body: notApplyListRequestSchema },
      preHandler: notApply,
    },
    async (request, reply) => {
      const page = await listNotApplyRecipients(deps, currentUser(request), request.body);
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
    async (request) => ok(await remindNotApplied(deps, currentUser(request), request.body)),
  );
};
