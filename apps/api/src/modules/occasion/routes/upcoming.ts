import {
  MANAGER_ROLES,
  OCCASION_UPCOMING_PATH as P,
  UPCOMING_EXPORT_COLUMNS,
  UPCOMING_EXPORT_FILE,
  upcomingActionReplySchema,
  upcomingApproveReplySchema,
  upcomingApproveRequestSchema,
  upcomingExcelRequestSchema,
  upcomingFilterOptionsReplySchema,
  upcomingListReplySchema,
  upcomingListRequestSchema,
  upcomingSendNowRequestSchema,
  upcomingSkipRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { xlsxStream } from '../../../lib/excel/write-xlsx';
import { approveOccurrences } from '../approve-occurrences';
import { getUpcomingFilterOptions } from '../get-upcoming-filter-options';
import { listUpcoming } from '../list-upcoming';
import { sendOccurrenceNow } from '../send-occurrence-now';
import { skipOccurrence } from '../skip-occurrence';

/**
 * /occasion/upcoming (decision 036): the next 30 days of occasion gifts, their Excel, and the managers' decisions
 * (approve, skip with a reason, send now). Operators (15, 99999) for every company, client managers (25) for their
 * own; the use cases check each gift's company.
 */
export const upcomingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const tags = ['occasion'];

  app.post(
    P.list,
    {
      schema: {
        tags,
        summary: 'Occasion gifts of the next 30 days',
        body: upcomingListRequestSchema,
        response: replies(upcomingListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listUpcoming(deps, currentUser(request), request.body)),
  );

  app.post(
    P.excel,
    {
      schema: { tags, summary: 'The filtered upcoming list as xlsx', body: upcomingExcelRequestSchema },
      preHandler: managers,
    },
    async (request, reply) => {
      const page = await listUpcoming(deps, currentUser(request), request.body);
      const file = xlsxStream(UPCOMING_EXPORT_FILE, UPCOMING_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, UPCOMING_EXPORT_FILE, file, deps.now());
    },
  );

  app.post(
    P.filterOptions,
    {
      schema: {
        tags,
        summary: 'Rules to filter the upcoming list by',
        response: replies(upcomingFilterOptionsReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await getUpcomingFilterOptions(deps, currentUser(request))),
  );

  app.post(
    P.approve,
    {
      schema: {
        tags,
        summary: 'Approve waiting occasion gifts',
        body: upcomingApproveRequestSchema,
        response: replies(upcomingApproveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await approveOccurrences(deps, currentUser(request), request.body)),
  );

  app.post(
    P.skip,
    {
      schema: {
        tags,
        summary: 'Skip an unsent occasion gift, with a reason',
        body: upcomingSkipRequestSchema,
        response: replies(upcomingActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await skipOccurrence(deps, currentUser(request), request.body)),
  );

  app.post(
    P.sendNow,
    {
      schema: {
        tags,
        summary: 'Send an unsent occasion gift now',
        body: upcomingSendNowRequestSchema,
        response: replies(upcomingActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await sendOccurrenceNow(deps, currentUser(request), request.body)),
  );
};
