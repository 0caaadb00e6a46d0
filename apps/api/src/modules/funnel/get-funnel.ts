import {
  FUNNEL_STAGES,
  type Funnel,
  type FunnelCounts,
  NOT_FOUND_TEXT,
  OCCASION_RULE_MESSAGES,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { deliveredByChannel } from './delivered';
import { funnelStageSql } from './stage-sql';

type Deps = { db: Db };

/** The event (not a test event), its company checked against the caller. */
export async function loadFunnelEvent(db: Executor, user: AuthUser, eventSn: number) {
  const rows = await queryRows<{ eventSn: number; cmpyCd: string }>(
    db,
    sql`select event_sn as "eventSn", cmpy_cd as "cmpyCd" from event where event_sn = ${eventSn} and test_yn = 'N'`,
  );
  if (!rows[0]) throw notFound(NOT_FOUND_TEXT.event);
  assertCompany(user, rows[0].cmpyCd);
  return rows[0];
}

/** How many recipients of the events reached each stage: the SQL twin of funnelCounts. */
export async function funnelCountsOf(db: Executor, eventSns: readonly number[]): Promise<FunnelCounts> {
  const columns = FUNNEL_STAGES.map(
    (s) => sql`count(*) filter (where ${funnelStageSql(s, 'r')})::int as ${sql.identifier(s)}`,
  );
  const rows = await queryRows<FunnelCounts>(
    db,
    sql`select count(*)::int as "recipientCnt", ${sql.join(columns, sql`, `)}
        from event_recipient r where r.event_sn = any(${sql.param([...eventSns])}::integer[])`,
  );
  return rows[0]!;
}

const funnelOf = async (db: Executor, eventSns: readonly number[]): Promise<Funnel> => ({
  counts: await funnelCountsOf(db, eventSns),
  deliveredByChannel: await deliveredByChannel(db, eventSns),
});

/** POST /v1/ebmp/pcs/funnel/event.json: the event's funnel, from the first message to the door. */
export async function getEventFunnel(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number },
): Promise<Funnel> {
  const ev = await loadFunnelEvent(deps.db, user, input.eventSn);
  return funnelOf(deps.db, [ev.eventSn]);
}

/**
 * POST /v1/ebmp/pcs/funnel/rule.json: an occasion rule's funnel, over the events it opened (one per send day;
 * decision 036), so a birthday rule reads as one funnel for the year.
 */
export async function getRuleFunnel(
  deps: Deps,
  user: AuthUser,
  input: { ruleSn: number },
): Promise<Funnel & { eventCnt: number }> {
  const rules = await queryRows<{ cmpyCd: string }>(
    deps.db,
    sql`select cmpy_cd as "cmpyCd" from occasion_rule where rule_sn = ${input.ruleSn} and del_yn = 'N'`,
  );
  if (!rules[0]) throw notFound(OCCASION_RULE_MESSAGES.notFound);
  assertCompany(user, rules[0].cmpyCd);
  const events = await queryRows<{ eventSn: number }>(
    deps.db,
    sql`select event_sn as "eventSn" from occasion_event where rule_sn = ${input.ruleSn} order by event_sn`,
  );
  const eventSns = events.map((e) => e.eventSn);
  return { ...(await funnelOf(deps.db, eventSns)), eventCnt: eventSns.length };
}
