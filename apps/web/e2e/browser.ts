import { appendFileSync, mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempPasswordText } from '@pcs/domain';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';

import { DEMO_PASSWORD } from './server-calls';

export { api, DEMO_PASSWORD, tokenOf } from './server-calls';
export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shotsDir = path.join(root, 'test-results');

/** True when the suite must not run (no Chromium and skipping allowed): tests use describe.skipIf(e2eSkipped). */
export const e2eSkipped = !inject('chromePath');
export const baseURL = () => inject('baseURL');

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromePath') ?? undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One Chromium for the calling describe block, closed after it; call at the top of the block. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: Chromium is not launched yet');
    return browser;
  };
}

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: '아이디' }).fill(userId);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Logs in from a login page and waits until the app has left it. */
export async function signIn(page: Page, userId: string, loginPath = '/login'): Promise<void> {
  // An empty path logs in on the login page already shown.
  if (loginPath) await page.goto(loginPath);
  await submitLogin(page, userId);
  // The login pages run on the recipient entry, which routes '/' itself and reaches a home outside it (the back
  // office, the desktop gift list) by a document load (decision 039): wait for the home, not the '/' on the way.
  await page.waitForURL((url) => !/\/(m\/id)?[lL]ogin$/.test(url.pathname) && url.pathname !== '/');
}

/** A fresh context (own session storage) at a viewport; mobile contexts also send a phone user agent. */
export async function newPage(
  browser: Browser,
  viewport: typeof DESKTOP,
  mobile = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'ko-KR',
    ...(mobile
      ? {
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        }
      : {}),
  });
  // Every page of the context is watched, tabs and popups the journey opens included.
  context.on('page', watch);
  const page = await context.newPage();
  watch(page);
  return { context, page };
}

/**
 * A page that throws fails the test it ran in (epic-stack habit): every page newPage opens records its uncaught
 * errors, and after each test (setup.ts) assertNoPageErrors fails the test with them listed.
 */
type Watched = { errors: { url: string; message: string }[]; allowed: RegExp[]; network: string[] };
const watched = new Map<Page, Watched>();
/** How many of a page's last refused or failed requests and downloads a failure report lists. */
const NETWORK_KEPT = 12;

function watch(page: Page): void {
  if (watched.has(page)) return;
  const entry: Watched = { errors: [], allowed: [], network: [] };
  page.on('pageerror', (e) => entry.errors.push({ url: page.url(), message: e.message }));
  // What a failure report lists beside the screen: the calls the server refused or that never completed, and the
  // downloads, so a wait for a download or an alert that timed out says which call went wrong.
  const note = (line: string) => {
    entry.network.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (entry.network.length > NETWORK_KEPT) entry.network.shift();
  };
  page.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => {
    if (!r.url().startsWith('data:'))
      note(`failed ${r.method()} ${r.url().slice(0, 120)}: ${r.failure()?.errorText ?? ''}`);
  });
  page.on('download', (d) => note(`download ${d.suggestedFilename()}`));
  watched.set(page, entry);
}

/** The uncaught errors a page has recorded since the last check. */
export const pageErrors = (page: Page): string[] => (watched.get(page)?.errors ?? []).map((e) => e.message);

/**
 * The named exception: for the rest of this test, errors of `page` that match `expected` are what the journey
 * provokes on purpose and do not fail it. Any other error still does.
 */
export function allowPageErrors(page: Page, expected: RegExp): void {
  const entry = watched.get(page);
  if (!entry) throw new Error('allowPageErrors: the page was not opened by newPage');
  entry.allowed.push(expected);
}

/**
 * Fails with every uncaught error recorded on the watched pages since the last check (allowed ones aside), then
 * starts the next test afresh: errors cleared, exceptions ended, closed pages forgotten. setup.ts calls it after
 * every test.
 */
export function assertNoPageErrors(): void {
  const found: string[] = [];
  for (const [page, entry] of watched) {
    for (const { url, message } of entry.errors)
      if (!entry.allowed.some((pattern) => pattern.test(message))) found.push(`${url}: ${message}`);
    entry.errors.length = 0;
    entry.allowed.length = 0;
    if (page.isClosed()) watched.delete(page);
  }
  if (found.length > 0)
    throw new Error(`${found.length} uncaught page error(s) during the test:\n${found.join('\n')}`);
}

/** Starts a test's network notes afresh (setup.ts, before each test; the failure report runs after afterEach). */
export function clearNetworkNotes(): void {
  for (const entry of watched.values()) entry.network.length = 0;
}

/**
 * What each page still open shows when a test fails (setup.ts): the error, each page's URL, the app's dialog, an open
 * Ant Design window, the form errors and its last refused calls and downloads, written to the log and to
 * test-results/failures/report.txt (a CI run keeps nothing else), with a screenshot beside it. A wait that timed out
 * then says what the screen showed instead.
 */
export async function describeOpenPages(testName: string, failure = ''): Promise<void> {
  const lines: string[] = failure ? [`error: ${failure.slice(0, 300)}`] : [];
  // A retried test fails under the same name: each attempt keeps its own screenshots.
  const stamp = Date.now();
  const dir = path.join(shotsDir, 'failures');
  mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const [page, entry] of watched) {
    if (page.isClosed()) continue;
    n += 1;
    const shown = await page
      .evaluate(() => {
        const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)]
            .filter(visible)
            .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200));
        return {
          dialogs: texts('[data-testid="dialog"]'),
          modals: texts('.ant-modal'),
          errors: texts('.ant-form-item-explain-error, [role="alert"]'),
        };
      })
      .catch((error: unknown) => ({ dialogs: [], modals: [], errors: [`(not readable: ${String(error)})`] }));
    const file = path.join(dir, `${testName.replace(/[^\w가-힣-]+/g, '-').slice(-80)}-${stamp}-${n}.png`);
    await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
    lines.push(
      `page ${n}: ${page.url()}`,
      ...shown.dialogs.map((t) => `  dialog: ${t}`),
      ...shown.modals.map((t) => `  window: ${t}`),
      ...shown.errors.map((t) => `  error/alert: ${t}`),
      ...entry.network.map((t) => `  network: ${t}`),
      `  screenshot: ${path.relative(root, file)}`,
    );
  }
  const report = `[e2e] open pages when "${testName}" failed:\n${lines.join('\n')}\n`;
  process.stderr.write(report);
  // .ci/run prints this file last, where a CI log's tail still shows it.
  appendFileSync(path.join(dir, 'report.txt'), report);
}

/**
 * Waits until the element's finite CSS animations and transitions (its own and its descendants') have ended, as
 * Ant Design's window zooming in: a click during the zoom can land beside a button that is still moving.
 */
export async function afterMotion(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return locator;
}

/** A PNG of the viewport (or of the whole page) under test-results/, to look at. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** Accepts the app's alert/confirm dialog and returns its text. */
export async function acceptDialog(page: Page): Promise<string> {
  const dialog = page.getByTestId('dialog');
  await dialog.waitFor({ state: 'visible' });
  const text = (await dialog.locator('p').textContent()) ?? '';
  // Each dialog has its own id; a confirm is often followed at once by the next alert, so wait for this one to leave.
  const labelledBy = await dialog.getAttribute('aria-labelledby');
  await dialog.getByRole('button', { name: '확인' }).click();
  await page
    .locator(`[data-testid="dialog"][aria-labelledby="${labelledBy}"]`)
    .waitFor({ state: 'detached' });
  return text;
}

/**
 * The latest auth number sent to a recipient, read from the server's local mailbox (no SMS/SMTP provider is
 * configured), as a person reads their phone: no screen or call of the product ever shows one.
 */
const readMessages = new Set<string>();
export async function lastCode(recipient: string): Promise<string> {
  const dir = inject('messagesDir');
  return vi.waitFor(
    async () => {
      const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const file of files.filter((f) => !readMessages.has(f))) {
        const text = await readFile(path.join(dir, file), 'utf8');
        if (!text.startsWith(`to: ${recipient}\n`)) continue;
        const code = /\[(\d{6})\]/.exec(text)?.[1];
        if (!code) continue;
        readMessages.add(file);
        return code;
      }
      throw new Error(`no auth number for ${recipient}`);
    },
    { timeout: 10_000, interval: 200 },
  );
}

/**
 * The temporary password an operator's reset sent to `userId` (SMS or mail, whichever the account has), read from
 * the server's local mailbox like lastCode(): the reset's reply only says where it went, masked.
 */
export async function lastTempPassword(userId: string): Promise<string> {
  const dir = inject('messagesDir');
  const [before, after] = tempPasswordText(userId, '\u0000', '').split('\u0000') as [string, string];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${literal(before)}(\\S+)${literal(after)}`);
  return vi.waitFor(
    async () => {
      const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const file of files.filter((f) => !readMessages.has(f))) {
        const password = pattern.exec(await readFile(path.join(dir, file), 'utf8'))?.[1];
        if (!password) continue;
        readMessages.add(file);
        return password;
      }
      throw new Error(`no temporary password for ${userId}`);
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** Types a phone, asks for the number, reads it from the outbox and confirms it. */
export async function confirmPhone(page: Page, telNo: string, staysOnScreen = true): Promise<void> {
  await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(telNo);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  expect(await acceptDialog(page)).toBe('인증번호가 발송되었습니다.');
  await page.getByLabel('인증번호').fill(await lastCode(telNo));
  await page.getByRole('button', { name: '확인', exact: true }).first().click();
  if (staysOnScreen) await page.getByText('인증이 완료되었습니다.').waitFor();
}
