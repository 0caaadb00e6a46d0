import { EVENT_STATUS } from '@pcs/domain';
import type { Db } from '../../db/client';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { eventOpenedData, queueWebhookEvent } from '../webhooks';
import { closeEvent, finishClosing } from './close-event';
import { statusAt } from './event-status';
import { eventsToAdvance, updateEvent } from './repository';

export type ClockDeps = {
  db: Db;
  now: () => Date;
  publicUrl?: string;
  /** Recipients per closing batch (CLOSE_BATCH_SIZE); tests make it small. */
  closeBatchSize?: number;
};

/**
 * The clock's part of the life cycle: scheduled events whose start has come open, open ones past their end close.
 * Each move is a conditional update on the status read, so several processes may run it at once. Reads compute the
 * same status themselves (statusAt), so nothing waits for this job; it keeps the stored codes (and the dashboards and
 * lists that filter on them) current. A move to closed runs the closing step (closeEvent) in the same transaction, so
 * only the process whose update won starts the close; its later batches (finishClosing) resume after a crash.
 * Returns how many events moved.
 */
export async function advanceEventStatuses(deps: ClockDeps): Promise<number> {
  const now = deps.now();
  let moved = 0;
  // One event that fails (its move or its close) must not stop the others: the first error is thrown after all
  // were tried, so the periodic job logs it and tries that event again next round.
  let firstError: unknown = null;
  for (const row of await eventsToAdvance(deps.db)) {
    const next = statusAt(row, now);
    if (next === row.eventStatCd) continue;
    moved += await deps.db
      .transaction(async (tx) => {
        const n = await updateEvent(tx, row.eventSn, row.eventStatCd, { eventStatCd: next });
        // Only the process whose update won reports the opening (decision 038); the close reports itself.
        if (n > 0 && next === EVENT_STATUS.running)
          await queueWebhookEvent(tx, {
            cmpyCd: row.cmpyCd,
            type: 'event.opened',
            data: eventOpenedData(row.eventSn, next),
            now,
          });
        if (n > 0 && next === EVENT_STATUS.closed)
          await closeEvent(tx, row.eventSn, now, deps.publicUrl, deps.closeBatchSize);
        return n;
      })
      .catch((error: unknown) => {
        firstError ??= error;
        return 0;
      });
  }
  // The rest of every close: of large events (one batch ran in the move's transaction) and of any a crash cut short.
  await finishClosing(deps.db, now, deps.publicUrl, deps.closeBatchSize).catch((error: unknown) => {
    firstError ??= error;
  });
  if (firstError) throw firstError;
  return moved;
}

/** Runs advanceEventStatuses every `intervalMs` until stopped (server.ts runs one round before listening). */
export function startEventClock(deps: ClockDeps & { log: JobLog }, intervalMs: number): PeriodicJob {
  return startPeriodicJob({
    name: 'event clock',
    run: () => advanceEventStatuses(deps),
    intervalMs,
    log: deps.log,
  });
}
