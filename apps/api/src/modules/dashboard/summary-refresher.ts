import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshSummaries } from './summaries';

/**
 * Keeps the dashboards' summaries (decision 016) at most one interval old: a loop like the outbox worker's, one
 * round at a time (changed company-months and touched events; everything once an hour); with several API processes the
 * advisory lock in refreshSummaries lets one of them do it.
 */
export function startSummaryRefresher(
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
  intervalMs: number,
  firstAfterMs = intervalMs,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await refreshSummaries(deps.db, { now: deps.now() });
      } catch (error) {
        deps.log.error({ err: error }, 'dashboard summary refresh failed');
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, firstAfterMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
