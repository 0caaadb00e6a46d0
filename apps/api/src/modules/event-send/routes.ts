import {
  EVENT_SEND_PATH,
  MANAGER_ROLES,
  notAppliedReplySchema,
  notAppliedRequestSchema,
  OPERATOR_ADMIN,
  reminderDeleteRequestSchema,
  reminderListReplySchema,
  reminderListRequestSchema,
  reminderSaveRequestSchema,
  reminderSchema,
  sendHistoryReplySchema,
  sendHistoryRequestSchema,
  sendMessagesReplySchema,
  sendMessagesRequestSchema,
  sendPreviewReplySchema,
  sendPreviewRequestSchema,
  sendReplySchema,
  sendRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { notAppliedRecipients, previewSend, sendHistory, sendMessages } from './queries';
import { deleteReminder, listReminders, saveReminder } from './reminders';
import { queueEventSend } from './send-event-messages';

/**
 * Invitations and reminders of an event, for operator admins (15, 99999): preview with each recipient's own values
 * and the sender's own text, send now or at a time (one outbox row per recipient and channel, a repeated submit
 * queues nothing more), the send history with states, the not-applied list for a manual reminder, and reminder
 * schedules. A client manager (25) may preview and send too, but only a reminder to the not-applied people of their
 * own company's events (authorizeSend decides).
 */
export const eventSendRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operators = deps.guard(OPERATOR_ADMIN);
  const senders = deps.guard(MANAGER_ROLES);
  const tags = ['event-send'];
  const ctx = { db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post(
    EVENT_SEND_PATH.preview,
    {
      schema: {
        tags,
        summary: "The message with each recipient's own values",
        body: sendPreviewRequestSchema,
        response: replies(sendPreviewReplySchema),
      },
      preHandler: senders,
    },
    async (request) => ok(await previewSend(ctx, currentUser(request), request.body)),
  );

  app.post(
    EVENT_SEND_PATH.send,
    {
      schema: {
        tags,
        summary: 'Queue an invitation or reminder (now or at sendAt)',
        body: sendRequestSchema,
        response: replies(sendReplySchema),
      },
      preHandler: senders,
    },
    async (request) => {
      const { requestKey, sendAt, ...spec } = request.body;
      const caller = currentUser(request);
      const result = await queueEventSend(ctx, spec, {
        requestKey,
        sendAt: sendAt ? new Date(sendAt) : null,
        createdBy: caller.unqUserId,
        caller,
      });
      return ok({
        eventSendSn: result.eventSendSn,
        recipientCnt: result.recipientCnt,
        duplicateYn: result.duplicate ? ('Y' as const) : ('N' as const),
      });
    },
  );

  app.post(
    EVENT_SEND_PATH.history,
    {
      schema: {
        tags,
        summary: 'Sends of an event with their states',
        body: sendHistoryRequestSchema,
        response: replies(sendHistoryReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await sendHistory(deps.db, request.body)),
  );

  app.post(
    EVENT_SEND_PATH.messages,
    {
      schema: {
        tags,
        summary: 'Messages of an event (queued, sent, failed with the reason)',
        body: sendMessagesRequestSchema,
        response: replies(sendMessagesReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await sendMessages(deps.db, request.body)),
  );

  app.post(
    EVENT_SEND_PATH.notApplied,
    {
      schema: {
        tags,
        summary: 'Recipients who have not applied',
        body: notAppliedRequestSchema,
        response: replies(notAppliedReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await notAppliedRecipients(deps.db, request.body)),
  );

  app.post(
    EVENT_SEND_PATH.reminderList,
    {
      schema: {
        tags,
        summary: 'Reminder schedules of an event',
        body: reminderListRequestSchema,
        response: replies(reminderListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok({ reminderList: await listReminders(deps.db, request.body.eventSn) }),
  );

  app.post(
    EVENT_SEND_PATH.reminderSave,
    {
      schema: {
        tags,
        summary: 'Add a reminder schedule (days before the close)',
        body: reminderSaveRequestSchema,
        response: replies(reminderSchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveReminder(deps.db, request.body)),
  );

  app.post(
    EVENT_SEND_PATH.reminderDelete,
    {
      schema: {
        tags,
        summary: 'Remove a reminder schedule that has not run',
        body: reminderDeleteRequestSchema,
        response: replies(z.null()),
      },
      preHandler: operators,
    },
    async (request) => {
      await deleteReminder(deps.db, request.body.reminderSn);
      return ok(null);
    },
  );
};
