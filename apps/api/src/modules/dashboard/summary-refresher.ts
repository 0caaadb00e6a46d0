import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { refreshSummaries } from './repository';

/**
 * Keeps the dashboards' summaries (decision 014) at most one interval old: a loop like the outbox worker's, one
 * round at a time; with several API processes the advisory lock in refreshSummaries lets one of them do it.
 */
export function startSummaryRefresher(
  deps: { db: Executor; log: FastifyBaseLogger },
  intervalMs: number,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await refreshSummaries(deps.db);
      } catch (error) {
        deps.log.error({ err: error }, 'dashboard summary refresh failed');
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
