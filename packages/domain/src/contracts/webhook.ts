import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
} from '../webhooks';
import { cmpyCdSchema } from './company';
import { optionalText, pageOf, serialId } from './envelope';
import { pagingShape, ynSchema } from './list';

// The webhook screen's calls (decision 038): POST /v1/ebmp/pcs/integration/webhook/<action>.json.
// Operators (15, 99999) pick a company; a client manager (25) works on their own company only.

export const WEBHOOK_PATHS = {
  list: '/v1/ebmp/pcs/integration/webhook/list.json',
  create: '/v1/ebmp/pcs/integration/webhook/create.json',
  update: '/v1/ebmp/pcs/integration/webhook/update.json',
  rotateSecret: '/v1/ebmp/pcs/integration/webhook/rotate-secret.json',
  remove: '/v1/ebmp/pcs/integration/webhook/delete.json',
  test: '/v1/ebmp/pcs/integration/webhook/test.json',
  deliveries: '/v1/ebmp/pcs/integration/webhook/deliveries.json',
  attempts: '/v1/ebmp/pcs/integration/webhook/attempts.json',
  replay: '/v1/ebmp/pcs/integration/webhook/replay.json',
} as const;

const subscriptionSnSchema = serialId(WEBHOOK_MESSAGES.subscriptionNotFound);
// The column is bigint, but every id a call takes fits a PostgreSQL integer (the serial-id rule of the screens'
// calls); 2,147,483,647 deliveries are decades away, and widening this is one line when they are not.
const deliverySnSchema = serialId(WEBHOOK_MESSAGES.deliveryNotFound);

/** The URL's form; whether its address is public is checked by the server (config) and on every send. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(500, WEBHOOK_MESSAGES.urlInvalid);
export const webhookEventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as unknown as [WebhookEventType, ...WebhookEventType[]]), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const webhookListRequestSchema = z.object({
  /** Operators: the company to show (required); a client manager's own company is used whatever is sent. */
  cmpyCd: cmpyCdSchema.nullable().optional(),
});
export type WebhookListRequest = z.input<typeof webhookListRequestSchema>;

export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUS);

export const webhookSubscriptionRowSchema = z.object({
  subscriptionSn: z.number().int(),
  cmpyCd: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  description: z.string().nullable(),
  activeYn: z.enum(['Y', 'N']),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  lastDelivery: z
    .object({
      status: webhookDeliveryStatusSchema,
      eventType: z.string(),
      statusCode: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookSubscriptionRow = z.infer<typeof webhookSubscriptionRowSchema>;
export const webhookListReplySchema = z.object({ list: z.array(webhookSubscriptionRowSchema) });
export type WebhookListReply = z.infer<typeof webhookListReplySchema>;

export const webhookCreateRequestSchema = z.object({
  cmpyCd: cmpyCdSchema.nullable().optional(),
  url: webhookUrlSchema,
  eventTypes: webhookEventTypesSchema,
  description: optionalText(200),
});
export type WebhookCreateRequest = z.input<typeof webhookCreateRequestSchema>;

/** The secret is in this reply only: it is never shown again (rotate makes a new one). */
export const webhookSecretReplySchema = z.object({ subscriptionSn: z.number().int(), secret: z.string() });
export type WebhookSecretReply = z.infer<typeof webhookSecretReplySchema>;

export const webhookUpdateRequestSchema = z.object({
  subscriptionSn: subscriptionSnSchema,
  url: webhookUrlSchema,
  eventTypes: webhookEventTypesSchema,
  description: optionalText(200),
  activeYn: ynSchema,
});
export type WebhookUpdateRequest = z.input<typeof webhookUpdateRequestSchema>;

export const webhookSubscriptionRequestSchema = z.object({ subscriptionSn: subscriptionSnSchema });
export type WebhookSubscriptionRequest = z.input<typeof webhookSubscriptionRequestSchema>;

export const webhookQueuedReplySchema = z.object({ deliverySn: z.number().int(), messageId: z.string() });
export type WebhookQueuedReply = z.infer<typeof webhookQueuedReplySchema>;

export const webhookDeliveriesRequestSchema = z.object({
  subscriptionSn: subscriptionSnSchema,
  status: z
    .union([z.literal(''), webhookDeliveryStatusSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  ...pagingShape,
});
export type WebhookDeliveriesRequest = z.input<typeof webhookDeliveriesRequestSchema>;

export const webhookDeliveryRowSchema = z.object({
  deliverySn: z.number().int(),
  eventType: z.string(),
  messageId: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastResponseExcerpt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  replayOf: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRowSchema>;
export const webhookDeliveriesReplySchema = pageOf(webhookDeliveryRowSchema);
export type WebhookDeliveriesReply = z.infer<typeof webhookDeliveriesReplySchema>;

export const webhookDeliveryRequestSchema = z.object({ deliverySn: deliverySnSchema });
export type WebhookDeliveryRequest = z.input<typeof webhookDeliveryRequestSchema>;

export const webhookAttemptRowSchema = z.object({
  attemptNo: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});
export type WebhookAttemptRow = z.infer<typeof webhookAttemptRowSchema>;
export const webhookAttemptsReplySchema = z.object({ list: z.array(webhookAttemptRowSchema) });
export type WebhookAttemptsReply = z.infer<typeof webhookAttemptsReplySchema>;
