import { observeJobRun } from './job-metrics';

/**
 * Runs `runOnce` until stopped, as the outbox and webhook senders do: a full batch is followed at once by the next,
 * otherwise it waits `pollMs`. `runOnce` gets an abort signal that fires on stop, so sends under way finish and are
 * recorded while the rest of the batch goes back to the queue; stop waits for the round under way.
 */
export function startPollLoop(
  runOnce: (signal: AbortSignal) => Promise<number>,
  options: {
    /** The job's name in the metrics (pcs_job_runs_total{job}). */
    name: string;
    pollMs: number;
    batch: number;
    onError: (error: unknown) => void;
  },
): { stop: () => Promise<void> } {
  const stopping = new AbortController();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      let handled = 0;
      const started = performance.now();
      let ok = true;
      try {
        handled = await runOnce(stopping.signal);
      } catch (error) {
        ok = false;
        options.onError(error);
      }
      observeJobRun(options.name, (performance.now() - started) / 1000, ok ? 'ok' : 'error');
      if (!stopped) timer = setTimeout(tick, handled === options.batch ? 0 : options.pollMs);
    })();
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
