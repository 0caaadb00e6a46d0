import type { WebhookSecretReply, webhookCreateRequestSchema, webhookUpdateRequestSchema } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { checkWebhookUrl, companyOfCall, loadSubscription } from './subscription-access';
import { newWebhookSecret } from './webhook-signature';

type Deps = { db: Db; now: () => Date; allowPrivate: boolean };

/** POST .../webhook/create.json: a new subscription; its secret is in this reply only. */
export async function createSubscription(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof webhookCreateRequestSchema>,
): Promise<WebhookSecretReply> {
  const cmpyCd = await companyOfCall(deps.db, user, input.cmpyCd);
  checkWebhookUrl(input.url, deps.allowPrivate);
  const secret = newWebhookSecret();
  const [row] = await queryRows<{ subscription_sn: number }>(
    deps.db,
    sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret, description, created_by, updated_by,
          created_at, updated_at)
        values (${cmpyCd}, ${input.url}, ${sql.param(input.eventTypes)}::varchar[], ${secret}, ${input.description},
          ${user.unqUserId}, ${user.unqUserId}, ${deps.now()}, ${deps.now()})
        returning subscription_sn`,
  );
  return { subscriptionSn: row!.subscription_sn, secret };
}

/** POST .../webhook/update.json: URL, events, description and on/off; turning it on clears the 410 reason. */
export async function updateSubscription(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof webhookUpdateRequestSchema>,
): Promise<void> {
  await loadSubscription(deps.db, user, input.subscriptionSn);
  checkWebhookUrl(input.url, deps.allowPrivate);
  await deps.db.execute(
    sql`update webhook_subscription set url = ${input.url}, event_types = ${sql.param(input.eventTypes)}::varchar[],
          description = ${input.description}, active_yn = ${input.activeYn},
          disabled_reason = case when ${input.activeYn} = 'Y' then null else disabled_reason end,
          updated_by = ${user.unqUserId}, updated_at = ${deps.now()}
        where subscription_sn = ${input.subscriptionSn}`,
  );
}

/** POST .../webhook/rotate-secret.json: a new secret at once (shown once); later sends are signed with it. */
export async function rotateSubscriptionSecret(
  deps: Deps,
  user: AuthUser,
  subscriptionSn: number,
): Promise<WebhookSecretReply> {
  await loadSubscription(deps.db, user, subscriptionSn);
  const secret = newWebhookSecret();
  await deps.db.execute(
    sql`update webhook_subscription set secret = ${secret}, updated_by = ${user.unqUserId}, updated_at = ${deps.now()}
        where subscription_sn = ${subscriptionSn}`,
  );
  return { subscriptionSn, secret };
}

/**
 * POST .../webhook/delete.json: soft delete (active N), so its delivery log stays readable; deliveries still waiting
 * are failed by the sender when it meets them.
 */
export async function deleteSubscription(deps: Deps, user: AuthUser, subscriptionSn: number): Promise<void> {
  await loadSubscription(deps.db, user, subscriptionSn);
  await deps.db.execute(
    sql`update webhook_subscription set active_yn = 'N', updated_by = ${user.unqUserId}, updated_at = ${deps.now()}
        where subscription_sn = ${subscriptionSn}`,
  );
}
