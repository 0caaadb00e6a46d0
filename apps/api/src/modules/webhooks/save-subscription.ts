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

/**
 * POST .../webhook/rotate-secret.json and the public API's rotate-secret: a new secret (shown once). With an overlap
 * the current one is kept as the previous secret until now + overlap, and the sender signs with both
 * meanwhile, so a receiver can deploy the new secret without refusing messages; with none (the screen) it stops
 * signing at once. A second rotation inside a window keeps only the secret it replaces: one previous secret is
 * enough for the receiver that follows the newest one.
 */
export async function rotateSubscriptionSecret(
  deps: Deps,
  user: AuthUser,
  subscriptionSn: number,
  overlapMinutes = 0,
): Promise<WebhookSecretReply & { previousSecretExpiresAt: Date | null }> {
  await loadSubscription(deps.db, user, subscriptionSn);
  const secret = newWebhookSecret();
  const now = deps.now();
  const previousSecretExpiresAt =
    overlapMinutes > 0 ? new Date(now.getTime() + overlapMinutes * 60_000) : null;
  await deps.db.execute(
    sql`update webhook_subscription set
          previous_secret = ${previousSecretExpiresAt ? sql`secret` : sql`null`},
          previous_secret_expires_at = ${previousSecretExpiresAt},
          secret = ${secret}, updated_by = ${user.unqUserId}, updated_at = ${now}
        where subscription_sn = ${subscriptionSn}`,
  );
  return { subscriptionSn, secret, previousSecretExpiresAt };
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
