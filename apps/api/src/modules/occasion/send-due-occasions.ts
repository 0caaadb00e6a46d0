import { kstToday } from '@pcs/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { occasionRule } from '../../db/schema/index';
import { addAllowances, addStockToEveryProduct } from '../stock';
import type { RuleRow } from './engine-rules';
import type { OccasionSendDeps } from './occasion-deps';
import { CANCEL_REASON, OCCURRENCE_STAT } from './occurrence-status';
import { type OccasionEvent, openOccasionEvent } from './open-occasion-event';
import { messageTargets, queueOccasionMessages } from './queue-occasion-messages';
import { recipientAccount } from './repository-engine';

/** Occurrences one sending transaction takes. */
export const SEND_BATCH = 500;

export type SendOptions = {
  /** Send these now, whatever their send time (send-now); absent: every SCHEDULED one whose time has come. */
  occurrenceSns?: readonly number[];
  /**
   * With occurrenceSns: the manager sending them, whose send-now also approves the WAITING ones among them (recorded
   * as their approval). Without it only SCHEDULED occurrences go: WAITING never sends until approved.
   */
  approvedBy?: string;
};

/**
 * Sends every SCHEDULED occurrence whose time has come (or only these, for send-now): each joins its rule's event
 * of the day as a recipient and its message is queued in the outbox, in one transaction per batch of a rule. The
 * batch is taken with FOR UPDATE SKIP LOCKED and moved SCHEDULED -> SENT in that transaction, so two processes never
 * both take one. A gift whose rule was switched off or deleted, whose person left before today or no longer
 * receives occasions is cancelled instead. The send day is today (KST): a gift sent late or early joins today's
 * event. Returns how many were sent.
 */
export async function sendDueOccasions(deps: OccasionSendDeps, options: SendOptions = {}): Promise<number> {
  const now = deps.now();
  const given = options.occurrenceSns;
  if (given && given.length === 0) return 0;
  const stats =
    given && options.approvedBy
      ? [OCCURRENCE_STAT.scheduled, OCCURRENCE_STAT.waiting]
      : [OCCURRENCE_STAT.scheduled];
  const which = given
    ? sql`o.occurrence_sn = any(${sql.param([...given])}::integer[]) and o.stat_cd = any(${sql.param(stats)}::text[])`
    : sql`o.stat_cd = ${OCCURRENCE_STAT.scheduled} and o.send_at <= ${now}`;
  const rules = await queryRows<{ ruleSn: number }>(
    deps.db,
    sql`select distinct o.rule_sn as "ruleSn" from occasion_occurrence o where ${which} order by 1`,
  );
  let sent = 0;
  for (const { ruleSn } of rules)
    for (;;) {
      const batch = await deps.db.transaction((tx) =>
        sendBatch(tx, deps, ruleSn, which, options.approvedBy ?? null),
      );
      sent += batch.sent;
      if (batch.taken < SEND_BATCH || batch.blocked) break;
    }
  return sent;
}

async function sendBatch(
  tx: Executor,
  deps: OccasionSendDeps,
  ruleSn: number,
  which: SQL,
  approvedBy: string | null,
): Promise<{ taken: number; sent: number; blocked: boolean }> {
  const now = deps.now();
  const today = kstToday(now);
  const taken = (
    await queryRows<{ occurrenceSn: number }>(
      tx,
      sql`select o.occurrence_sn as "occurrenceSn" from occasion_occurrence o
        where ${which} and o.rule_sn = ${ruleSn}
        order by o.send_at, o.occurrence_sn limit ${SEND_BATCH} for update skip locked`,
    )
  ).map((r) => r.occurrenceSn);
  if (taken.length === 0) return { taken: 0, sent: 0, blocked: false };
  const [rule] = await tx.select().from(occasionRule).where(eq(occasionRule.ruleSn, ruleSn));
  if (!rule) return { taken: taken.length, sent: 0, blocked: true };

  const cancelled = new Set(await cancelUnsendable(tx, taken, today, now));
  const going = taken.filter((sn) => !cancelled.has(sn));
  if (going.length === 0) return { taken: taken.length, sent: 0, blocked: false };

  const ev = await openOccasionEvent(tx, rule, today, now);
  // None of the rule's goods can be offered: the gifts wait (SCHEDULED) until the rule's goods are mended.
  if (!ev) return { taken: taken.length, sent: 0, blocked: true };

  const sentSns = (
    await queryRows<{ occurrenceSn: number }>(
      tx,
      sql`update occasion_occurrence o set stat_cd = ${OCCURRENCE_STAT.sent}, event_sn = ${ev.eventSn},
          sent_at = ${now}, updated_at = ${now},
          approved_by = case when o.stat_cd = ${OCCURRENCE_STAT.waiting} then ${approvedBy} else o.approved_by end,
          approved_at = case when o.stat_cd = ${OCCURRENCE_STAT.waiting} then ${now}::timestamptz else o.approved_at end
        where o.occurrence_sn = any(${sql.param(going)}::integer[])
          and o.stat_cd in (${OCCURRENCE_STAT.scheduled}, ${OCCURRENCE_STAT.waiting})
        returning o.occurrence_sn as "occurrenceSn"`,
    )
  ).map((r) => r.occurrenceSn);
  const targets = await messageTargets(tx, sentSns);
  // The event's send row before its recipients and stock (decision 024's order).
  await queueOccasionMessages(tx, {
    kind: 'INVITE',
    rule,
    event: ev,
    eventSendSn: ev.inviteSendSn,
    targets,
    publicUrl: deps.publicUrl,
    now,
  });
  await joinEvent(
    tx,
    rule,
    ev,
    targets.map((t) => t.unqUserId),
  );
  return { taken: taken.length, sent: sentSns.length, blocked: false };
}

/**
 * Cancels the taken occurrences that must not go: the rule is off or deleted (RULE_CHANGED), the person left before
 * today (LEAVE; on the leave day itself the gift still goes), or no longer receives occasions of that company
 * (HR_CHANGED). Returns those cancelled.
 */
async function cancelUnsendable(tx: Executor, sns: readonly number[], today: string, now: Date) {
  const rows = await queryRows<{ occurrenceSn: number }>(
    tx,
    sql`with bad as (
        select o.occurrence_sn,
          case when r.use_yn <> 'Y' or r.del_yn <> 'N' then ${CANCEL_REASON.ruleChanged}
               when u.leave_dt is not null and u.leave_dt < ${today} then ${CANCEL_REASON.leave}
               else ${CANCEL_REASON.hrChanged} end as reason
        from occasion_occurrence o
        join occasion_rule r on r.rule_sn = o.rule_sn
        join app_user u on u.unq_user_id = o.unq_user_id
        where o.occurrence_sn = any(${sql.param([...sns])}::integer[])
          and (r.use_yn <> 'Y' or r.del_yn <> 'N' or (u.leave_dt is not null and u.leave_dt < ${today})
            or u.cmpy_cd is distinct from o.cmpy_cd or not (${recipientAccount})))
      update occasion_occurrence o set stat_cd = ${OCCURRENCE_STAT.cancelled}, cancel_reason = bad.reason,
        updated_at = ${now}
      from bad where o.occurrence_sn = bad.occurrence_sn
      returning o.occurrence_sn as "occurrenceSn"`,
  );
  return rows.map((r) => r.occurrenceSn);
}

/**
 * Adds the people to the event, each allowed selectCnt per gift (two gifts of one rule on one day, two life events,
 * allow twice as many), and the same to every product's stock, taken in prod_sn order (decision 024: recipients,
 * then stock).
 */
async function joinEvent(tx: Executor, rule: RuleRow, ev: OccasionEvent, unqUserIds: readonly string[]) {
  if (unqUserIds.length === 0) return;
  const perPerson = new Map<string, number>();
  for (const id of unqUserIds) perPerson.set(id, (perPerson.get(id) ?? 0) + rule.selectCnt);
  const ids = [...perPerson.keys()].sort();
  await addAllowances(
    tx,
    ev.eventSn,
    ids,
    ids.map((id) => perPerson.get(id)!),
  );
  await addStockToEveryProduct(tx, ev.eventSn, unqUserIds.length * rule.selectCnt);
}
