import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Figures of this process that outlive any one app instance: its background jobs, and Node's own (CPU, memory, event
 * loop, GC) once GET /metrics is switched on. Job names are fixed strings in the code, so the labels stay few.
 */
export const processMetrics = new Registry();

const jobRuns = new Counter({
  name: 'pcs_job_runs_total',
  help: 'Rounds of a background job, by job and result (ok, error, skipped: another process held the job).',
  labelNames: ['job', 'result'] as const,
  registers: [processMetrics],
});

const jobDuration = new Histogram({
  name: 'pcs_job_duration_seconds',
  help: 'How long one round of a background job took.',
  labelNames: ['job'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 2.5, 10, 30, 120],
  registers: [processMetrics],
});

/** Records one round of a job (lib/periodic-job.ts, lib/poll-loop.ts); a skipped round has no duration worth keeping. */
export function observeJobRun(job: string, seconds: number, result: 'ok' | 'error' | 'skipped'): void {
  jobRuns.inc({ job, result });
  if (result !== 'skipped') jobDuration.observe({ job }, seconds);
}

let defaultsOn = false;
/** Node's own figures, collected only in a process that serves /metrics (the collectors keep timers). */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processMetrics });
}
