import { COMPANY_MESSAGES, WEBHOOK_MESSAGES, webhookUrlProblem } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { companyScope, tenantOf } from '../../http/tenant';
import { checkOutboundUrl, OutboundBlockedError } from '../../lib/safe-fetch';

export type SubscriptionRef = { subscriptionSn: number; cmpyCd: string; activeYn: string };

/**
 * The company a screen call works on: a client manager's own (a foreign one is refused), an operator's choice
 * (required, and it must exist).
 */
export async function companyOfCall(db: Executor, user: AuthUser, requested: string | null | undefined) {
  const cmpyCd = companyScope(user, requested);
  if (!cmpyCd) throw badRequest(WEBHOOK_MESSAGES.companyRequired);
  const found = await queryRows(db, sql`select 1 from company where cmpy_cd = ${cmpyCd}`);
  if (found.length === 0) throw notFound(COMPANY_MESSAGES.notFound);
  return cmpyCd;
}

/**
 * A subscription the caller may manage. Another company's answers 404 like a missing one (the tenant is part of the
 * lookup, so its existence is not revealed).
 */
export async function loadSubscription(db: Executor, user: AuthUser, subscriptionSn: number) {
  const tenant = tenantOf(user);
  const [row] = await queryRows<{ subscription_sn: number; cmpy_cd: string; active_yn: string }>(
    db,
    sql`select subscription_sn, cmpy_cd, active_yn from webhook_subscription
        where subscription_sn = ${subscriptionSn}
          ${tenant.kind === 'company' ? sql`and cmpy_cd = ${tenant.cmpyCd}` : sql``}`,
  );
  if (!row) throw notFound(WEBHOOK_MESSAGES.subscriptionNotFound);
  return {
    subscriptionSn: row.subscription_sn,
    cmpyCd: row.cmpy_cd,
    activeYn: row.active_yn,
  } as SubscriptionRef;
}

/** A delivery of a subscription the caller may manage. */
export async function loadDelivery(db: Executor, user: AuthUser, deliverySn: number) {
  const tenant = tenantOf(user);
  const [row] = await queryRows<{ subscription_sn: number; active_yn: string }>(
    db,
    sql`select d.subscription_sn, s.active_yn from webhook_delivery d
        join webhook_subscription s on s.subscription_sn = d.subscription_sn
        where d.delivery_sn = ${deliverySn}
          ${tenant.kind === 'company' ? sql`and s.cmpy_cd = ${tenant.cmpyCd}` : sql``}`,
  );
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return { deliverySn, subscriptionSn: row.subscription_sn, activeYn: row.active_yn };
}

/** The URL a company entered: its form, then (without allowPrivate) a literal private address is refused. */
export function checkWebhookUrl(url: string, allowPrivate: boolean): void {
  const problem = webhookUrlProblem(url, allowPrivate);
  if (problem) throw badRequest(problem);
  try {
    checkOutboundUrl(new URL(url), allowPrivate);
  } catch (error) {
    if (error instanceof OutboundBlockedError) throw badRequest(WEBHOOK_MESSAGES.urlAddress);
    throw error;
  }
}
