import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUS } from '../webhooks';
import { SERIAL_ID_MAX } from './envelope';
import { pageQueryShape } from './public-api';
import { webhookEventTypesSchema, webhookUrlSchema } from './webhook';

/**
 * Webhook management over the public API /api/v1, scope `webhooks:manage`: the same subscriptions the
 * webhook screen manages, in the public contract's English names, ISO times with +09:00 and problem+json errors.
 */

const isoDateTime = z.iso.datetime({ offset: true });
const companyCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/)
  .optional()
  .describe('Only for an operator key (no company): the company the call is about.');

/** The longest overlap of a rotation: a week, long enough for a receiver's weekly deploy. */
export const WEBHOOK_ROTATE_OVERLAP_MAX_MINUTES = 10_080;
export const WEBHOOK_ROTATE_OVERLAP_DEFAULT_MINUTES = 1_440;
/** The most messages one replay call queues; a wider range is refused (422), so one call stays one short insert. */
export const WEBHOOK_REPLAY_MAX = 1_000;

export const webhookIdParamSchema = z.object({
  webhookId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});
export const webhookCompanyQuerySchema = z.object({ companyCode });

export const publicWebhookSchema = z.object({
  webhookId: z.number().int(),
  companyCode: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  description: z.string().nullable(),
  active: z.boolean(),
  disabledReason: z.string().nullable().describe('Why the sender turned it off (410 Gone), in Korean.'),
  previousSecretExpiresAt: isoDateTime
    .nullable()
    .describe(
      'Until this instant sends are signed with the previous secret too (after a rotation with overlap).',
    ),
  createdAt: isoDateTime,
});
export type PublicWebhook = z.infer<typeof publicWebhookSchema>;
export const publicWebhookListSchema = z.object({ data: z.array(publicWebhookSchema) });

export const publicWebhookCreateSchema = z.object({
  url: webhookUrlSchema.describe('https:// address that receives the signed POSTs.'),
  eventTypes: webhookEventTypesSchema,
  description: z.string().trim().max(200).nullable().optional(),
  companyCode,
});
export type PublicWebhookCreate = z.infer<typeof publicWebhookCreateSchema>;

/** The signing secret (whsec_...) is in this reply only. */
export const publicWebhookWithSecretSchema = publicWebhookSchema.extend({
  secret: z.string().describe('Standard Webhooks signing secret; shown once.'),
});

/** PATCH: only the fields sent change. */
export const publicWebhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  eventTypes: webhookEventTypesSchema.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  active: z.boolean().optional(),
  companyCode,
});
export type PublicWebhookUpdate = z.infer<typeof publicWebhookUpdateSchema>;

/** A body that may be left out entirely (curl -X POST with no data): read as {}. */
export const publicWebhookRotateSchema = z
  .object({
    overlapMinutes: z
      .number()
      .int()
      .min(0)
      .max(WEBHOOK_ROTATE_OVERLAP_MAX_MINUTES)
      .default(WEBHOOK_ROTATE_OVERLAP_DEFAULT_MINUTES)
      .describe('How long the previous secret still signs (both signatures are sent); 0 stops it at once.'),
    companyCode,
  })
  .nullish()
  .transform((body) => body ?? { overlapMinutes: WEBHOOK_ROTATE_OVERLAP_DEFAULT_MINUTES });

export const publicWebhookReplaySchema = z
  .object({
    since: isoDateTime.describe('Deliveries created at or after this instant.'),
    until: isoDateTime.optional().describe('Deliveries created before this instant; now when absent.'),
    eventTypes: z.array(z.string().max(40)).min(1).max(50).optional(),
    companyCode,
  })
  .refine((b) => !b.until || Date.parse(b.until) > Date.parse(b.since), {
    message: 'until must be after since.',
    path: ['until'],
  });
export const publicWebhookReplayedSchema = z.object({
  replayed: z.number().int().describe('Messages queued again, each with its original webhook-id.'),
});

export const publicWebhookDeliverySchema = z.object({
  deliveryId: z.number().int(),
  messageId: z.string().describe('The webhook-id header; the same on retries and replays.'),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUS),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  replayOf: z.number().int().nullable().describe('The delivery this one replays.'),
  createdAt: isoDateTime,
  lastAttemptAt: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
  nextAttemptAt: isoDateTime.nullable(),
});
export type PublicWebhookDelivery = z.infer<typeof publicWebhookDeliverySchema>;
export const webhookDeliveryListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.enum(WEBHOOK_DELIVERY_STATUS).optional(),
});
