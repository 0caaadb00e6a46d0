/**
 * Back-office screens' first loads: starts the real product (built web app, API, embedded database with demo data in
 * a temp folder), signs in as demo-admin (and demo-client for the client dashboard) through the desktop login, then
 * opens each screen cold (a fresh browser context: empty cache, the session put in session storage before any script
 * runs) and measures
 * - `content`: from navigation until the screen shows its own content (its first heading) with no loading status
 *   (`화면을 불러오는 중입니다.` and the list kit's skeletons) left on it;
 * - `idle`: until the network was idle (no request for 500 ms);
 * - `after idle`: how long the screen still showed a loading status once the network was idle (content - idle, when
 *   positive): time spent in the browser, not waiting for the server;
 * - the JavaScript it downloaded (gzipped) and its longest main-thread task.
 * Each screen is measured BENCH_RUNS times (default 3); before each run the desktop /login is loaded cold as the
 * baseline of the machine that minute, and the table gives the median and the screen's median as a multiple of the
 * login's. BENCH_CPU=4 slows the browser's CPU four times (a busy office laptop); BENCH_PAGES=/company/list,...
 * measures some screens only. BENCH_COMPARE=<a built web app's dist folder> (with its dist-ssr beside it) starts a
 * second product on that build and measures each screen on both, alternating, in the same minute: the table then
 * gives this build's content time and main-thread work as a ratio of the other's, which the machine's noise hardly
 * moves. `main thread` is Chromium's own TaskDuration (all main-thread work until content). Nothing is asserted: the
 * machine is shared and noisy; the numbers are for comparing runs and for the closing note.
 *
 *   npm run build -w @pcs/web && CHROME_PATH=/usr/bin/chromium npm run bench:office -w @pcs/bench
 */
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { type DemoServer, startDemoServer } from '../scripts/demo-server';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = Number(process.env.BENCH_CPU ?? 1);
const SESSION_KEY = 'pcs-session';
const DEMO_PASSWORD = 'Demo1234!';
const LOADING = '.pcs-screen-loading, .ant-skeleton-active, .ant-table-wrapper .ant-spin-spinning';

type Screen = { path: string; login: 'demo-admin' | 'demo-client' };
const SCREENS: readonly Screen[] = [
  { path: '/dashBoard/etners', login: 'demo-admin' },
  { path: '/company/list', login: 'demo-admin' },
  { path: '/user/list', login: 'demo-admin' },
  { path: '/goods/list', login: 'demo-admin' },
  { path: '/event/history', login: 'demo-admin' },
  { path: '/event/detail/CLI001/1', login: 'demo-admin' },
  { path: '/event/settingSave/CLI001/1/detail', login: 'demo-admin' },
  { path: '/delivery/managedList', login: 'demo-admin' },
  { path: '/delivery/payment', login: 'demo-admin' },
  { path: '/delivery/order', login: 'demo-admin' },
  { path: '/occasion/upcoming', login: 'demo-admin' },
  { path: '/occasion/list', login: 'demo-admin' },
  { path: '/occasion/save/CLI001/0', login: 'demo-admin' },
  { path: '/settlement/client/list', login: 'demo-admin' },
  { path: '/settlement/margin', login: 'demo-admin' },
  { path: '/integration/apiKey/list', login: 'demo-admin' },
  { path: '/system/accessLog/list', login: 'demo-admin' },
  { path: '/dashBoard/client', login: 'demo-client' },
];

type Run = {
  content: number;
  idle: number;
  js: number;
  longTask: number;
  mainThread: number;
  landed: string;
};

const say = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function signIn(browser: Browser, baseURL: string, userId: string): Promise<string> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill(userId);
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    // The entry rules send a fresh login through '/' to the role's home.
    await page.waitForURL((url) => url.pathname.startsWith('/dashBoard/'));
    await page.waitForLoadState('networkidle');
    const session = await page.evaluate<string | null>(
      `sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})`,
    );
    if (!session) throw new Error(`bench: no session after signing in as ${userId}`);
    return session;
  } finally {
    await context.close();
  }
}

async function coldContext(
  browser: Browser,
  baseURL: string,
  session: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 1440, height: 900 },
  });
  if (session)
    await context.addInitScript(
      `try { sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)}); } catch {}`,
    );
  return context;
}

/** One cold load of `path`: content, network idle, JS bytes and the longest task. */
async function measure(
  browser: Browser,
  baseURL: string,
  path: string,
  session: string | null,
): Promise<Run> {
  const context = await coldContext(browser, baseURL, session);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    // Strings, not functions: this file is compiled without the DOM's types.
    await page.addInitScript(
      `window.__longest = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true });`,
    );
    let js = 0;
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response
          .body()
          .then((b) => {
            js += gzipSync(b).length;
          })
          .catch(() => undefined),
      );
    });
    const start = Date.now();
    // networkidle resolves 500 ms after the last request ended; a screen that never goes quiet keeps -1.
    let idleAt = -1;
    const idle = page
      .goto(path, { waitUntil: 'networkidle', timeout: 60_000 })
      .then(() => {
        idleAt = Date.now() - start - 500;
      })
      .catch(() => undefined);
    await page.locator('h1, h2, h3').first().waitFor({ timeout: 60_000 });
    // A locator, not waitForFunction: a string predicate is evaluated in the page, which the app's CSP forbids.
    await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 60_000 });
    const content = Date.now() - start;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const mainThread = Math.round((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
    await idle;
    await Promise.all(bodies);
    const longTask = await page.evaluate<number>('window.__longest');
    return { content, idle: idleAt, js, longTask, mainThread, landed: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

type Side = { server: DemoServer; sessions: Record<Screen['login'], string> };

async function side(browser: Browser, label: string, env: Record<string, string> = {}): Promise<Side> {
  const server = await startDemoServer(label, env);
  return {
    server,
    sessions: {
      'demo-admin': await signIn(browser, server.baseURL, 'demo-admin'),
      'demo-client': await signIn(browser, server.baseURL, 'demo-client'),
    },
  };
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);

async function main(): Promise<void> {
  const wanted = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  const screens = wanted ? SCREENS.filter((s) => wanted.includes(s.path)) : SCREENS;
  const compareDir = process.env.BENCH_COMPARE;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const sides: Side[] = [];
  try {
    sides.push(await side(browser, 'office-bench'));
    if (compareDir) sides.push(await side(browser, 'office-bench-other', { WEB_DIST_DIR: compareDir }));
    const [mine, other] = sides as [Side, Side | undefined];
    say(
      `office first loads: ${RUNS} runs per screen, CPU x${CPU}, baseline ${other ? `the build in ${compareDir}, alternating` : 'the desktop /login cold'}`,
    );
    const rows: string[][] = [];
    for (const screen of screens) {
      const runs: Run[] = [];
      const others: Run[] = [];
      const baselines: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        baselines.push((await measure(browser, mine.server.baseURL, '/login', null)).content);
        const run = await measure(browser, mine.server.baseURL, screen.path, mine.sessions[screen.login]);
        if (run.landed !== screen.path.split('?')[0]) say(`  ${screen.path} landed on ${run.landed}`);
        runs.push(run);
        const then = other
          ? await measure(browser, other.server.baseURL, screen.path, other.sessions[screen.login])
          : undefined;
        if (then) others.push(then);
        say(
          `  ${screen.path} run ${i + 1}: content ${run.content} ms, idle ${run.idle} ms, main thread ${run.mainThread} ms, login ${baselines.at(-1)} ms, JS ${Math.round(run.js / 1024)} kB, longest task ${Math.round(run.longTask)} ms${then ? `; other build: content ${then.content} ms, main thread ${then.mainThread} ms` : ''}`,
        );
      }
      const content = median(runs.map((r) => r.content));
      const login = median(baselines);
      const row = [
        screen.path,
        `${content}`,
        `${median(runs.map((r) => r.idle))}`,
        `${Math.max(0, median(runs.map((r) => r.content - r.idle)))}`,
        `${median(runs.map((r) => r.mainThread))}`,
        `${login}`,
        ratio(content, login),
        `${Math.round(median(runs.map((r) => r.js)) / 1024)}`,
        `${Math.round(median(runs.map((r) => r.longTask)))}`,
      ];
      if (other)
        row.push(
          ratio(content, median(others.map((r) => r.content))),
          ratio(median(runs.map((r) => r.mainThread)), median(others.map((r) => r.mainThread))),
        );
      rows.push(row);
    }
    say('');
    say(
      `| screen | content ms | idle ms | loading after idle ms | main thread ms | login ms | content / login | JS kB gz | longest task ms |${other ? ' content / other build | main thread / other build |' : ''}`,
    );
    say(`|---|---|---|---|---|---|---|---|---|${other ? '---|---|' : ''}`);
    for (const r of rows) say(`| ${r.join(' | ')} |`);
  } finally {
    await browser.close();
    for (const s of sides) await s.server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
