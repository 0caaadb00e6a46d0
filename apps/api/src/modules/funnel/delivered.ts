import { SEND_CHANNELS, type SendChannel } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/*
 * "Delivered", read in one place: the provider's report on the outbox row (decision 052's receipts), whichever step
 * of the message's chain reached the person, and the channel that did (SMS for an alimtalk the provider replaced).
 * Every count and filter of the funnel follows these functions.
 */

/** Whether the outbox row under alias `m` was delivered. */
export const deliveredMessageSql = (m: string): SQL =>
  sql`${sql.identifier(m)}.delivery_status = 'DELIVERED'`;

/** The channel that delivered the outbox row under alias `m`. */
export const deliveredChannelSql = (m: string): SQL =>
  sql`coalesce(${sql.identifier(m)}.delivered_channel, ${sql.identifier(m)}.channel)`;

/** Whether the outbox row under alias `m` was handed to a provider at all (delivered or given up on). */
export const sentMessageSql = (m: string): SQL =>
  // A chain that moved on to a later step (decision 052) sent the earlier one.
  sql`(${sql.identifier(m)}.status in ('SENT', 'FAILED') or ${sql.identifier(m)}.chain_step > 0)`;

/**
 * People of the events `eventSns` whose event message was delivered, per channel that delivered it: one person who got
 * an SMS invitation and a mail reminder counts once on each channel.
 */
export async function deliveredByChannel(
  db: Executor,
  eventSns: readonly number[],
): Promise<{ channel: SendChannel; count: number }[]> {
  if (eventSns.length === 0) return [];
  const rows = await queryRows<{ channel: string; count: number }>(
    db,
    sql`
      select ${deliveredChannelSql('m')} as channel, count(distinct (s.event_sn, m.unq_user_id))::int as count
      from message_outbox m
      join event_send s on s.event_send_sn = m.event_send_sn
      join event_recipient r on r.event_sn = s.event_sn and r.unq_user_id = m.unq_user_id
      where s.event_sn = any(${sql.param([...eventSns])}::integer[]) and ${deliveredMessageSql('m')}
      group by 1`,
  );
  return SEND_CHANNELS.map((channel) => ({
    channel,
    count: rows.find((r) => r.channel === channel)?.count ?? 0,
  })).filter((c) => c.count > 0);
}
