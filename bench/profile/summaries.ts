/**
 * Bench-only profiling helpers (BENCH_PROFILE=1): what the database sessions were doing during a burst (sampled
 * from pg_stat_activity), and where the server's own CPU went (a V8 .cpuprofile from `node --cpu-prof`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Samples pg_stat_activity of `database` every `everyMs` until stopped; returns counts per state and wait event. */
export function sampleActivity(adminUrl: string, database: string, everyMs = 20) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const client = new pg.Client({ connectionString: adminUrl });
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select coalesce(state, '?') || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') as what,
                count(*)::int as n
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [database],
      );
      samples += 1;
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, everyMs));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([what, n]) => `${(n / Math.max(1, samples)).toFixed(1).padStart(5)} sessions avg  ${what}`);
  };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};

/** Self time of a .cpuprofile, by package (or file of this repository) and by function. */
export function summarizeCpuProfile(file: string, top = 15): string[] {
  if (!existsSync(file)) return ['(no cpu profile written)'];
  const prof = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
  };
  const total = prof.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const byArea = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of prof.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const url = n.callFrame.url;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    const area = pkg
      ? pkg
      : url.startsWith('node:')
        ? 'node internals'
        : url
          ? path.relative(process.cwd(), url.replace('file://', '')).split('/').slice(0, 4).join('/')
          : `(${n.callFrame.functionName || 'native'})`;
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${pkg ?? path.basename(url)}:${n.callFrame.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + hits);
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, total)).toFixed(1).padStart(5)}%`;
  return [
    'server CPU by area (self time):',
    ...[...byArea]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, n]) => `  ${pct(n)}  ${k}`),
    'server CPU by function (self time):',
    ...[...byFn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, n]) => `  ${pct(n)}  ${k}`),
  ];
}
