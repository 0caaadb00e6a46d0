import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, submitLogin, test } from './fixtures';

/**
 * Decision 039: the recipient's pages load the recipient entry (recipient.html) and only its chunks, never the whole
 * app's entry or a back-office library. The recipient build already fails on a bundled back-office library
 * (vite.light-build.ts); this checks what the browser really fetches, signed in where the page needs it.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
/** The whole app's entry script, named in its index.html. */
const wholeAppEntry = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(
  read('index.html'),
)?.[1];
/** Every file the recipient build made. */
const recipientFiles = new Set(
  Object.values(JSON.parse(read('.vite/recipient-manifest.json')) as Record<string, { file: string }>).map(
    (c) => `/${c.file}`,
  ),
);
const BACK_OFFICE = /antd|echarts|zrender|back-office|rich-text|tiptap/i;

/** The scripts a document load of `url` fetches until the network is idle. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  const listen = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', listen);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('request', listen);
  return scripts;
}

function expectRecipientOnly(url: string, scripts: string[]) {
  expect(scripts.length, url).toBeGreaterThan(1);
  expect(scripts, url).not.toContain(wholeAppEntry);
  for (const script of scripts) {
    expect(recipientFiles.has(script), `${url} loads ${script}`).toBe(true);
    expect(script, url).not.toMatch(BACK_OFFICE);
  }
}

test.describe("the recipient's first loads (decision 039)", () => {
  test('has a whole-app entry to tell apart', () => {
    expect(wholeAppEntry).toMatch(/^\/assets\/index-.+\.js$/);
    expect(recipientFiles.has(wholeAppEntry ?? '')).toBe(false);
  });

  test('desktop /login and /checkDevice load the recipient entry only', async ({ page }) => {
    // /checkDevice sends a desktop on to /login, inside the same entry.
    for (const url of ['/login', '/checkDevice']) expectRecipientOnly(url, await scriptsOf(page, url));
  });

  test('the phone journey loads the recipient entry only, signed out and signed in', async ({ open }) => {
    const { page } = await open('phone');
    for (const url of ['/m/login', '/m/idLogin']) expectRecipientOnly(url, await scriptsOf(page, url));
    await submitLogin(page, 'demo-employee');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    for (const url of [
      '/m/gift/preview',
      '/m/delivery/list',
      '/m/myPage/detail',
      '/m/serviceCenter/notify',
    ]) {
      expectRecipientOnly(url, await scriptsOf(page, url));
      // Still signed in on the same page (not sent to a login).
      expect(new URL(page.url()).pathname, url).toBe(url);
    }
  });

  test("a signed-in page's first render shows its data, each asked for once as the route matched", async ({
    open,
  }) => {
    const { page } = await open('phone');
    await page.goto('/m/idLogin');
    await submitLogin(page, 'demo-employee');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    const listHref = await page.locator('a[href^="/m/gift/list/"]').first().getAttribute('href');
    // Counts what a document draws busy (a skeleton, the screen's loading status, a loading line) from its first node
    // on. Only what is added busy: a list marked busy later is loading its next page, which is not a first render.
    await page.addInitScript(() => {
      const seen = { busy: 0, what: '' };
      Object.assign(window, { pcsBusySeen: seen });
      const busy = (node: Node) =>
        node instanceof Element &&
        (node.matches('[aria-busy="true"], .pcs-screen-loading') ||
          node.querySelector('[aria-busy="true"], .pcs-screen-loading') !== null);
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (busy(node)) {
              seen.busy += 1;
              seen.what ||= (node as Element).outerHTML.slice(0, 200);
            }
      }).observe(document, { subtree: true, childList: true });
    });
    const listCalls: string[] = [];
    for (const [url, shown, asked] of [
      [`${listHref}?new=true`, 'a[href^="/m/gift/detail/"]', ['gift/giftList.json', 'category/list.json']],
      ['/m/delivery/list', '[aria-pressed="true"]', ['delivery/myList.json']],
    ] as const) {
      const calls: string[] = [];
      const record = (request: { url: () => string; postData: () => string | null }) => {
        if (request.url().includes('/v1/'))
          calls.push(`${new URL(request.url()).pathname} ${request.postData()}`);
      };
      page.on('request', record);
      await page.goto(url);
      await expect(page.locator(shown).first(), url).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      listCalls.push(...calls.filter((c) => c.includes('gift/giftList.json')));
      expect(
        await page.evaluate(() => {
          const { busy, what } = (window as unknown as { pcsBusySeen: { busy: number; what: string } })
            .pcsBusySeen;
          return busy === 0 ? 0 : what;
        }),
        url,
      ).toBe(0);
      for (const path of asked)
        expect(
          calls.filter((c) => c.includes(path)),
          `${url} asks ${path}`,
        ).toHaveLength(1);
    }
    // The list was asked for with the URL's filters, as the screen reads them (newest first).
    expect(listCalls.join()).toContain('"orderbyNew":true');
  });

  test("the server links a page's screen chunk and its imports as module preloads", async ({ open }) => {
    const manifest = JSON.parse(read('.vite/recipient-manifest.json')) as Record<string, { file: string }>;
    const screen = `/${manifest['src/features/gift/pages/mobile-gift-list-page.tsx']?.file}`;
    const { page } = await open('phone');
    const reply = await page.request.get('/m/gift/list/1');
    const preloads = [
      ...(await reply.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    expect(preloads).toContain(screen);
    // Every preload is a file of the recipient build (a stale list would fetch a 404 on every visit).
    for (const file of preloads) expect(recipientFiles.has(file ?? ''), file).toBe(true);
    // The signed-out login page preloads its own screen, not the gift list's.
    const login = await (await page.request.get('/m/login')).text();
    expect(login).toContain(`/${manifest['src/features/account/pages/mobile-login-page.tsx']?.file}`);
    expect(login).not.toContain(screen);
  });

  for (const path of ['/m/login', '/intro/main']) {
    test(`${path}: a first visit shows the phone's font; the next document loads Pretendard (decision 041)`, async ({
      open,
    }) => {
      const { page } = await open('phone');
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(fonts, 'first visit').toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('pcs-webfont'))).toBe('1');
      const loaded = () =>
        page.evaluate(
          () =>
            [...document.fonts].filter((f) => /Pretendard/.test(f.family) && f.status === 'loaded').length,
        );
      // Polled, not read at network idle: the slices are asked for when the first render's text lays out, which a
      // busy machine can start after half a second without requests.
      await page.reload();
      await expect.poll(loaded, { message: 'second document', timeout: 30_000 }).toBeGreaterThan(0);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/^\/assets\/PretendardVariable\.subset\.\d+-.+\.woff2$/);
    });
  }

  test('the desktop /login does not move while its screen arrives, on a laptop window shorter than the form', async ({
    open,
  }) => {
    // 1280x720: the form and its footer are taller than the window, so the footer that sat at the window's bottom
    // during the loading line would jump below the fold when the form replaced it.
    const { context, page } = await open('desktop');
    await page.setViewportSize({ width: 1280, height: 720 });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { pcsShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(scrollHeight, 'the form is taller than the window').toBeGreaterThan(720);
    expect(await page.evaluate(() => (window as unknown as { pcsShifts: number[] }).pcsShifts)).toEqual([]);
  });

  test('a page outside the journey loads the whole app', async ({ page }) => {
    const scripts = await scriptsOf(page, '/intro/contact');
    expect(scripts).toContain(wholeAppEntry);
  });
});
