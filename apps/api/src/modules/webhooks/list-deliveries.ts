import type { WebhookAttemptsReply, WebhookDeliveriesReply, WebhookDeliveryStatus } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { loadDelivery, loadSubscription } from './subscription-access';

type Row = {
  delivery_sn: number | string;
  event_type: string;
  message_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_response_excerpt: string | null;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string;
  replay_of: number | string | null;
  created_at: Date | string;
  total: number | string;
};
const iso = (v: Date | string) => new Date(v).toISOString();

/** POST .../webhook/deliveries.json: a subscription's delivery log, newest first, paged, by status. */
export async function listDeliveries(
  deps: { db: Db },
  user: AuthUser,
  input: { subscriptionSn: number; status: WebhookDeliveryStatus | null; page: number; pageSize: number },
): Promise<WebhookDeliveriesReply> {
  await loadSubscription(deps.db, user, input.subscriptionSn);
  const rows = await queryRows<Row>(
    deps.db,
    sql`select delivery_sn, event_type, message_id, status, attempts, last_status_code, last_error,
          last_response_excerpt, last_attempt_at, next_attempt_at, replay_of, created_at, count(*) over () as total
        from webhook_delivery
        where subscription_sn = ${input.subscriptionSn}
          ${input.status ? sql`and status = ${input.status}` : sql``}
        order by delivery_sn desc
        limit ${input.pageSize} offset ${input.page * input.pageSize}`,
  );
  return {
    list: rows.map((r) => ({
      deliverySn: Number(r.delivery_sn),
      eventType: r.event_type,
      messageId: r.message_id,
      status: r.status,
      attempts: r.attempts,
      lastStatusCode: r.last_status_code,
      lastError: r.last_error,
      lastResponseExcerpt: r.last_response_excerpt,
      lastAttemptAt: r.last_attempt_at ? iso(r.last_attempt_at) : null,
      nextAttemptAt: r.status === 'PENDING' ? iso(r.next_attempt_at) : null,
      replayOf: r.replay_of === null ? null : Number(r.replay_of),
      createdAt: iso(r.created_at),
    })),
    totalCount: rows[0] ? Number(rows[0].total) : 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** POST .../webhook/attempts.json: every try of one delivery, in order. */
export async function listDeliveryAttempts(
  deps: { db: Db },
  user: AuthUser,
  deliverySn: number,
): Promise<WebhookAttemptsReply> {
  await loadDelivery(deps.db, user, deliverySn);
  const rows = await queryRows<{
    attempt_no: number;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
    at: Date | string;
  }>(
    deps.db,
    sql`select attempt_no, status_code, error, duration_ms, at from webhook_attempt
        where delivery_sn = ${deliverySn} order by attempt_no`,
  );
  return {
    list: rows.map((r) => ({
      attemptNo: r.attempt_no,
      statusCode: r.status_code,
      error: r.error,
      durationMs: r.duration_ms,
      at: iso(r.at),
    })),
  };
}

/** A delivery as the public API pages it: no payload, no response excerpt. */
export type DeliveryPageRow = {
  deliverySn: number;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  replayOf: number | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

/**
 * A subscription's deliveries newest first, after a cursor (keyset on delivery_sn over
 * webhook_delivery_subscription_idx, so a deep page costs what the first does). Returns up to `limit` rows; the
 * caller asks for one more to know whether another page follows.
 */
export async function listDeliveriesBefore(
  deps: { db: Db },
  user: AuthUser,
  input: {
    subscriptionSn: number;
    beforeSn: number | null;
    limit: number;
    status: WebhookDeliveryStatus | null;
  },
): Promise<DeliveryPageRow[]> {
  await loadSubscription(deps.db, user, input.subscriptionSn);
  const rows = await queryRows<{
    delivery_sn: number | string;
    message_id: string;
    event_type: string;
    status: WebhookDeliveryStatus;
    attempts: number;
    last_status_code: number | null;
    last_error: string | null;
    replay_of: number | string | null;
    created_at: Date | string;
    last_attempt_at: Date | string | null;
    sent_at: Date | string | null;
    next_attempt_at: Date | string;
  }>(
    deps.db,
    sql`select delivery_sn, message_id, event_type, status, attempts, last_status_code, last_error, replay_of,
          created_at, last_attempt_at, sent_at, next_attempt_at
        from webhook_delivery
        where subscription_sn = ${input.subscriptionSn}
          ${input.beforeSn === null ? sql`` : sql`and delivery_sn < ${input.beforeSn}`}
          ${input.status ? sql`and status = ${input.status}` : sql``}
        order by delivery_sn desc
        limit ${input.limit}`,
  );
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    deliverySn: Number(r.delivery_sn),
    messageId: r.message_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    replayOf: r.replay_of === null ? null : Number(r.replay_of),
    createdAt: new Date(r.created_at),
    lastAttemptAt: at(r.last_attempt_at),
    sentAt: at(r.sent_at),
    nextAttemptAt: r.status === 'PENDING' ? new Date(r.next_attempt_at) : null,
  }));
}
