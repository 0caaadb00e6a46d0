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
 * moves. `main thread` is Chromium's own TaskDuration (all main-thread work until content). After the screens, the
 * in-app navigations (NAVIGATIONS: a button on a drawn screen to the next screen, timed from the click);
 * BENCH_NAV=only measures just those, BENCH_NAV=0 skips them. Nothing is asserted: the
 * machine is shared and noisy; the numbers are for comparing runs and for the closing note.
 *
 *   npm run build -w @pcs/web && CHROME_PATH=/usr/bin/chromium npm run bench:office -w @pcs/bench
 */
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { type DemoServer, startDemoServer } from '../scripts/demo-server';
import { median } from './bench-support';

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

/**
 * An in-app navigation: `from` loaded cold and drawn, then a click on the button named `click`, timed from the click
 * until `path` shows its content with no loading status; `idle` is when the last request started after the click
 * ended, so `content - idle` is the time the next screen still showed loading once its files and data had arrived.
 */
type Navigation = { from: string; click: string; path: string; heading: string; login: Screen['login'] };
const NAVIGATIONS: readonly Navigation[] = [
  // 규칙 등록 for a client manager goes straight to the new rule's form (an operator picks the company first).
  {
    from: '/occasion/list',
    click: '규칙 등록',
    path: '/occasion/save/CLI001/0',
    heading: '경조사 규칙 등록',
    login: 'demo-client',
  },
  {
    from: '/event/detail/CLI001/1',
    click: '수정',
    path: '/event/settingSave/CLI001/1/detail',
    heading: '이벤트 수정',
    login: 'demo-admin',
  },
];

async function measureNavigation(
  browser: Browser,
  baseURL: string,
  nav: Navigation,
  session: string,
): Promise<Run> {
  const context = await coldContext(browser, baseURL, session);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(nav.from, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 60_000 });
    // Someone reading the screen before they click: what the screen does once it is idle (it may fetch the next
    // screen's chunk) is done by then.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    let js = 0;
    let lastEnd = 0;
    const bodies: Promise<void>[] = [];
    const start = Date.now();
    const ended = () => {
      lastEnd = Math.max(lastEnd, Date.now() - start);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
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
    const before = (await cdp.send('Performance.getMetrics')).metrics;
    const clickedAt = Date.now();
    // The name may start with an icon's label ('plus 규칙 등록').
    await page
      .getByRole('button', { name: new RegExp(`(^|\\s)${nav.click}$`) })
      .first()
      .click();
    const clickMs = Date.now() - clickedAt;
    await page.waitForURL((url) => url.pathname === nav.path, { timeout: 60_000 });
    // The router renders a navigation in a transition: the old screen stays (without a loading status) until the
    // new one can draw, so wait for the new screen's own heading first.
    await page.getByRole('heading', { name: nav.heading }).first().waitFor({ timeout: 60_000 });
    await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 60_000 });
    const content = Date.now() - start;
    const after = (await cdp.send('Performance.getMetrics')).metrics;
    const task = (m: typeof before) => m.find((x) => x.name === 'TaskDuration')?.value ?? 0;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    await Promise.all(bodies);
    if (clickMs > 1000) say(`  (the click itself took ${clickMs} ms)`);
    return {
      content,
      idle: lastEnd,
      js,
      longTask: 0,
      mainThread: Math.round((task(after) - task(before)) * 1000),
      landed: new URL(page.url()).pathname,
    };
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
  const screens =
    process.env.BENCH_NAV === 'only' ? [] : wanted ? SCREENS.filter((s) => wanted.includes(s.path)) : SCREENS;
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
    const navRows: string[][] = [];
    const navs = process.env.BENCH_NAV === '0' ? [] : NAVIGATIONS;
    for (const nav of wanted ? navs.filter((n) => wanted.includes(n.path)) : navs) {
      const runs: Run[] = [];
      const others: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measureNavigation(browser, mine.server.baseURL, nav, mine.sessions[nav.login]);
        runs.push(run);
        const then = other
          ? await measureNavigation(browser, other.server.baseURL, nav, other.sessions[nav.login])
          : undefined;
        if (then) others.push(then);
        say(
          `  ${nav.from} -> ${nav.click} run ${i + 1}: content ${run.content} ms, idle ${run.idle} ms, main thread ${run.mainThread} ms, JS ${Math.round(run.js / 1024)} kB${then ? `; other build: content ${then.content} ms, idle ${then.idle} ms, main thread ${then.mainThread} ms` : ''}`,
        );
      }
      const row = [
        `${nav.from} -> ${nav.click} -> ${nav.path}`,
        `${median(runs.map((r) => r.content))}`,
        `${median(runs.map((r) => r.idle))}`,
        `${Math.max(0, median(runs.map((r) => r.content - r.idle)))}`,
        `${median(runs.map((r) => r.mainThread))}`,
        `${Math.round(median(runs.map((r) => r.js)) / 1024)}`,
      ];
      if (other)
        row.push(
          `${median(others.map((r) => r.content))}`,
          `${Math.max(0, median(others.map((r) => r.content - r.idle)))}`,
        );
      navRows.push(row);
    }
    if (rows.length > 0) {
      say('');
      say(
        `| screen | content ms | idle ms | loading after idle ms | main thread ms | login ms | content / login | JS kB gz | longest task ms |${other ? ' content / other build | main thread / other build |' : ''}`,
      );
      say(`|---|---|---|---|---|---|---|---|---|${other ? '---|---|' : ''}`);
      for (const r of rows) say(`| ${r.join(' | ')} |`);
    }
    if (navRows.length === 0) return;
    say('');
    say(
      `| in-app navigation (from the click) | content ms | idle ms | loading after idle ms | main thread ms | JS kB gz |${other ? ' other build: content ms | loading after idle ms |' : ''}`,
    );
    say(`|---|---|---|---|---|---|${other ? '---|---|' : ''}`);
    for (const r of navRows) say(`| ${r.join(' | ')} |`);
  } finally {
    await browser.close();
    for (const s of sides) await s.server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
