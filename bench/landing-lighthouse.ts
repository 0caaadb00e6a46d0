/**
 * Landing weight and Lighthouse: starts the real product (built web app, API, embedded database
 * with demo data in a temp folder), then
 * 1. loads /intro/main in Chromium and sums the gzipped JavaScript and CSS of its first load (every script and
 *    stylesheet fetched until the network is idle), and checks that no Ant Design or chart chunk was among them;
 * 2. runs Lighthouse (mobile form factor, default simulated throttling) on /intro/main three times and prints each
 *    run and the median performance score with its LCP, TBT and CLS, and the accessibility score;
 * 3. prints the server's resident memory idle and its peak during the runs.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher. Nothing is asserted on
 * the scores: the machine is shared and noisy; the numbers are for the closing note and for comparing runs.
 *
 *   npm run build -w @pcs/web && CHROME_PATH=/usr/bin/chromium npm run bench:landing -w @pcs/bench
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoRoot as root, startDemoServer } from '../scripts/demo-server';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Chunks the landing site must never load (ARCHITECTURE: the landing site does not load Ant Design or charts). */
const FORBIDDEN = /antd|echarts|back-office|zrender|rc-/i;

type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number };

/** Every script and stylesheet of the first load of `url`, with its raw and gzipped size. */
async function firstLoadAssets(url: string): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
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
    return (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  } finally {
    await browser.close();
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

async function lighthouseScores(url: string, verbose: boolean): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
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
    chrome.kill();
  }
}

const RUNS = 3;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** One report line on stdout (console.log is reserved for debugging). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('bench: build the web app first (npm run build -w @pcs/web)');
  }
  if (!existsSync(chromePath)) throw new Error(`bench: no Chromium at ${chromePath} (set CHROME_PATH)`);
  const server = await startDemoServer('bench-landing');
  try {
    const url = `${server.baseURL}/intro/main`;
    const assets = await firstLoadAssets(url);
    const sum = (kind: Asset['kind'], key: 'raw' | 'gzip') =>
      assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[key], 0);
    say(`first load of /intro/main: ${assets.length} files`);
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
      say(`  ${a.kind.padEnd(3)} ${kb(a.gzip).padStart(9)} gz  ${kb(a.raw).padStart(9)} raw  ${a.url}`);
    }
    say(`JS  gzipped: ${kb(sum('js', 'gzip'))} (raw ${kb(sum('js', 'raw'))})`);
    say(`CSS gzipped: ${kb(sum('css', 'gzip'))} (raw ${kb(sum('css', 'raw'))})`);
    say(`JS+CSS gzipped: ${kb(sum('js', 'gzip') + sum('css', 'gzip'))}`);
    const forbidden = assets.filter((a) => FORBIDDEN.test(a.url));
    say(
      forbidden.length === 0
        ? 'no Ant Design / chart chunk loaded: OK'
        : `FORBIDDEN chunks loaded: ${forbidden.map((a) => a.url).join(', ')}`,
    );

    const idleRss = rssMb(server.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid));
    }, 200);
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const scores = await lighthouseScores(url, i === 0);
      runs.push(scores);
      say(`Lighthouse run ${i + 1}: performance ${scores.performance}  ${scores.metrics}`);
    }
    clearInterval(sampler);
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)] as Scores;
    say(
      `Lighthouse mobile /intro/main, median of ${RUNS}: performance ${median.performance} (goal >= 95), LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${median.tbtMs.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}; accessibility ${median.accessibility}`,
    );
    say(`JS gzipped ${kb(sum('js', 'gzip'))} (goal <= 100 kB)`);
    say(
      `server RSS (PGlite, demo data): idle ${idleRss.toFixed(0)} MB, peak during the runs ${peakRss.toFixed(0)} MB`,
    );
    if (forbidden.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
