import { addDays, EVENT_STATUS, kstInstant, kstStamp, kstToday } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { occasionRule } from '../../db/schema/index';
import type { OccasionSendDeps } from './occasion-deps';
import { OCCURRENCE_STAT } from './occurrence-status';
import { findOccasionEvent, remindRequestKey } from './open-occasion-event';
import { messageTargets, queueOccasionMessages } from './queue-occasion-messages';

type DueReminder = {
  eventSn: number;
  ruleSn: number;
  sendDt: string;
  sendTm: string;
  dayNo: number;
  endDt: string;
  endTm: string;
};

/**
 * The reminders whose time has come (decision 036): for each occasion event of a rule with reminder days, on day d
 * after its send day at the rule's send time, every recipient of it who has not chosen yet (event_recipient.used_cnt
 * = 0), has not left before that day and still has an account gets one reminder, while the event is open. Each
 * (event, day) is one transaction: its event_send row (request key 'occasion-remind-<d>') is inserted on conflict do
 * nothing, so one process runs it; each occurrence's reminder is keyed once in occasion_reminder_sent (insert on
 * conflict do nothing returning) and its message queued with it. Reminders due yesterday are still caught up (a
 * server down at the time). Returns how many reminders were queued.
 */
export async function sendOccasionReminders(deps: OccasionSendDeps): Promise<number> {
  const now = deps.now();
  const today = kstToday(now);
  const stamp = kstStamp(now);
  const days = [today, addDays(today, -1)];
  // A primary-key lookup per rule and reminder day: the event sent d days before today (or yesterday).
  const candidates = await queryRows<DueReminder>(
    deps.db,
    sql`select oe.event_sn as "eventSn", r.rule_sn as "ruleSn", oe.send_dt as "sendDt", r.send_tm as "sendTm",
        d.day_no as "dayNo", e.end_dt as "endDt", e.end_tm as "endTm"
      from occasion_rule r
      cross join lateral unnest(r.reminder_days) as d(day_no)
      join occasion_event oe on oe.rule_sn = r.rule_sn and oe.send_dt in
        (to_char(to_date(${days[0]}, 'YYYYMMDD') - d.day_no, 'YYYYMMDD'),
         to_char(to_date(${days[1]}, 'YYYYMMDD') - d.day_no, 'YYYYMMDD'))
      join event e on e.event_sn = oe.event_sn
      where r.del_yn = 'N' and cardinality(r.reminder_days) > 0
        and e.event_stat_cd in (${EVENT_STATUS.ready}, ${EVENT_STATUS.running})
        and not exists (select 1 from event_close c where c.event_sn = e.event_sn)
        and not exists (select 1 from event_send s
          where s.event_sn = oe.event_sn and s.request_key = 'occasion-remind-' || d.day_no)
      order by oe.event_sn, d.day_no`,
  );
  let queued = 0;
  for (const c of candidates) {
    const day = addDays(c.sendDt, c.dayNo);
    if (kstInstant(day, c.sendTm).getTime() > now.getTime() || `${c.endDt}${c.endTm}` < stamp) continue;
    queued += await deps.db.transaction(async (tx) => {
      const claimed = await queryRows<{ eventSendSn: number }>(
        tx,
        sql`insert into event_send (event_sn, kind, channel, target, request_key, send_at, created_by)
          select ${c.eventSn}, 'REMIND', r.channel, 'NOT_APPLIED', ${remindRequestKey(c.dayNo)}, ${now}, null
          from occasion_rule r where r.rule_sn = ${c.ruleSn}
          on conflict (event_sn, request_key) do nothing
          returning event_send_sn as "eventSendSn"`,
      );
      if (!claimed[0]) return 0;
      const reminded = (
        await queryRows<{ occurrenceSn: number }>(
          tx,
          sql`insert into occasion_reminder_sent (occurrence_sn, day_no, sent_at)
            select o.occurrence_sn, ${c.dayNo}::int, ${now}::timestamptz from occasion_occurrence o
            join event_recipient er on er.event_sn = o.event_sn and er.unq_user_id = o.unq_user_id
            join app_user u on u.unq_user_id = o.unq_user_id
            where o.event_sn = ${c.eventSn} and o.stat_cd = ${OCCURRENCE_STAT.sent} and er.used_cnt = 0
              and u.use_yn = 'Y' and (u.leave_dt is null or u.leave_dt >= ${day})
            order by o.occurrence_sn
            on conflict (occurrence_sn, day_no) do nothing
            returning occurrence_sn as "occurrenceSn"`,
        )
      ).map((r) => r.occurrenceSn);
      if (reminded.length === 0) return 0;
      const [rule] = await tx.select().from(occasionRule).where(eq(occasionRule.ruleSn, c.ruleSn));
      const ev = await findOccasionEvent(tx, c.ruleSn, c.sendDt);
      if (!rule || !ev) return 0;
      return queueOccasionMessages(tx, {
        kind: 'REMIND',
        rule,
        event: ev,
        eventSendSn: claimed[0].eventSendSn,
        targets: await messageTargets(tx, reminded),
        publicUrl: deps.publicUrl,
        now,
      });
    });
  }
  return queued;
}
