/**
 * Landing and recipient weight and Lighthouse: starts the real product (built web app, API, embedded database
 * with demo data in a temp folder), then for the landing's /intro/main and the recipient's journey (decision 039:
 * /m/login, /m/idLogin, the gift preview, an event's gift list, a gift's detail, the delivery list, signed in as
 * demo-employee where the page needs it, with the ids of the demo data, and the desktop /login)
 * 1. loads the page in a fresh Chromium context and sums the gzipped JavaScript and CSS of its first load (every
 *    script and stylesheet fetched until the network is idle), and checks that no Ant Design, chart or whole-app
 *    entry chunk was among them;
 * 2. runs Lighthouse on it three times and prints each run and the median performance score with its LCP, TBT and
 *    CLS, and the accessibility score: mobile form factor with the default simulated throttling and mobile scoring;
 *    the desktop /login the same, in a desktop-sized window with a desktop user agent (on a phone-sized screen the
 *    app sends /login to /m/login; Lighthouse's desktop form factor would also score it on its desktop curves).
 *    A signed-in page gets the session the app keeps in session storage (lib/session-store.ts) before its scripts
 *    run, so Lighthouse still clears the cache and measures a first visit;
 * 3. prints a table of every page beside its goals (JS <= 100 kB gzipped, performance >= 95), and the server's
 *    resident memory idle and its peak during the runs.
 * Each run of a page follows a run of the landing made just before it (its baseline on the machine as it is that
 * minute; BENCH_BASELINE=0 skips them): the table gives the landing's median beside the page's and the page's TBT
 * as a multiple of the landing's, run by run, which a busier machine changes far less than the scores.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher. Nothing is asserted on
 * the scores: the machine is shared and noisy; the numbers are for the closing note and for comparing runs.
 * The gift's final info (/m/gift/giftSelect/apply/{ordSn}) and the order history after applying are measured last:
 * the bench chooses the gift as demo-employee (a pending order), measures the final info, applies with an address and
 * measures the history, so the pages before them show the recipient's state before choosing.
 * BENCH_PAGES=label,label runs some of the pages only (labels as the table prints them); BENCH_JS_ONLY=1 measures the
 * first-load weight only (no Lighthouse runs).
 * BENCH_LANGUAGE=vi opens the recipient pages in that language (the gift link's ?lang=).
 * BENCH_BOOTUP=1 prints each script's main-thread time per run (evaluation and parse/compile), to find what a long
 * task runs.
 *
 *   npm run build -w @pcs/web && CHROME_PATH=/usr/bin/chromium npm run bench:landing -w @pcs/bench
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { repoRoot as root, startDemoServer } from '../scripts/demo-server';
import { startTlsFront } from './tls-front';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A Korean browser, as the spec's users have: the recipient pages follow the browser's language (decision 055).
  // Headless Chromium keeps navigator.languages at en-US under --lang alone; --accept-lang sets them (and the
  // Accept-Language header). Without it the pages measured were English ones, fetching their catalogues late.
  '--lang=ko-KR',
  '--accept-lang=ko-KR',
  // The pages load through the bench's TLS front (tls-front.ts), whose certificate is self-signed.
  '--ignore-certificate-errors',
];
/** Chunks these pages must never load (ARCHITECTURE: the landing site does not load Ant Design or charts). */
const FORBIDDEN = /antd|echarts|back-office|zrender|rc-|rich-text/i;
/** The session-storage key of the app's session (apps/web/src/lib/session-store.ts SESSION_STORAGE_KEY). */
const SESSION_KEY = 'pcs-session';
const DEMO_PASSWORD = 'Demo1234!';

type PageSpec = {
  label: string;
  path: string;
  /** desktop: a desktop screen and user agent (still the mobile throttling). */
  screen: 'mobile' | 'desktop';
  /** The session to start with (the value of SESSION_KEY), for pages behind the login. */
  session?: string;
};

/** Sets the app's session in session storage before any script of the page runs (a fresh context or tab). */
const sessionScript = (session: string) =>
  `try { if (location.protocol.startsWith('http')) sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)}); } catch {}`;

type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number };

/** Every script and stylesheet of the first load of `url`, with its raw and gzipped size. */
async function firstLoadAssets(browser: Browser, url: string, spec: PageSpec): Promise<Asset[]> {
  const context = await browser.newContext(
    spec.screen === 'mobile'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, locale: 'ko-KR' }
      : { viewport: { width: 1440, height: 900 }, locale: 'ko-KR' },
  );
  try {
    if (spec.session) await context.addInitScript(sessionScript(spec.session));
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            kind: type === 'script' ? ('js' as const) : ('css' as const),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A signed-in page that sent the browser to a login did not measure what it should.
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) say(`  note: ${new URL(url).pathname} ended at ${landed}`);
    return (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  } finally {
    await context.close();
  }
}

type Scores = {
  performance: number;
  accessibility: number;
  metrics: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

async function lighthouseScores(url: string, spec: PageSpec, verbose: boolean): Promise<Scores> {
  const desktop = spec.screen === 'desktop';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: desktop ? [...CHROME_FLAGS, '--window-size=1350,940'] : CHROME_FLAGS,
  });
  // defaultViewport null: the tab keeps the window's size. Puppeteer's default (800x600) would otherwise be the
  // desktop page's viewport, since its screen emulation is off.
  const driver = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    // Lighthouse runs in this tab, so the session set before each document's scripts is there for the app.
    const tab = await driver.newPage();
    if (spec.session) await tab.evaluateOnNewDocument(sessionScript(spec.session));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The desktop page under the same mobile throttling and scoring as the phone's pages: no screen emulation
        // (the window is desktop-sized), a desktop user agent.
        ...(desktop
          ? {
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: true,
              },
              emulatedUserAgent:
                'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36',
            }
          : {}),
      },
      undefined,
      tab,
    );
    if (!result) throw new Error('bench: Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError)
      say(`  lighthouse error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    for (const warning of result.lhr.runWarnings) say(`  lighthouse warning: ${warning}`);
    const score = (c: { score: number | null } | undefined) => Math.round((c?.score ?? 0) * 100);
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    for (const id of verbose ? failed : []) {
      const items =
        (audits[id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      say(`lighthouse: ${id} fails on ${items.length} element(s)`);
      for (const item of items.slice(0, 8)) say(`    ${item.node?.snippet ?? ''}`);
    }
    // Where the layout moved, so a CLS regression names its element.
    const shifts =
      (
        audits['layout-shifts']?.details as
          | { items?: { node?: { snippet?: string }; score?: number }[] }
          | undefined
      )?.items ?? [];
    for (const item of verbose ? shifts.slice(0, 5) : [])
      say(`lighthouse: layout shift ${item.score?.toFixed(3) ?? '?'} at ${item.node?.snippet ?? '?'}`);
    // Where the blocking time came from: the main thread's work by kind and the long tasks (simulated timings).
    const items = (id: string) =>
      ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
        string,
        unknown
      >[];
    const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
    say(
      `  main thread: ${items('mainthread-work-breakdown')
        .slice(0, 5)
        .map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)}`)
        .join(', ')}`,
    );
    say(
      `  long tasks: ${
        items('long-tasks')
          .slice(0, 6)
          .map((i) => `${ms(i.duration)} at ${ms(i.startTime)} (${String(i.url).replace(/^.*\//, '')})`)
          .join(', ') || 'none'
      }`,
    );
    // BENCH_BOOTUP=1: each script's own main-thread time (evaluation and parse/compile), to find a long task's cause.
    if (process.env.BENCH_BOOTUP === '1')
      for (const i of items('bootup-time').slice(0, 8))
        say(
          `    script ${String(i.url).replace(/^.*\//, '')}: total ${ms(i.total)}, scripting ${ms(i.scripting)}, parse/compile ${ms(i.scriptParseCompile)}`,
        );
    // What the LCP was and where its time went (first byte, waiting to load, loading, waiting to render).
    const lcpItems = items('largest-contentful-paint-element') as {
      items?: { node?: { snippet?: string }; phase?: string; timing?: number }[];
    }[];
    const lcpNode = lcpItems[0]?.items?.[0]?.node?.snippet;
    const phases = (lcpItems[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', ');
    if (verbose) say(`  LCP: ${lcpNode ?? '?'}${phases ? ` (${phases})` : ''}`);
    // The protocol each request went over, as Lighthouse recorded it (its simulation models h2 and http/1.1 apart).
    const protocols = new Map<string, number>();
    for (const r of items('network-requests'))
      protocols.set(String(r.protocol), (protocols.get(String(r.protocol)) ?? 0) + 1);
    if (verbose) say(`  requests by protocol: ${[...protocols].map(([p, n]) => `${p} ${n}`).join(', ')}`);
    if (process.env.BENCH_NETWORK === '1')
      for (const r of items('network-requests'))
        say(
          `    net ${ms(r.networkRequestTime)} -> ${ms(r.networkEndTime)} ${String(r.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(r.transferSize) / 100) / 10} kB`,
        );
    // Lighthouse's own CPU measure of this machine: the simulated 4x slowdown multiplies observed main-thread time,
    // so the same page scores lower on a slower or busier machine (compare runs by this too).
    say(`  benchmarkIndex: ${Math.round(result.lhr.environment.benchmarkIndex ?? 0)}`);
    return {
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      metrics: [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
        .join(', '),
    };
  } finally {
    await driver.disconnect();
    chrome.kill();
  }
}

const RUNS = 3;
/**
 * BENCH_LANGUAGE=vi (any recipient language): the recipient pages open with the gift link's `?lang=` (decision 055),
 * so their first load fetches that language's catalogues instead of Korean's. The landing stays Korean, as it is.
 */
const LANGUAGE = process.env.BENCH_LANGUAGE;
const inLanguage = (pagePath: string) =>
  LANGUAGE && !pagePath.startsWith('/intro/')
    ? `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${encodeURIComponent(LANGUAGE)}`
    : pagePath;

/** BENCH_JS_ONLY=1: the first-load weight only. */
const JS_ONLY = process.env.BENCH_JS_ONLY === '1';
const NO_SCORES: Scores = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  metrics: '',
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
};

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** One report line on stdout (console.log is reserved for debugging). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** Signs demo-employee in on a phone and reads the session and the ids of the demo data the pages need. */
async function recipientPages(
  browser: Browser,
  baseURL: string,
): Promise<{
  pages: PageSpec[];
  /** Chooses a gift and applies, measuring the final info before and the order history after (when wanted). */
  apply: (wanted: (label: string) => boolean, measure: (spec: PageSpec) => Promise<void>) => Promise<void>;
}> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'ko-KR',
  });
  try {
    const page = await context.newPage();
    await page.goto('/m/idLogin');
    await page.getByRole('textbox', { name: '아이디' }).fill('demo-employee');
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/m/gift/preview');
    const listHref = await page.locator('a[href^="/m/gift/list/"]').first().getAttribute('href');
    if (!listHref) throw new Error('bench: the gift preview shows no running event of demo-employee');
    await page.goto(listHref);
    const detailHref = await page.locator('a[href^="/m/gift/detail/"]').first().getAttribute('href');
    if (!detailHref) throw new Error(`bench: ${listHref} shows no gift`);
    const session = await page.evaluate<string | null>(
      `sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})`,
    );
    if (!session) throw new Error('bench: no session after signing in');
    const apply = (wanted: (label: string) => boolean, measure: (spec: PageSpec) => Promise<void>) =>
      chooseAndApply(browser, baseURL, session, detailHref, wanted, measure);
    return {
      apply,
      pages: [
        { label: '/m/login', path: '/m/login', screen: 'mobile' },
        { label: '/m/idLogin', path: '/m/idLogin', screen: 'mobile' },
        { label: '/m/gift/preview', path: '/m/gift/preview', screen: 'mobile', session },
        { label: '/m/gift/list', path: listHref, screen: 'mobile', session },
        { label: '/m/gift/detail', path: detailHref, screen: 'mobile', session },
        { label: '/m/delivery/list', path: '/m/delivery/list', screen: 'mobile', session },
        { label: '/login (desktop)', path: '/login', screen: 'desktop' },
      ],
    };
  } finally {
    await context.close();
  }
}

/** The final info and order-history labels: measured after the other pages (they change the recipient's state). */
const APPLY_LABELS = ['/m/gift/apply', '/m/gift/orderHistory'];

/**
 * Chooses the gift of `detailHref` (its first options) as the signed-in recipient, which opens the final info page
 * of a pending order, and measures that URL; then, in the same page, applies with an address, which opens the order
 * history, and measures it. Both pages send a direct entry back to the gift preview (spec: a refreshed or typed URL
 * of the final info or the history is an abnormal access), so a first load of them measures their own chunks and
 * then the preview: the bench notes where each ended.
 */
async function chooseAndApply(
  browser: Browser,
  baseURL: string,
  session: string,
  detailHref: string,
  wanted: (label: string) => boolean,
  measure: (spec: PageSpec) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'ko-KR',
  });
  try {
    await context.addInitScript(sessionScript(session));
    const page = await context.newPage();
    await page.goto(detailHref);
    await page.getByRole('button', { name: '선물 선택하기' }).waitFor();
    for (const select of await page.locator('select[id^="gift-option-"]').all()) {
      const value = await select.locator('option:not([disabled])').nth(1).getAttribute('value');
      if (value) await select.selectOption(value);
    }
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await page.waitForURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    const final: PageSpec = {
      label: '/m/gift/apply',
      path: new URL(page.url()).pathname,
      screen: 'mobile',
      session,
    };
    if (wanted(final.label)) await measure(final);
    if (!APPLY_LABELS.slice(1).some(wanted)) return;
    await page.getByLabel('받는 분').fill('벤치');
    await page.getByLabel('휴대폰번호').fill('01055556666');
    await page.getByLabel('우편번호').fill('06236');
    await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
    await page.getByLabel('상세주소').fill('12층');
    await page.getByRole('button', { name: '신청하기' }).click();
    await page.getByTestId('dialog').getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/m\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
    await measure({
      label: '/m/gift/orderHistory',
      path: new URL(page.url()).pathname,
      screen: 'mobile',
      session,
    });
  } finally {
    await context.close();
  }
}

type Row = {
  label: string;
  jsGz: number;
  forbidden: string[];
  median: Scores;
  /** The median of the landing's runs made just before this page's (null for the landing itself, or unpaired). */
  baseline: Scores | null;
  /** The median over the runs of this page's TBT divided by the landing's just before it. */
  tbtRatio: number;
};

/** The landing's first load, the baseline each page's run is paired with (BENCH_BASELINE=0: none). */
const LANDING_SPEC: PageSpec = { label: '/intro/main', path: '/intro/main', screen: 'mobile' };
const PAIRED = process.env.BENCH_BASELINE !== '0';

async function measure(
  browser: Browser,
  baseURL: string,
  spec: PageSpec,
  baselineURL: string | null = PAIRED ? `${baseURL}${LANDING_SPEC.path}` : null,
): Promise<Row> {
  const url = `${baseURL}${inLanguage(spec.path)}`;
  say(`\n== ${spec.label} (${spec.path}, ${spec.screen}${spec.session ? ', signed in' : ''})`);
  const assets = await firstLoadAssets(browser, url, spec);
  const sum = (kind: Asset['kind'], key: 'raw' | 'gzip') =>
    assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[key], 0);
  say(`first load: ${assets.length} files`);
  for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
    say(`  ${a.kind.padEnd(3)} ${kb(a.gzip).padStart(9)} gz  ${kb(a.raw).padStart(9)} raw  ${a.url}`);
  }
  say(`JS  gzipped: ${kb(sum('js', 'gzip'))} (raw ${kb(sum('js', 'raw'))})`);
  say(`CSS gzipped: ${kb(sum('css', 'gzip'))} (raw ${kb(sum('css', 'raw'))})`);
  const forbidden = assets.filter((a) => FORBIDDEN.test(a.url) || /\/assets\/index-[^/]+\.js$/.test(a.url));
  say(
    forbidden.length === 0
      ? 'no Ant Design / chart / whole-app entry chunk loaded: OK'
      : `FORBIDDEN chunks loaded: ${forbidden.map((a) => a.url).join(', ')}`,
  );
  const runs: Scores[] = [];
  const baselines: Scores[] = [];
  const paired = baselineURL !== null && baselineURL !== url;
  // A run Lighthouse could not record (its runtimeError, e.g. NO_NAVSTART, has no LCP and scores 0) is run again,
  // twice at most.
  let unrecorded = 0;
  while (runs.length < (JS_ONLY ? 0 : RUNS)) {
    // The landing just before, on the machine as it is that minute: the baseline of this run.
    const baseline = paired ? await lighthouseScores(baselineURL, LANDING_SPEC, false) : null;
    const scores = await lighthouseScores(url, spec, runs.length === 0 && unrecorded === 0);
    say(
      `Lighthouse run ${runs.length + 1}: performance ${scores.performance}  ${scores.metrics}${baseline ? `  (landing just before: ${baseline.performance}, TBT ${baseline.tbtMs.toFixed(0)} ms)` : ''}`,
    );
    if ((Number.isNaN(scores.lcpMs) || (baseline && Number.isNaN(baseline.lcpMs))) && unrecorded < 2)
      unrecorded += 1;
    else {
      runs.push(scores);
      if (baseline) baselines.push(baseline);
    }
  }
  const middle = <T>(list: T[], key: (t: T) => number): T | undefined =>
    [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)];
  const median = middle(runs, (r) => r.performance) ?? NO_SCORES;
  // Blocking time against the landing's of the same minute, run by run: a slower machine slows both alike.
  const ratios = baselines.map((b, i) => (runs[i]?.tbtMs ?? Number.NaN) / Math.max(b.tbtMs, 1));
  return {
    label: spec.label,
    jsGz: sum('js', 'gzip'),
    forbidden: forbidden.map((a) => a.url),
    median,
    baseline: baselines.length > 0 ? (middle(baselines, (b) => b.performance) ?? null) : null,
    tbtRatio: ratios.length > 0 ? (middle(ratios, (r) => r) ?? Number.NaN) : Number.NaN,
  };
}

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('bench: build the web app first (npm run build -w @pcs/web)');
  }
  if (!existsSync(chromePath)) throw new Error(`bench: no Chromium at ${chromePath} (set CHROME_PATH)`);
  const server = await startDemoServer('bench-landing');
  // Over HTTPS and HTTP/2 as production serves the pages; BENCH_HTTP1=1: straight to the server, cleartext HTTP/1.1.
  const front = process.env.BENCH_HTTP1 === '1' ? null : await startTlsFront(server.baseURL);
  const baseURL = front?.baseURL ?? server.baseURL;
  say(front ? `pages over HTTPS and HTTP/2 through ${baseURL}` : `pages over HTTP/1.1 at ${baseURL}`);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const recipient = await recipientPages(browser, baseURL);
    const pages: PageSpec[] = [LANDING_SPEC, ...recipient.pages];
    const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
    const idleRss = rssMb(server.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid));
    }, 200);
    const rows: Row[] = [];
    for (const spec of pages.filter((p) => !only || only.includes(p.label))) {
      rows.push(await measure(browser, baseURL, spec));
    }
    const wanted = (label: string) => !only || only.includes(label);
    if (APPLY_LABELS.some(wanted)) {
      await recipient.apply(wanted, async (spec) => {
        rows.push(await measure(browser, baseURL, spec));
      });
    }
    clearInterval(sampler);
    say(`\nMedian of ${RUNS} Lighthouse runs per page (goals: JS <= 100 kB gzipped, performance >= 95):`);
    say(
      '| page | JS gz | LCP | TBT | CLS | performance | accessibility | landing just before: performance, TBT | TBT / landing TBT | goals |',
    );
    say('|---|---|---|---|---|---|---|---|---|---|');
    for (const { label, jsGz, forbidden, median: m, baseline, tbtRatio } of rows) {
      const within = jsGz <= 100 * 1024 && (JS_ONLY || m.performance >= 95) && forbidden.length === 0;
      const beside = baseline ? `${baseline.performance}, ${baseline.tbtMs.toFixed(0)} ms` : '-';
      const ratio = Number.isNaN(tbtRatio) ? '-' : `${tbtRatio.toFixed(1)}x`;
      say(
        `| ${label} | ${kb(jsGz)} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${m.performance} | ${m.accessibility} | ${beside} | ${ratio} | ${within ? 'met' : 'NOT met'} |`,
      );
    }
    say(
      `server RSS (PGlite, demo data): idle ${idleRss.toFixed(0)} MB, peak during the runs ${peakRss.toFixed(0)} MB`,
    );
    if (rows.some((r) => r.forbidden.length > 0)) process.exitCode = 1;
  } finally {
    await browser.close();
    await front?.close();
    await server.stop();
  }
}

await main();
