import {
  DELIVERY_STATUS,
  FUNNEL_FILTERS,
  type FunnelFilter,
  type FunnelStage,
  ORDER_STATUS,
} from '@pcs/domain';
import { type Name, type SQL, sql } from 'drizzle-orm';
import { orderCountsSql } from '../gift';
import { deliveredMessageSql, sentMessageSql } from './delivered';

/*
 * The SQL twin of the domain's funnel (packages/domain/src/funnel.ts): one boolean per stage for the recipient row
 * under an alias of event_recipient (its event_sn and unq_user_id). funnel.test.ts holds the counts made from these
 * equal to funnelCounts over the same people.
 */

/** The person's messages of the event (invitations and reminders, by hand, scheduled or from an occasion rule). */
const eventMessages = (r: Name, where: SQL) => sql`exists (
  select 1 from message_outbox m join event_send es on es.event_send_sn = m.event_send_sn
  where es.event_sn = ${r}.event_sn and m.unq_user_id = ${r}.unq_user_id and ${where})`;

/** An order of the person in the event that counts (the gift module's rule: applied, not cancelled, not returned). */
const countedOrder = (r: Name, where: SQL) => sql`exists (
  select 1 from gift_order o join estimate e on e.ord_sn = o.ord_sn join estimate_item i on i.esti_sn = e.esti_sn
  where o.event_sn = ${r}.event_sn and o.unq_user_id = ${r}.unq_user_id and ${orderCountsSql('o', 'i')} ${where})`;

export function funnelStageSql(stage: FunnelStage, alias = 'r'): SQL {
  const r = sql.identifier(alias);
  switch (stage) {
    case 'sent':
      return eventMessages(r, sentMessageSql('m'));
    case 'delivered':
      return eventMessages(r, deliveredMessageSql('m'));
    case 'opened':
      return sql`exists (select 1 from claim_link c
        where c.event_sn = ${r}.event_sn and c.unq_user_id = ${r}.unq_user_id and c.opened_at is not null)`;
    case 'loggedIn':
      // A sign-in after the first message of the event reached the outbox: the invitation brought them.
      return sql`exists (select 1 from user_session us where us.unq_user_id = ${r}.unq_user_id
        and us.login_at >= (select min(m.created_at) from message_outbox m
          join event_send es on es.event_send_sn = m.event_send_sn
          where es.event_sn = ${r}.event_sn and m.unq_user_id = ${r}.unq_user_id))`;
    case 'chose':
      // A gift picked and not yet applied for (the first of the two steps, decision 005), or an order that counts.
      return sql`(exists (select 1 from gift_order o where o.event_sn = ${r}.event_sn
          and o.unq_user_id = ${r}.unq_user_id and o.ord_stat_cd = ${ORDER_STATUS.draft})
        or ${countedOrder(r, sql``)})`;
    case 'applied':
      return countedOrder(r, sql``);
    case 'doorDelivered':
      return countedOrder(r, sql`and i.deli_stat_cd = ${DELIVERY_STATUS.delivered}`);
  }
}

/** The people a filter lists (funnelFilterMatches), as a condition on the recipient row under `alias`. */
export function funnelFilterSql(filter: FunnelFilter, alias = 'r'): SQL {
  const f = FUNNEL_FILTERS[filter];
  const has = (f.has as readonly FunnelStage[]).map((s) => funnelStageSql(s, alias));
  return sql.join([...has, sql`not ${funnelStageSql(f.lacks, alias)}`], sql` and `);
}
