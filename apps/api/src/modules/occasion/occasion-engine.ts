import { kstStamp } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { type ComputeResult, computeOccasions } from './compute-occasions';
import { notifyUnchosenAtClose } from './notify-unchosen';
import type { OccasionSendDeps } from './occasion-deps';
import { sendOccasionReminders } from './remind-occasions';
import { sendDueOccasions } from './send-due-occasions';

/** How often the daily computation runs at most (it looks 30 days ahead: an hour late changes nothing). */
export const COMPUTE_EVERY_MS = 60 * 60_000;

/**
 * Runs the computation once for the current KST hour across every process: the one whose insert claims the hour
 * computes and records its counts; the others (and this one again within the hour) skip. Null when skipped.
 */
export async function computeOncePerHour(deps: OccasionSendDeps): Promise<ComputeResult | null> {
  const now = deps.now();
  const runHour = kstStamp(now).slice(0, 10);
  const claimed = await queryRows(
    deps.db,
    sql`insert into occasion_compute_run (run_hour, started_at) values (${runHour}, ${now})
      on conflict (run_hour) do nothing returning run_hour`,
  );
  if (claimed.length === 0) return null;
  const result = await computeOccasions(deps);
  await deps.db.execute(
    sql`update occasion_compute_run set finished_at = ${deps.now()}, companies = ${result.companies},
      people = ${result.people}, occurrences = ${result.occurrences}, inserted = ${result.inserted}
      where run_hour = ${runHour}`,
  );
  return result;
}

export type EngineRound = {
  computed: ComputeResult | null;
  sent: number;
  reminded: number;
  noticed: number;
};

/**
 * One round of the engine: the computation when asked (and its hour is unclaimed), then the gifts whose time has come,
 * the reminders and the close notices. One step failing does not stop the others; the first error is thrown after
 * all were tried, so the periodic job logs it and the next round tries again.
 */
export async function runOccasionEngineOnce(
  deps: OccasionSendDeps,
  options: { compute: boolean },
): Promise<EngineRound> {
  let firstError: unknown = null;
  const attempt = async <T>(step: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      firstError ??= error;
      return fallback;
    }
  };
  const round: EngineRound = {
    computed: options.compute ? await attempt(() => computeOncePerHour(deps), null) : null,
    sent: await attempt(() => sendDueOccasions(deps), 0),
    reminded: await attempt(() => sendOccasionReminders(deps), 0),
    noticed: await attempt(() => notifyUnchosenAtClose(deps), 0),
  };
  if (firstError) throw firstError;
  return round;
}

/**
 * The occasion engine's periodic job (decision 036), every `intervalMs` (a minute) from the start: sends, reminders and
 * close notices each round, the computation at the start and then at most once an hour. Safe with several server
 * processes: every step claims its rows or keys with conditional writes.
 */
export function startOccasionEngine(
  deps: OccasionSendDeps & { log: JobLog },
  intervalMs = 60_000,
): PeriodicJob {
  let lastComputeAt = Number.NEGATIVE_INFINITY;
  return startPeriodicJob({
    name: 'occasion engine',
    run: () => {
      const at = deps.now().getTime();
      const compute = at - lastComputeAt >= COMPUTE_EVERY_MS;
      if (compute) lastComputeAt = at;
      return runOccasionEngineOnce(deps, { compute });
    },
    intervalMs,
    log: deps.log,
    firstAfterMs: 0,
  });
}
