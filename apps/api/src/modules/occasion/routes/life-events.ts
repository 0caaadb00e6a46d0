import {
  EXPORT_FILE_NAME,
  LIFE_EVENT_EXPORT_COLUMNS,
  lifeEventActionReplySchema,
  lifeEventExcelRequestSchema,
  lifeEventKeySchema,
  lifeEventListReplySchema,
  lifeEventListRequestSchema,
  lifeEventRejectRequestSchema,
  lifeEventSaveRequestSchema,
  MANAGER_ROLES,
  myLifeEventListReplySchema,
  myLifeEventRequestSchema,
  LIFE_EVENT_PATH as P,
  RECIPIENT_ROLES,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { sendXlsx } from '../../../http/excel-reply';
import { xlsxStream } from '../../../lib/excel/write-xlsx';
import { decideLifeEvent } from '../decide-life-event';
import { deleteLifeEvent } from '../delete-life-event';
import { listLifeEvents } from '../list-life-events';
import { listMyLifeEvents } from '../list-my-life-events';
import { requestLifeEvent } from '../request-life-event';
import { saveLifeEvent } from '../save-life-event';
import { withdrawLifeEvent } from '../withdraw-life-event';

/**
 * HR life events (decision 036): the managers' list, registration, deletion and decisions (operators 15/99999 for
 * every company, a client manager 25 for their own: /occasion/lifeEvents and the user detail screens), and the
 * employee's own requests from my page (recipients 10/20, always their own).
 */
export const lifeEventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const recipients = deps.guard(RECIPIENT_ROLES);
  const tags = ['occasion'];

  app.post(
    P.list,
    {
      schema: {
        tags,
        summary: 'Life events and requests (a company, or one person)',
        body: lifeEventListRequestSchema,
        response: replies(lifeEventListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listLifeEvents(deps, currentUser(request), request.body)),
  );
  app.post(
    P.excel,
    {
      schema: {
        tags,
        summary: 'Life events as xlsx (requestType EXPORT, downloadReason)',
        body: lifeEventExcelRequestSchema,
      },
      preHandler: managers,
    },
    async (request, reply) => {
      const page = await listLifeEvents(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.lifeEvent, LIFE_EVENT_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.lifeEvent, file, deps.now());
    },
  );
  app.post(
    P.save,
    {
      schema: {
        tags,
        summary: "Register a person's life event (APPROVED at once)",
        body: lifeEventSaveRequestSchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await saveLifeEvent(deps, currentUser(request), request.body)),
  );
  app.post(
    P.delete,
    {
      schema: {
        tags,
        summary: 'Delete a life event (DELETED)',
        body: lifeEventKeySchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await deleteLifeEvent(deps, currentUser(request), request.body.lifeEventSn)),
  );
  app.post(
    P.approve,
    {
      schema: {
        tags,
        summary: "Approve an employee's request",
        body: lifeEventKeySchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) =>
      ok(
        await decideLifeEvent(deps, currentUser(request), {
          lifeEventSn: request.body.lifeEventSn,
          decision: 'APPROVE',
        }),
      ),
  );
  app.post(
    P.reject,
    {
      schema: {
        tags,
        summary: "Reject an employee's request (reason required)",
        body: lifeEventRejectRequestSchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: managers,
    },
    async (request) =>
      ok(
        await decideLifeEvent(deps, currentUser(request), {
          lifeEventSn: request.body.lifeEventSn,
          decision: 'REJECT',
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    P.myList,
    {
      schema: {
        tags,
        summary: 'My life events and requests',
        response: replies(myLifeEventListReplySchema),
      },
      preHandler: recipients,
    },
    async (request) => ok(await listMyLifeEvents(deps, currentUser(request))),
  );
  app.post(
    P.myRequest,
    {
      schema: {
        tags,
        summary: 'Ask for a life event of my own (REQUESTED)',
        body: myLifeEventRequestSchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: recipients,
    },
    async (request) => ok(await requestLifeEvent(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myWithdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw my pending request',
        body: lifeEventKeySchema,
        response: replies(lifeEventActionReplySchema),
      },
      preHandler: recipients,
    },
    async (request) => ok(await withdrawLifeEvent(deps, currentUser(request), request.body.lifeEventSn)),
  );
};
