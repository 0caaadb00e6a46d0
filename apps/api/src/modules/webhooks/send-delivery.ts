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
