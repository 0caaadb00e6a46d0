import {
  EVENT_SEND_MESSAGES,
  EVENT_STATUS,
  eventCloseAt,
  type Reminder,
  reminderDueAt,
  type SendChannel,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { loadSendEvent } from './repository';
import { queueEventSend } from './send-event-messages';

type ReminderRow = {
  reminderSn: number;
  eventSn: number;
  daysBefore: number;
  channel: string;
  doneAt: Date | string | null;
  eventSendSn: number | null;
  endDt: string;
  endTm: string;
};

const toReminder = (r: ReminderRow): Reminder => ({
  reminderSn: r.reminderSn,
  eventSn: r.eventSn,
  daysBefore: r.daysBefore,
  channel: r.channel,
  dueAt: reminderDueAt(r.endDt, r.endTm, r.daysBefore).toISOString(),
  doneAt: r.doneAt ? new Date(r.doneAt).toISOString() : null,
  eventSendSn: r.eventSendSn,
});

const selectReminders = sql`
  select m.reminder_sn as "reminderSn", m.event_sn as "eventSn", m.days_before as "daysBefore", m.channel,
    m.done_at as "doneAt", m.event_send_sn as "eventSendSn", e.end_dt as "endDt", e.end_tm as "endTm"
  from event_reminder m join event e on e.event_sn = m.event_sn`;

export async function listReminders(db: Db, eventSn: number): Promise<Reminder[]> {
  await loadSendEvent(db, eventSn);
  const rows = await queryRows<ReminderRow>(
    db,
    sql`${selectReminders} where m.event_sn = ${eventSn} order by m.days_before desc, m.channel`,
  );
  return rows.map(toReminder);
}

export async function saveReminder(
  db: Db,
  input: { eventSn: number; daysBefore: number; channel: SendChannel },
): Promise<Reminder> {
  const ev = await loadSendEvent(db, input.eventSn);
  if (ev.eventStatCd === EVENT_STATUS.closed) throw badRequest(EVENT_SEND_MESSAGES.eventClosed);
  try {
    const rows = await queryRows<{ reminderSn: number }>(
      db,
      sql`
        insert into event_reminder (event_sn, days_before, channel) values (${input.eventSn}, ${input.daysBefore}, ${input.channel})
        returning reminder_sn as "reminderSn"`,
    );
    return (await listReminders(db, input.eventSn)).find((r) => r.reminderSn === rows[0]!.reminderSn)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EVENT_SEND_MESSAGES.reminderExists);
    throw error;
  }
}

/** Removes a schedule that has not run yet (one that ran stays as history). */
export async function deleteReminder(db: Db, reminderSn: number): Promise<void> {
  const rows = await queryRows(
    db,
    sql`delete from event_reminder where reminder_sn = ${reminderSn} and done_at is null returning reminder_sn`,
  );
  if (rows.length === 0) throw notFound();
}

/**
 * The periodic reminder job: every schedule whose time (daysBefore before the event's close, Korean time) has come,
 * of an event still running and not yet closed, is queued as a send to the recipients who have not applied. The
 * schedule is taken and its messages queued in one transaction: the row is locked with FOR UPDATE SKIP LOCKED (another
 * process skips it, and after the commit finds it done), so it is sent once, and a crash half-way leaves it to run
 * again rather than marked done with nothing sent. Returns the schedules it ran.
 */
export async function runDueReminders(deps: { db: Db; now: () => Date; publicUrl: string }): Promise<number> {
  const now = deps.now();
  const open = await queryRows<ReminderRow>(
    deps.db,
    sql`${selectReminders}
      where m.done_at is null and e.event_stat_cd = ${EVENT_STATUS.running} and e.test_yn = 'N'`,
  );
  let ran = 0;
  for (const r of open) {
    const due = reminderDueAt(r.endDt, r.endTm, r.daysBefore);
    const closeAt = eventCloseAt(r.endDt, r.endTm);
    if (due > now || now >= closeAt) continue;
    const taken = await deps.db.transaction(async (tx) => {
      const mine = await queryRows(
        tx,
        sql`select reminder_sn from event_reminder where reminder_sn = ${r.reminderSn} and done_at is null
          for update skip locked`,
      );
      if (mine.length === 0) return false;
      let eventSendSn: number | null = null;
      try {
        const sent = await queueEventSend(
          { ...deps, db: tx },
          {
            eventSn: r.eventSn,
            kind: 'REMIND',
            channel: r.channel as SendChannel,
            target: 'NOT_APPLIED',
            issuePwdYn: 'N',
          },
          { requestKey: `reminder-${r.reminderSn}`, sendAt: now, createdBy: null },
        );
        eventSendSn = sent.eventSendSn;
      } catch (error) {
        // The send rules refused it (everyone has applied, so nothing to send, or the event closed meanwhile): the
        // schedule is done all the same. Anything else (the database) ends this round; the job logs it.
        if (!(error instanceof AppError)) throw error;
      }
      await tx.execute(
        sql`update event_reminder set done_at = ${now}, event_send_sn = ${eventSendSn} where reminder_sn = ${r.reminderSn}`,
      );
      return true;
    });
    if (taken) ran += 1;
  }
  return ran;
}

/** Runs the reminder job every `intervalMs` until stopped. */
export function startReminderJob(
  deps: { db: Db; now: () => Date; publicUrl: string; log: JobLog },
  intervalMs: number,
): PeriodicJob {
  return startPeriodicJob({
    name: 'reminder job',
    run: () => runDueReminders(deps),
    intervalMs,
    log: deps.log,
  });
}
