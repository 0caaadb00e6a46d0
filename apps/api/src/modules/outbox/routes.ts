import { OPERATOR_ADMIN } from '@pcs/domain';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { messageOutbox } from '../../db/schema/index';
import { ok, replies } from '../../http/envelope';
import { maskSecret } from './message-secret';

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
 * screen" (ARCHITECTURE "Adapters"): what was sent to whom and whether it went out, with one-time secrets masked.
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
          // Auth numbers never leave the server: an operator who could read them could take over any account.
          body: maskSecret(r.body),
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
