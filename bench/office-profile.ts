/**
 * Where a back-office screen's cold load spends its time (decision 050): for each of BENCH_PAGES, one cold load with
 * Chromium's CPU profiler on, then the main thread's self time summed per script (and the top functions), and every
 * request's start and end relative to navigation, so a waterfall of sequential fetches shows. PROFILE_DIR keeps the
 * .cpuprofile files (open them in Chromium's DevTools). Same product and cold context as bench:office.
 *
 *   npm run build && BENCH_PAGES=/delivery/order CHROME_PATH=/usr/bin/chromium npm run bench:office-profile -w @pcs/bench
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../scripts/demo-server';
import { type Profile, reportProfile } from './profile/cpu-profile';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SESSION_KEY = 'pcs-session';
const LOADING = '.pcs-screen-loading, .ant-skeleton-active, .ant-table-wrapper .ant-spin-spinning';
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const pages = (process.env.BENCH_PAGES ?? '/delivery/order').split(',').map((p) => p.trim());
  const login = process.env.BENCH_LOGIN ?? 'demo-admin';
  const server = await startDemoServer(
    'office-profile',
    process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {},
  );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const signIn = await browser.newContext({ baseURL: server.baseURL, locale: 'ko-KR' });
    const p0 = await signIn.newPage();
    await p0.goto('/login');
    await p0.getByRole('textbox', { name: '아이디' }).fill(login);
    await p0.locator('input[type=password]').fill('Demo1234!');
    await p0.getByRole('button', { name: '로그인', exact: true }).click();
    await p0.waitForURL((url) => url.pathname.startsWith('/dashBoard/'));
    await p0.waitForLoadState('networkidle');
    const session = await p0.evaluate<string | null>(
      `sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})`,
    );
    await signIn.close();
    for (const target of pages) {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        locale: 'ko-KR',
        viewport: { width: 1440, height: 900 },
      });
      await context.addInitScript(
        `try { sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)}); } catch {}`,
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Performance.enable');
      const requests: string[] = [];
      const started = new Map<unknown, number>();
      const start = Date.now();
      page.on('request', (r) => started.set(r, Date.now() - start));
      page.on('requestfinished', (r) => {
        const u = new URL(r.url());
        if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') {
          requests.push(
            `${String(started.get(r)).padStart(5)}-${String(Date.now() - start).padStart(5)} ${r.resourceType().slice(0, 6)} ${path.basename(u.pathname)}`,
          );
        } else
          requests.push(
            `${String(started.get(r)).padStart(5)}-${String(Date.now() - start).padStart(5)} ${r.resourceType().slice(0, 6)} ${u.pathname}${u.search}`,
          );
      });
      await cdp.send('Profiler.start');
      await page.goto(target, { waitUntil: 'commit' });
      await page.locator('h1, h2, h3').first().waitFor({ timeout: 60_000 });
      const heading = Date.now() - start;
      await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 60_000 });
      const content = Date.now() - start;
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = (n: string) => Math.round((metrics.find((x) => x.name === n)?.value ?? 0) * 1000);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      say(
        `\n${target}: heading ${heading} ms, content ${content} ms, TaskDuration ${m('TaskDuration')} ms, ScriptDuration ${m('ScriptDuration')} ms, Layout ${m('LayoutDuration')} ms, RecalcStyle ${m('RecalcStyleDuration')} ms`,
      );
      say('  requests (start-end ms):');
      for (const r of requests.filter((x) => !x.includes(' script ') || process.env.PROFILE_SCRIPTS))
        say(`    ${r}`);
      const scripts = requests.filter((x) => x.includes(' script '));
      say(
        `    ${scripts.length} scripts, last ended at ${Math.max(...scripts.map((s) => Number(s.split('-')[1]?.trim().split(' ')[0])))} ms`,
      );
      await reportProfile(profile, target.replaceAll('/', '_'));
      await context.close();
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
