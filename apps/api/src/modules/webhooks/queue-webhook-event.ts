import { randomBytes } from 'node:crypto';
import {
  kstIsoString,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookMessageType,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** What a message says: ids and states only, never names, phones or addresses (decision 038). */
export type WebhookData = Record<string, string | number | boolean | null>;
/**
 * An event's `data` as SQL: one expression per field of its schema (WEBHOOK_DATA_SCHEMAS), so a field renamed or
 * missing there fails typecheck here too.
 */
export type WebhookDataSql<T extends WebhookEventType> = { [K in keyof WebhookEventData[T]]-?: SQL };

const jsonbObjectSql = (fields: Record<string, SQL>): SQL =>
  sql`jsonb_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  )})`;

/** `msg_` + 24 random bytes in base64url: no `.` (Standard Webhooks forbids it in the id). */
export const newMessageId = (): string => `msg_${randomBytes(18).toString('base64url')}`;

/** The body every receiver gets; `id` is the webhook-id, stable across retries and replays. */
export function webhookPayload(input: {
  messageId: string;
  type: WebhookMessageType;
  occurredAt: Date;
  cmpyCd: string;
  data: WebhookData;
}) {
  return {
    id: input.messageId,
    type: input.type,
    occurredAt: kstIsoString(input.occurredAt),
    companyCode: input.cmpyCd,
    data: input.data,
  };
}

/**
 * The insert that queues one event for every active subscription of the company that chose its type, as SQL to run
 * alone or as a CTE of a bigger statement (the gift apply). `cmpyCd` and `data` are SQL expressions over `from`
 * (a FROM item such as a CTE name, or `(select 1) as one` for plain values); with no matching subscription it
 * writes nothing, so the cost is one probe of webhook_subscription_cmpy_idx.
 */
export function queueWebhookEventSql<T extends WebhookEventType>(input: {
  type: T;
  cmpyCd: SQL;
  data: WebhookDataSql<T>;
  from: SQL;
  occurredAt: Date;
  /** When `from` has several rows (a set-based close), each needs its own id: made in SQL per row. */
  perRowMessageId?: boolean;
}): SQL {
  const messageId = input.perRowMessageId
    ? sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`
    : sql`${newMessageId()}::varchar`;
  const occurredAt = kstIsoString(input.occurredAt);
  // Queued and due at the use case's own clock, so the 24 h retry window counts from the change.
  return sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, created_at,
      next_attempt_at)
    select wh_sub.subscription_sn, ${input.type}::varchar, m.message_id,
      jsonb_build_object('id', m.message_id, 'type', ${input.type}::text, 'occurredAt', ${occurredAt}::text,
        'companyCode', wh_sub.cmpy_cd, 'data', ${jsonbObjectSql(input.data)}), ${input.occurredAt}::timestamptz,
      ${input.occurredAt}::timestamptz
    from ${input.from} cross join lateral (select ${messageId} as message_id) m
      join webhook_subscription wh_sub on wh_sub.cmpy_cd = ${input.cmpyCd}
      and wh_sub.active_yn = 'Y' and ${input.type}::varchar = any(wh_sub.event_types)`;
}

/**
 * Queues an event in the caller's transaction (decision 038): one insert ... select over the company's active
 * subscriptions whose events include the type. It is sent only if the change commits, and a crash loses none.
 */
export async function queueWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  event: { cmpyCd: string; type: T; data: WebhookEventData[T]; now: Date },
): Promise<void> {
  await queueWebhookEvents(tx, { type: event.type, now: event.now, events: [event] });
}

/**
 * Queues many events of one type (an import of 10,000 employees) in one statement: each event gets its own message
 * id, and the join to the subscriptions writes only what some subscription wants.
 */
export async function queueWebhookEvents<T extends WebhookEventType>(
  tx: Executor,
  input: { type: T; now: Date; events: readonly { cmpyCd: string; data: WebhookEventData[T] }[] },
): Promise<void> {
  if (input.events.length === 0) return;
  const rows = input.events.map((e) => ({ cmpy_cd: e.cmpyCd, message_id: newMessageId(), data: e.data }));
  const occurredAt = kstIsoString(input.now);
  await tx.execute(sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, created_at,
      next_attempt_at)
    select s.subscription_sn, ${input.type}::varchar, e.message_id,
      jsonb_build_object('id', e.message_id, 'type', ${input.type}::text, 'occurredAt', ${occurredAt}::text,
        'companyCode', s.cmpy_cd, 'data', e.data), ${input.now}::timestamptz, ${input.now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(cmpy_cd varchar, message_id varchar, data jsonb)
    join webhook_subscription s on s.cmpy_cd = e.cmpy_cd
      and s.active_yn = 'Y' and ${input.type}::varchar = any(s.event_types)`);
}
