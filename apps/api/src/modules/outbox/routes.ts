import { OPERATOR_ADMIN, OUTBOX_PATH } from '@pcs/domain';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  solapiDeliveryReport,
  solapiReportSchema,
  webhookSecretMatches,
} from '../../adapters/messaging/solapi-report';
import type { AppDeps } from '../../app-deps';
import { messageOutbox } from '../../db/schema/index';
import { ok, replies } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { maskSecret } from './message-secret';
import { type ReceiptOutcome, recordReceipt } from './record-receipt';

const reportReplySchema = z.object({
  received: z.number().int(),
  recorded: z.number().int(),
  repeated: z.number().int(),
  unknown: z.number().int(),
  inProgress: z.number().int(),
});

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
    OUTBOX_PATH.list,
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

  /**
   * Solapi's status-report webhook (decision 052): no session; the configured secret
   * (SOLAPI_WEBHOOK_SECRET, header X-Solapi-Secret or `?key=`) is what proves the caller. Each report is recorded
   * once (recordReceipt): a repeated one changes nothing, and the reply counts what happened so the provider stops
   * resending. Logs carry counts only, never numbers.
   */
  app.post(
    OUTBOX_PATH.solapiReport,
    {
      schema: {
        tags: ['outbox'],
        summary: 'Solapi message status reports (webhook)',
        querystring: z.object({ key: z.string().max(200).optional() }),
        body: solapiReportSchema,
        response: replies(reportReplySchema),
      },
    },
    async (request) => {
      const header = request.headers['x-solapi-secret'];
      const presented = (typeof header === 'string' ? header : undefined) ?? request.query.key;
      if (!webhookSecretMatches(presented, deps.config.solapiWebhookSecret)) throw unauthorized();
      const counts: Record<ReceiptOutcome | 'inProgress', number> = {
        recorded: 0,
        repeated: 0,
        unknown: 0,
        inProgress: 0,
      };
      for (const item of request.body) {
        const report = solapiDeliveryReport(item);
        if (!report) {
          counts.inProgress += 1;
          continue;
        }
        counts[
          await recordReceipt(deps.db, { ...report, providerMessageId: item.messageId, at: deps.now() })
        ] += 1;
      }
      request.log.info({ received: request.body.length, ...counts }, 'solapi report');
      return ok({ received: request.body.length, ...counts });
    },
  );
};
