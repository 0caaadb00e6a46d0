import type { Db } from '../../db/client';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { refreshSummaries } from './summaries';

/**
 * Keeps the dashboards' summaries (decision 016) at most one interval old: one round at a time (changed
 * company-months and touched events; everything once an hour); with several API processes the advisory lock in
 * refreshSummaries lets one of them do it.
 */
export function startSummaryRefresher(
  deps: { db: Db; now: () => Date; log: JobLog },
  intervalMs: number,
  firstAfterMs = intervalMs,
): PeriodicJob {
  return startPeriodicJob({
    name: 'dashboard summary refresh',
    run: () => refreshSummaries(deps.db, { now: deps.now() }),
    intervalMs,
    log: deps.log,
    firstAfterMs,
  });
}
