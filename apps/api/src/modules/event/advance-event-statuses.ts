import type { Db } from '../../db/client';
import { statusAt } from './event-status';
import { eventsToAdvance, updateEvent } from './repository';

/**
 * The clock's part of the life cycle: scheduled events whose start has come open, open ones past their end close.
 * Each move is a conditional update on the status read, so several processes may run it at once. Reads compute the
 * same status themselves (statusAt), so nothing waits for this job; it keeps the stored codes (and the dashboards and
 * lists that filter on them) current. Returns how many events moved.
 */
export async function advanceEventStatuses(deps: { db: Db; now: () => Date }): Promise<number> {
  const now = deps.now();
  let moved = 0;
  for (const row of await eventsToAdvance(deps.db)) {
    const next = statusAt(row, now);
    if (next !== row.eventStatCd)
      moved += await updateEvent(deps.db, row.eventSn, row.eventStatCd, { eventStatCd: next });
  }
  return moved;
}

/** Runs advanceEventStatuses every `intervalMs` until stopped (server.ts). */
export function startEventClock(
  deps: { db: Db; now: () => Date; log: { error: (obj: unknown, msg: string) => void } },
  intervalMs: number,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = advanceEventStatuses(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'event clock'),
    );
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
