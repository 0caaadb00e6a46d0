/**
 * Where a recipient page's first load spends its main thread (decision 039): signs demo-employee in on a phone, then
 * for each of BENCH_PAGES (labels: login, idLogin, preview, list, detail, delivery) loads the page cold in a phone
 * context with Chromium's CPU throttled as Lighthouse simulates it (PROFILE_CPU_RATE, default 4) and its CPU
 * profiler on, and prints every long task (over 50 ms, as the page's own PerformanceObserver saw it), the self time
 * per source file (through the build's source maps when it has them: `PCS_SOURCEMAP=1 npm run build`), and the top
 * functions. PROFILE_RUNS repeats each page (default 1); PROFILE_DIR keeps the .cpuprofile files.
 *
 *   PCS_SOURCEMAP=1 npm run build && BENCH_PAGES=list CHROME_PATH=/usr/bin/chromium npm run bench:recipient-profile -w @pcs/bench
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../scripts/demo-server';
import { type Profile, reportProfile } from './profile/cpu-profile';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SESSION_KEY = 'pcs-session';
const CPU_RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const RUNS = Number(process.env.PROFILE_RUNS ?? 1);
const say = (line: string) => process.stdout.write(`${line}\n`);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; stackTrace?: { url: string }[] }; name?: string };
};

/** Each long task of the page's main thread (over 50 ms) with the self time of the events inside it, by kind. */
function summariseTrace(file: string): void {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  // The page's renderer: of the renderers' main threads, the busiest (about:blank's is another).
  const busy = new Map<string, number>();
  for (const e of traceEvents)
    if (e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return;
  const events = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation =
    traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? events[0]?.ts ?? 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  say('  trace: long tasks with their self time by kind (ms):');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const self = new Map<string, number>();
    // Self time: an event's duration less its direct children's (events nest by time on one thread).
    const stack: { e: TraceEvent; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && (stack.at(-1)?.e.ts ?? 0) + (stack.at(-1)?.e.dur ?? 0) <= until) {
        const top = stack.pop();
        if (!top) break;
        const key = kindOf(top.e);
        self.set(key, (self.get(key) ?? 0) + ((top.e.dur ?? 0) - top.child) / 1000);
        if (stack.length) (stack.at(-1) as { child: number }).child += top.e.dur ?? 0;
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.push({ e, child: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const kinds = [...self]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 2)
      .slice(0, 8)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(', ');
    say(`    ${((task.ts - navigation) / 1000).toFixed(0)}+${((task.dur ?? 0) / 1000).toFixed(0)}: ${kinds}`);
  }
}

function kindOf(e: TraceEvent): string {
  const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
  const file = url ? path.basename(new URL(url, 'http://x').pathname) : '';
  return file && /EvaluateScript|FunctionCall|v8\.compile|CompileScript|ParseHTML/.test(e.name)
    ? `${e.name}(${file})`
    : e.name;
}

const LONG_TASKS = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

async function main(): Promise<void> {
  const wanted = (process.env.BENCH_PAGES ?? 'list').split(',').map((p) => p.trim());
  const server = await startDemoServer('recipient-profile');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--lang=ko-KR'],
  });
  const phone = {
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'ko-KR',
  };
  try {
    const signIn = await browser.newContext(phone);
    const p0 = await signIn.newPage();
    await p0.goto('/m/idLogin');
    await p0.getByRole('textbox', { name: '아이디' }).fill('demo-employee');
    await p0.locator('input[type=password]').fill('Demo1234!');
    await p0.getByRole('button', { name: '로그인', exact: true }).click();
    await p0.waitForURL('**/m/gift/preview');
    const list = await p0.locator('a[href^="/m/gift/list/"]').first().getAttribute('href');
    await p0.goto(list ?? '/m/gift/preview');
    const detail = await p0.locator('a[href^="/m/gift/detail/"]').first().getAttribute('href');
    const session = await p0.evaluate<string | null>(
      `sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})`,
    );
    await signIn.close();
    const paths: Record<string, string> = {
      login: '/m/login',
      idLogin: '/m/idLogin',
      preview: '/m/gift/preview',
      list: list ?? '',
      detail: detail ?? '',
      delivery: '/m/delivery/list',
    };
    for (const label of wanted) {
      for (let run = 1; run <= RUNS; run++) {
        const target = paths[label];
        if (!target) throw new Error(`no page ${label}`);
        const context = await browser.newContext(phone);
        if (!['login', 'idLogin'].includes(label))
          await context.addInitScript(
            `try { sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)}); } catch {}`,
          );
        await context.addInitScript(LONG_TASKS);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        const traceFile = path.join(process.env.PROFILE_DIR ?? '/tmp', `${label}-${run}.trace.json`);
        await browser.startTracing(page, {
          path: traceFile,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink',
            'loading',
          ],
        });
        await cdp.send('Profiler.start');
        await page.goto(target, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        await browser.stopTracing();
        const paint = await page.evaluate<string>(
          `performance.getEntriesByType('paint').map((e) => e.name + ' ' + Math.round(e.startTime)).join(', ')`,
        );
        const tasks = await page.evaluate<[number, number][]>('window.__longTasks');
        const blocking = tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
        say(`\n== ${label} ${target} run ${run} (CPU ${CPU_RATE}x): ${paint}`);
        say(
          `  long tasks (start+duration ms): ${tasks.map(([s, d]) => `${s}+${d}`).join(', ')}; over 50 ms: ${blocking} ms`,
        );
        await reportProfile(profile, `${label}-${run}`);
        summariseTrace(traceFile);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
