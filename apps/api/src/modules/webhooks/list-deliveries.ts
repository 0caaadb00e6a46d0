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
