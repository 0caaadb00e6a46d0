import type { WebhookListReply, WebhookListRequest } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { companyOfCall } from './subscription-access';

type Row = {
  subscription_sn: number;
  cmpy_cd: string;
  url: string;
  event_types: string[];
  description: string | null;
  active_yn: 'Y' | 'N';
  disabled_reason: string | null;
  created_at: Date | string;
  last_status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | null;
  last_event_type: string | null;
  last_status_code: number | null;
  last_at: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * POST .../integration/webhook/list.json (decision 038): a company's subscriptions, the secret never included, each
 * with its latest delivery's state (one index probe per subscription).
 */
export async function listSubscriptions(
  deps: { db: Db },
  user: AuthUser,
  input: WebhookListRequest,
): Promise<WebhookListReply> {
  const cmpyCd = await companyOfCall(deps.db, user, input.cmpyCd);
  const rows = await queryRows<Row>(
    deps.db,
    sql`select s.subscription_sn, s.cmpy_cd, s.url, s.event_types, s.description, s.active_yn, s.disabled_reason,
          s.created_at, d.status as last_status, d.event_type as last_event_type,
          d.last_status_code, coalesce(d.last_attempt_at, d.created_at) as last_at
        from webhook_subscription s
        left join lateral (select status, event_type, last_status_code, last_attempt_at, created_at
          from webhook_delivery where subscription_sn = s.subscription_sn
          order by delivery_sn desc limit 1) d on true
        where s.cmpy_cd = ${cmpyCd}
        order by s.active_yn desc, s.subscription_sn desc`,
  );
  return {
    list: rows.map((r) => ({
      subscriptionSn: r.subscription_sn,
      cmpyCd: r.cmpy_cd,
      url: r.url,
      eventTypes: r.event_types,
      description: r.description,
      activeYn: r.active_yn,
      disabledReason: r.disabled_reason,
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
    })),
  };
}
