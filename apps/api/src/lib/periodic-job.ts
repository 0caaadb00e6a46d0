import { JOB_LOCK, type JobLockName, type RunAlone } from '../db/advisory-locks';
import { observeJobRun } from './job-metrics';

/** What a periodic job needs to report a failed round without stopping. */
export type JobLog = { error: (obj: object, msg: string) => void };

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `run` every `intervalMs` in this process until stopped. The next round is timed from the end of the last one,
 * so a slow round never overlaps itself; a failed round is logged and the job goes on. With several processes a job
 * either claims its rows (each change a conditional update or FOR UPDATE SKIP LOCKED, so the processes share the
 * work) or is `exclusive`: its round runs only in the process that gets the job's advisory lock (db/advisory-locks.ts
 * JOB_LOCK), the others skip it (counted as `skipped`). `stop` waits for the round under way, so shutdown never cuts
 * a transaction in half.
 */
export function startPeriodicJob(opts: {
  name: string;
  run: () => Promise<unknown>;
  intervalMs: number;
  log: JobLog;
  /** When the first round runs: 0 right away (a job whose state may be stale after a restart); default intervalMs. */
  firstAfterMs?: number;
  /** One process at a time: the lock named here, tried through the database's runAlone (PGlite always runs). */
  exclusive?: { lock: JobLockName; runAlone: RunAlone };
}): PeriodicJob {
  const { exclusive } = opts;
  const round = exclusive
    ? async () => (await exclusive.runAlone(JOB_LOCK[exclusive.lock], opts.run)).ran
    : async () => {
        await opts.run();
        return true;
      };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      const started = performance.now();
      let result: 'ok' | 'error' | 'skipped' = 'ok';
      try {
        if (!(await round())) result = 'skipped';
      } catch (err) {
        result = 'error';
        opts.log.error({ err }, `${opts.name} failed`);
      }
      observeJobRun(opts.name, (performance.now() - started) / 1000, result);
      if (!stopped) {
        timer = setTimeout(tick, opts.intervalMs);
        timer.unref();
      }
    })();
  };
  const firstAfterMs = opts.firstAfterMs ?? opts.intervalMs;
  if (firstAfterMs === 0) tick();
  else {
    timer = setTimeout(tick, firstAfterMs);
    timer.unref();
  }
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
