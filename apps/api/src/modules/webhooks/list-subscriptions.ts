import type { WebhookListReply, WebhookListRequest, WebhookSubscriptionRow } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { companyOfCall, loadSubscription } from './subscription-access';

type Row = {
  subscription_sn: number;
  cmpy_cd: string;
  url: string;
  event_types: string[];
  description: string | null;
  active_yn: 'Y' | 'N';
  disabled_reason: string | null;
  previous_secret_expires_at: Date | string | null;
  created_at: Date | string;
  last_status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | null;
  last_event_type: string | null;
  last_status_code: number | null;
  last_at: Date | string | null;
};

/** A subscription as the screen lists it, plus the end of a rotation's overlap (the public API shows it). */
export type WebhookSubscriptionDetail = WebhookSubscriptionRow & { previousSecretExpiresAt: string | null };

const iso = (v: Date | string) => new Date(v).toISOString();

/** The secret is never selected; each subscription comes with its latest delivery's state (one index probe). */
async function subscriptionRows(db: Db, where: { cmpyCd: string } | { subscriptionSn: number }) {
  const rows = await queryRows<Row>(
    db,
    sql`select s.subscription_sn, s.cmpy_cd, s.url, s.event_types, s.description, s.active_yn, s.disabled_reason,
          s.previous_secret_expires_at, s.created_at, d.status as last_status, d.event_type as last_event_type,
          d.last_status_code, coalesce(d.last_attempt_at, d.created_at) as last_at
        from webhook_subscription s
        left join lateral (select status, event_type, last_status_code, last_attempt_at, created_at
          from webhook_delivery where subscription_sn = s.subscription_sn
          order by delivery_sn desc limit 1) d on true
        where ${'cmpyCd' in where ? sql`s.cmpy_cd = ${where.cmpyCd}` : sql`s.subscription_sn = ${where.subscriptionSn}`}
        order by s.active_yn desc, s.subscription_sn desc`,
  );
  return rows.map(
    (r): WebhookSubscriptionDetail => ({
      subscriptionSn: r.subscription_sn,
      cmpyCd: r.cmpy_cd,
      url: r.url,
      eventTypes: r.event_types,
      description: r.description,
      activeYn: r.active_yn,
      disabledReason: r.disabled_reason,
      previousSecretExpiresAt: r.previous_secret_expires_at ? iso(r.previous_secret_expires_at) : null,
      createdAt: iso(r.created_at),
      lastDelivery:
        r.last_status && r.last_event_type && r.last_at
          ? {
              status: r.last_status,
              eventType: r.last_event_type,
              statusCode: r.last_status_code,
              at: iso(r.last_at),
            }
          : null,
    }),
  );
}

/** POST .../integration/webhook/list.json (decision 038): a company's subscriptions, the secret never included. */
export async function listSubscriptions(
  deps: { db: Db },
  user: AuthUser,
  input: WebhookListRequest,
): Promise<WebhookListReply & { list: WebhookSubscriptionDetail[] }> {
  const cmpyCd = await companyOfCall(deps.db, user, input.cmpyCd);
  return { list: await subscriptionRows(deps.db, { cmpyCd }) };
}

/** One subscription the caller may manage (another company's is a 404, as in every lookup here). */
export async function findSubscription(
  deps: { db: Db },
  user: AuthUser,
  subscriptionSn: number,
): Promise<WebhookSubscriptionDetail> {
  await loadSubscription(deps.db, user, subscriptionSn);
  const [row] = await subscriptionRows(deps.db, { subscriptionSn });
  // loadSubscription found it a moment ago and subscriptions are never deleted.
  return row!;
}
