import { z } from 'zod';
import { REFUND_GBN } from '../delivery-lifecycle';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';

/**
 * What each signed webhook says (decision 038), in the public API's vocabulary: the ids a receiver can pass to
 * /api/v1 (applicationId, deliveryId, eventId, productId, employeeNumber) and statuses as the API shows them (the
 * product's code and its Korean name). Ids and states only: no names, phones or addresses. The emitters' data types
 * come from these schemas, and the public OpenAPI document lists them under `webhooks`.
 */

const id = (what: string) => z.number().int().describe(what);
const applicationId = id('The application (GET /api/v1/applications/{applicationId}).');
const deliveryId = id('The delivery line (GET /api/v1/deliveries/{deliveryId}).');
const eventId = id('The gift event (GET /api/v1/events/{eventId}).');
const productId = id('The chosen product.');
const statusCode = (what: string) => z.string().describe(`${what} code, as the public API shows it.`);
const statusName = z.string().describe('The Korean name of the code.');

export const giftAppliedDataSchema = z.object({
  applicationId,
  eventId,
  productId,
  quantity: z.number().int(),
  status: z.literal('APPLIED'),
  defaultGift: z
    .boolean()
    .describe('True when the close gave the default gift to someone who chose nothing.'),
});
export const giftCancelledDataSchema = z.object({
  applicationId,
  deliveryId,
  eventId,
  productId,
  quantity: z.number().int(),
  status: z.literal('CANCELLED'),
});
export const deliveryDataSchema = z.object({
  deliveryId,
  applicationId,
  eventId,
  status: statusCode('Delivery status'),
  statusName,
  carrierCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export const eventOpenedDataSchema = z.object({ eventId, status: statusCode('Event status'), statusName });
export const eventClosedDataSchema = eventOpenedDataSchema.extend({
  recipientCount: z.number().int(),
  appliedCount: z.number().int().describe('Recipients who chose a gift before the close.'),
});
export const returnDataSchema = z.object({
  returnId: id('The return or exchange request.'),
  deliveryId,
  applicationId,
  kind: z.enum([REFUND_GBN.return, REFUND_GBN.exchange]),
  kindName: z.string(),
  reason: z.string().nullable().describe('Reason code.'),
  reasonName: z.string().nullable(),
  status: statusCode('Return status'),
  statusName,
  refundAmount: z.number().int().nullable().describe('Integer won, once known.'),
});
export const paymentDataSchema = z.object({
  paymentId: z.string().describe("The payment's order id at the payment provider."),
  applicationId: applicationId.nullable(),
  returnId: id('Set when the payment is a return fee: the return it pays for.').nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  status: statusCode('Payment status'),
  statusName,
});
export const employeeDataSchema = z.object({
  employeeNumber: z.string().nullable().describe('GET /api/v1/employees/{employeeNumber}.'),
  groupCode: z.string().nullable(),
  active: z.boolean(),
});

/** A client bill's month was confirmed: its tax ledger is final (GET /api/v1/tax/employees?year=&month=). */
export const taxMonthConfirmedDataSchema = z.object({
  year: z.number().int(),
  month: z.number().int().describe('1-12.'),
  billId: id("The month's client bill."),
  lineCount: z.number().int().describe('Gift lines on the bill.'),
  chargeAmount: z.number().int().describe('What the bill charges, VAT included, integer won.'),
});

/** Each event type's `data`. */
export const WEBHOOK_DATA_SCHEMAS = {
  'event.opened': eventOpenedDataSchema,
  'event.closed': eventClosedDataSchema,
  'gift.applied': giftAppliedDataSchema,
  'gift.cancelled': giftCancelledDataSchema,
  'payment.approved': paymentDataSchema,
  'payment.refunded': paymentDataSchema,
  'delivery.shipped': deliveryDataSchema,
  'delivery.delivered': deliveryDataSchema,
  'return.requested': returnDataSchema,
  'return.completed': returnDataSchema,
  'employee.created': employeeDataSchema,
  'employee.deactivated': employeeDataSchema,
  'tax.month_confirmed': taxMonthConfirmedDataSchema,
} as const satisfies Record<WebhookEventType, z.ZodObject>;
export type WebhookEventData = { [T in WebhookEventType]: z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[T]> };

/** The body a receiver gets for one event type; `id` is the webhook-id header, stable across retries. */
export const webhookMessageSchema = /* @__NO_SIDE_EFFECTS__ */ <T extends WebhookEventType>(type: T) =>
  z.object({
    id: z.string().describe('The webhook-id: the same on every retry and replay of this message.'),
    type: z.literal(type),
    occurredAt: z.iso.datetime({ offset: true }),
    companyCode: z.string(),
    data: WEBHOOK_DATA_SCHEMAS[type] as (typeof WEBHOOK_DATA_SCHEMAS)[T],
  });

export const WEBHOOK_MESSAGE_SCHEMAS = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [type, webhookMessageSchema(type)]),
) as { [T in WebhookEventType]: ReturnType<typeof webhookMessageSchema<T>> };
