import { observeJobRun } from './job-metrics';

/** What a periodic job needs to report a failed round without stopping. */
export type JobLog = { error: (obj: object, msg: string) => void };

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `run` every `intervalMs` in this process until stopped. The next round is timed from the end of the last one,
 * so a slow round never overlaps itself; a failed round is logged and the job goes on. Jobs that several processes
 * may run at once must make each change a conditional update (they do: see the callers). `stop` waits for the round
 * under way, so shutdown never cuts a transaction in half.
 */
export function startPeriodicJob(opts: {
  name: string;
  run: () => Promise<unknown>;
  intervalMs: number;
  log: JobLog;
  /** When the first round runs: 0 right away (a job whose state may be stale after a restart); default intervalMs. */
  firstAfterMs?: number;
}): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      const started = performance.now();
      let ok = true;
      try {
        await opts.run();
      } catch (err) {
        ok = false;
        opts.log.error({ err }, `${opts.name} failed`);
      }
      observeJobRun(opts.name, (performance.now() - started) / 1000, ok);
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
