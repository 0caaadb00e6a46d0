import { WEBHOOK_MESSAGES, WEBHOOK_PING, type WebhookQueuedReply } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { newMessageId, webhookPayload } from './queue-webhook-event';
import { loadDelivery, loadSubscription } from './subscription-access';

type Deps = { db: Db; now: () => Date };

/** POST .../webhook/test.json: queues a `ping` to this subscription alone, whatever events it chose. */
export async function sendTestPing(
  deps: Deps,
  user: AuthUser,
  subscriptionSn: number,
): Promise<WebhookQueuedReply> {
  const subscription = await loadSubscription(deps.db, user, subscriptionSn);
  if (subscription.activeYn !== 'Y') throw conflict(WEBHOOK_MESSAGES.inactive);
  const messageId = newMessageId();
  const payload = webhookPayload({
    messageId,
    type: WEBHOOK_PING,
    occurredAt: deps.now(),
    cmpyCd: subscription.cmpyCd,
    data: { subscriptionSn },
  });
  const [row] = await queryRows<{ delivery_sn: number | string }>(
    deps.db,
    sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, created_by, created_at,
          next_attempt_at)
        values (${subscriptionSn}, ${WEBHOOK_PING}, ${messageId}, ${JSON.stringify(payload)}::jsonb,
          ${user.unqUserId}, ${deps.now()}, ${deps.now()})
        returning delivery_sn`,
  );
  return { deliverySn: Number(row!.delivery_sn), messageId };
}

/**
 * POST .../webhook/replay.json: a new PENDING delivery of the same message (same messageId and payload, so a receiver
 * that already has it drops it), pointing at the one it replays. The 24 h retry window starts again.
 */
export async function replayDelivery(
  deps: Deps,
  user: AuthUser,
  deliverySn: number,
): Promise<WebhookQueuedReply> {
  const delivery = await loadDelivery(deps.db, user, deliverySn);
  if (delivery.activeYn !== 'Y') throw conflict(WEBHOOK_MESSAGES.inactive);
  const [row] = await queryRows<{ delivery_sn: number | string; message_id: string }>(
    deps.db,
    sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, replay_of, created_by,
          created_at, next_attempt_at)
        select subscription_sn, event_type, message_id, payload, delivery_sn, ${user.unqUserId}, ${deps.now()},
          ${deps.now()}
        from webhook_delivery where delivery_sn = ${deliverySn}
        returning delivery_sn, message_id`,
  );
  return { deliverySn: Number(row!.delivery_sn), messageId: row!.message_id };
}

/**
 * The public API's replay of a time range: every message of the subscription first queued in
 * [since, until), optionally of some types, queued again as a new PENDING delivery with its messageId and payload,
 * like the screen's single replay. One per message, not per delivery: a message already retried or replayed in the
 * range is sent once more, not once per earlier copy. More than `max` messages queue nothing and say so, so the
 * caller narrows the range instead of getting an arbitrary part of it.
 */
export async function replayDeliveries(
  deps: Deps,
  user: AuthUser,
  input: {
    subscriptionSn: number;
    since: Date;
    until: Date;
    eventTypes: readonly string[] | null;
    max: number;
  },
): Promise<{ kind: 'queued'; replayed: number } | { kind: 'tooMany' }> {
  const subscription = await loadSubscription(deps.db, user, input.subscriptionSn);
  if (subscription.activeYn !== 'Y') throw conflict(WEBHOOK_MESSAGES.inactive);
  const typeFilter = input.eventTypes
    ? sql`and event_type = any(${sql.param([...input.eventTypes])}::varchar[])`
    : sql``;
  return deps.db.transaction(async (tx) => {
    // The newest delivery of each message in the range; max + 1 rows are enough to know it is too many.
    const picked = sql`select distinct on (message_id) delivery_sn from webhook_delivery
        where subscription_sn = ${input.subscriptionSn} and created_at >= ${input.since}
          and created_at < ${input.until} ${typeFilter}
        order by message_id, delivery_sn desc`;
    const [counted] = await queryRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from (${picked} limit ${input.max + 1}) p`,
    );
    const count = Number(counted?.n ?? 0);
    if (count > input.max) return { kind: 'tooMany' as const };
    if (count === 0) return { kind: 'queued' as const, replayed: 0 };
    const inserted = await queryRows<{ delivery_sn: number | string }>(
      tx,
      sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, replay_of, created_by,
            created_at, next_attempt_at)
          select d.subscription_sn, d.event_type, d.message_id, d.payload, d.delivery_sn, ${user.unqUserId},
            ${deps.now()}, ${deps.now()}
          from webhook_delivery d where d.delivery_sn in (${picked})
          order by d.delivery_sn
          returning delivery_sn`,
    );
    return { kind: 'queued' as const, replayed: inserted.length };
  });
}
