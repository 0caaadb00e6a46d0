import { OPERATOR_ADMIN } from '@pcs/domain';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { messageOutbox } from '../../db/schema/index';
import { ok, replies } from '../../http/envelope';

const outboxListSchema = z.object({
  messageList: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * POST /v1/ebmp/pcs/outbox/list.json: the latest 50 queued messages, for operator admins (15, 99999) - the "outbox
 * screen" of the local transport (ARCHITECTURE "Adapters"), where auth numbers can be read when no SMS/SMTP is set.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/v1/ebmp/pcs/outbox/list.json',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Latest queued messages (operator admins)',
        response: replies(outboxListSchema),
      },
      preHandler: deps.guard(OPERATOR_ADMIN),
    },
    async () => {
      const rows = await deps.db.select().from(messageOutbox).orderBy(desc(messageOutbox.id)).limit(50);
      return ok({
        messageList: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
