import {
  codeNameOf,
  DELIVERY_STATUS_LABEL,
  EVENT_STATUS_LABEL,
  PAYMENT_STATUS_LABEL,
  REFUND_GBN_LABEL,
  RETURN_REASONS,
  RETURN_STATE_LABEL,
  type WebhookEventData,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookDataSql } from './queue-webhook-event';

/**
 * Every event's `data` is built here (decision 038), in the public API's names: internal columns in, the ids and
 * states a receiver can use with /api/v1 out. Statuses carry the product's code and its Korean name, the same pair
 * the API's reads show.
 */

/** A code's name in SQL from a domain label map (the map is a parameter): the label, else the code itself. */
const codeNameSql = (labels: Readonly<Record<string, string>>, code: SQL): SQL =>
  sql`coalesce(${JSON.stringify(labels)}::jsonb ->> ${code}, ${code})`;

export const giftAppliedDataSql = (o: {
  ordSn: SQL;
  eventSn: SQL;
  prodSn: SQL;
  quantity: SQL;
  defaultGift: boolean;
}): WebhookDataSql<'gift.applied'> => ({
  applicationId: o.ordSn,
  eventId: o.eventSn,
  productId: o.prodSn,
  quantity: o.quantity,
  status: sql`'APPLIED'::text`,
  defaultGift: o.defaultGift ? sql`true` : sql`false`,
});

export const giftAppliedData = (o: {
  ordSn: number;
  eventSn: number;
  prodSn: number;
  quantity: number;
}): WebhookEventData['gift.applied'] => ({
  applicationId: o.ordSn,
  eventId: o.eventSn,
  productId: o.prodSn,
  quantity: o.quantity,
  status: 'APPLIED',
  defaultGift: false,
});

type Line = { ordSn: number; estiItemSn: number; eventSn: number; prodSn: number; quantity: number };

export const giftCancelledData = (line: Line): WebhookEventData['gift.cancelled'] => ({
  applicationId: line.ordSn,
  deliveryId: line.estiItemSn,
  eventId: line.eventSn,
  productId: line.prodSn,
  quantity: line.quantity,
  status: 'CANCELLED',
});

export const deliveryData = (
  line: Line,
  deliStatCd: string,
  carrierCd: string | null,
  invoiceNo: string | null,
): WebhookEventData['delivery.shipped'] => ({
  deliveryId: line.estiItemSn,
  applicationId: line.ordSn,
  eventId: line.eventSn,
  status: deliStatCd,
  statusName: codeNameOf(DELIVERY_STATUS_LABEL, deliStatCd),
  carrierCode: carrierCd,
  invoiceNumber: invoiceNo,
});

export const eventOpenedData = (eventSn: number, eventStatCd: string): WebhookEventData['event.opened'] => ({
  eventId: eventSn,
  status: eventStatCd,
  statusName: codeNameOf(EVENT_STATUS_LABEL, eventStatCd),
});

export const eventClosedData = (
  eventSn: number,
  eventStatCd: string,
  counts: { recipientCount: number; appliedCount: number },
): WebhookEventData['event.closed'] => ({ ...eventOpenedData(eventSn, eventStatCd), ...counts });

/** Over a FROM item `x` with refund_sn, esti_item_sn, ord_sn, refund_gbn, reason_cd, refund_stat_cd, refund_amount. */
export const returnDataSql = (): WebhookDataSql<'return.requested'> => ({
  returnId: sql`x.refund_sn`,
  deliveryId: sql`x.esti_item_sn`,
  applicationId: sql`x.ord_sn`,
  kind: sql`x.refund_gbn`,
  kindName: codeNameSql(REFUND_GBN_LABEL, sql`x.refund_gbn`),
  reason: sql`x.reason_cd`,
  reasonName: codeNameSql(RETURN_REASONS, sql`x.reason_cd`),
  status: sql`x.refund_stat_cd`,
  statusName: codeNameSql(RETURN_STATE_LABEL, sql`x.refund_stat_cd`),
  refundAmount: sql`x.refund_amount`,
});

/** Over a FROM item `x` with oid, ord_sn, refund_sn, amount, refunded_amount, status. */
export const paymentDataSql = (): WebhookDataSql<'payment.approved'> => ({
  paymentId: sql`x.oid`,
  applicationId: sql`x.ord_sn`,
  returnId: sql`x.refund_sn`,
  amount: sql`x.amount`,
  refundedAmount: sql`x.refunded_amount`,
  status: sql`x.status`,
  statusName: codeNameSql(PAYMENT_STATUS_LABEL, sql`x.status`),
});

export const employeeData = (u: {
  sabun: string | null;
  grupCd: string | null;
  useYn: string;
}): WebhookEventData['employee.created'] => ({
  employeeNumber: u.sabun,
  groupCode: u.grupCd,
  active: u.useYn === 'Y',
});
