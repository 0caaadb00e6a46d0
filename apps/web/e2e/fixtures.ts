import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempPasswordText } from '@pcs/domain';
import { type BrowserContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { startDemoServer } from '../../../scripts/demo-server';
import { DEVICES, type Device } from './devices';
import { ALIMTALK_FAILING_PHONES, api, baseURL, DEMO_PASSWORD, mailbox, mailboxTexts } from './server-calls';

export {
  ALIMTALK_FAILING_PHONES,
  api,
  baseURL,
  DEMO_PASSWORD,
  mailbox,
  mailboxTexts,
  messagesDir,
  openClaimLink,
  tokenOf,
} from './server-calls';
export type { Device };
export { expect };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shotsDir = path.join(root, 'test-results');

// ---------------------------------------------------------------------------------------------------------------
// Every page is watched: uncaught errors fail the test (the `journey` auto fixture), and a failure says what each
// open page showed.

type Watched = { errors: { url: string; message: string }[]; allowed: RegExp[]; network: string[] };
const watched = new Map<Page, Watched>();
/** How many of a page's last refused or failed requests and downloads a failure report lists. */
const NETWORK_KEPT = 12;

function watch(page: Page): void {
  if (watched.has(page)) return;
  const entry: Watched = { errors: [], allowed: [], network: [] };
  page.on('pageerror', (e) => entry.errors.push({ url: page.url(), message: e.message }));
  // The calls the server refused or that never completed, and the downloads: a wait for an alert or a download that
  // timed out then says which call went wrong.
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

function watchContext(context: BrowserContext): void {
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
}

/**
 * The named exception: for the rest of this test, errors of `page` that match `expected` are what the journey
 * provokes on purpose and do not fail it. Any other error still does.
 */
export function allowPageErrors(page: Page, expected: RegExp): void {
  const entry = watched.get(page);
  if (!entry)
    throw new Error('allowPageErrors: the page is not watched (open it with the page or open fixture)');
  entry.allowed.push(expected);
}

/** The uncaught errors a page has recorded during this test. */
export const pageErrors = (page: Page): string[] => (watched.get(page)?.errors ?? []).map((e) => e.message);

/**
 * Fails with every uncaught error recorded on the watched pages since the last check (allowed ones aside), and starts
 * afresh: errors cleared, exceptions ended. The `journey` fixture calls it after every test.
 */
export function assertNoPageErrors(): void {
  const found: string[] = [];
  for (const entry of watched.values()) {
    for (const { url, message } of entry.errors)
      if (!entry.allowed.some((pattern) => pattern.test(message))) found.push(`${url}: ${message}`);
    entry.errors.length = 0;
    entry.allowed.length = 0;
  }
  if (found.length > 0)
    throw new Error(`${found.length} uncaught page error(s) during the test:\n${found.join('\n')}`);
}

/**
 * What each page still open shows when a test fails: each page's URL, the app's dialog, an open Ant Design window,
 * the form errors and its last refused calls, printed to the log and appended to test-results/failures/report.txt
 * (a CI run keeps only its log; .ci/run prints the report last). Playwright's trace and screenshot sit beside it.
 */
async function describeOpenPages(testInfo: TestInfo): Promise<void> {
  const lines: string[] = [`error: ${(testInfo.error?.message ?? '').split('\n')[0]?.slice(0, 300)}`];
  for (const [n, [page, entry]] of [...watched].entries()) {
    if (page.isClosed()) continue;
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
    lines.push(
      `page ${n + 1}: ${page.url()}`,
      ...shown.dialogs.map((t) => `  dialog: ${t}`),
      ...shown.modals.map((t) => `  window: ${t}`),
      ...shown.errors.map((t) => `  error/alert: ${t}`),
      ...entry.network.map((t) => `  network: ${t}`),
    );
  }
  const report = `[e2e] open pages when "${testInfo.titlePath.join(' > ')}" failed (attempt ${testInfo.retry + 1}):\n${lines.join('\n')}\n`;
  process.stderr.write(report);
  mkdirSync(path.join(shotsDir, 'failures'), { recursive: true });
  appendFileSync(path.join(shotsDir, 'failures', 'report.txt'), report);
  await testInfo.attach('open-pages', { body: report, contentType: 'text/plain' });
}

type Opened = { context: BrowserContext; page: Page };

/** The web app's session in session storage (apps/web lib/session-store.ts). */
const SESSION_KEY = 'pcs-session';

/**
 * The demo logins' sessions, each signed in once per worker through the login screen of its device and reused: a
 * session's saved state is put in the session storage of each new context before any script runs. A journey that
 * logs out revokes its token on the server; the next use then finds it refused and signs in again.
 */
type DemoSessions = { of: (userId: string, device: Device) => Promise<string> };

export const test = base.extend<
  {
    /** A fresh context on a device (own session storage), closed after the test; pages are watched. */
    open: (device?: Device) => Promise<Opened>;
    /**
     * A fresh context on a device, already signed in as a demo login (password DEMO_PASSWORD): the page is blank,
     * the journey goes where it needs. The login screens themselves are tested without it.
     */
    signedIn: (userId: string, device?: Device) => Promise<Opened>;
    /** Auto: fails a test whose pages threw, and describes the open pages of a failed test. */
    journey: undefined;
  },
  { demoSessions: DemoSessions; server: undefined }
>({
  server: [
    // Each worker's own product on its own copy of the seeded demo data (server.ts): journeys of different workers
    // never see each other's rows, and a worker restarted after a failure starts again from the demo data. Its
    // address and mailbox reach the helpers (server-calls.ts) through this worker process's environment.
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const from = process.env.E2E_TEMPLATE_DIR;
      if (!from)
        throw new Error('e2e: no seeded template (run the suite through its runner: npm run test:e2e)');
      // The SSO journey's identity provider runs in the test process on 127.0.0.1 over plain http (decision 038).
      // The failing phones are no demo person's: only the delivery-chain journey's own people have them.
      const server = await startDemoServer(
        `e2e-w${workerInfo.parallelIndex}`,
        {
          OUTBOUND_ALLOW_PRIVATE: 'true',
          LOCAL_MESSAGE_FAIL_TO: ALIMTALK_FAILING_PHONES.map((p) => `ALIMTALK:${p}`).join(','),
        },
        { from },
      );
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_MESSAGES_DIR = server.messagesDir;
      await use(undefined);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  demoSessions: [
    async ({ browser, server }, use) => {
      void server;
      const saved = new Map<string, string>();
      const stillValid = async (session: string) => {
        const token = (JSON.parse(session) as { state?: { loginUserData?: { loginUserToken?: string } } })
          .state?.loginUserData?.loginUserToken;
        if (!token) return false;
        const reply = await api('/v1/ebmp/pcs/user/myInfo.json', {}, token).catch(() => null);
        return reply?.resultStatus.messageCode === '2000';
      };
      await use({
        of: async (userId, device) => {
          const key = `${userId}|${device}`;
          const known = saved.get(key);
          if (known && (await stillValid(known))) return known;
          const context = await browser.newContext({ ...DEVICES[device], baseURL: baseURL() });
          try {
            const page = await context.newPage();
            await signIn(page, userId, device === 'phone' ? '/m/idLogin' : '/login');
            const session = await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEY);
            if (!session) throw new Error(`e2e: no session after signing in as ${userId}`);
            saved.set(key, session);
            return session;
          } finally {
            await context.close();
          }
        },
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    void server;
    await use(baseURL());
  },
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  open: async ({ browser, contextOptions, locale, timezoneId }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (device = 'desktop') => {
      const context = await browser.newContext({
        ...contextOptions,
        ...DEVICES[device],
        baseURL: baseURL(),
        locale,
        timezoneId,
      });
      contexts.push(context);
      watchContext(context);
      const page = await context.newPage();
      return { context, page };
    });
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  },
  signedIn: async ({ open, demoSessions }, use) => {
    await use(async (userId, device = 'desktop') => {
      const session = await demoSessions.of(userId, device);
      const opened = await open(device);
      // Once per tab: a logout in the journey stays a logout when the page reloads.
      await opened.context.addInitScript(
        ([key, value]) => {
          if (sessionStorage.getItem('pcs-e2e-seeded')) return;
          sessionStorage.setItem(key, value);
          sessionStorage.setItem('pcs-e2e-seeded', '1');
        },
        [SESSION_KEY, session] as const,
      );
      return opened;
    });
  },
  journey: [
    // On `open` and the built-in `context`: set up after them and torn down before them, so a failed test's pages
    // are still there to describe.
    async ({ open, context }, use, testInfo) => {
      void open;
      void context;
      watched.clear();
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) await describeOpenPages(testInfo);
      try {
        assertNoPageErrors();
      } finally {
        watched.clear();
      }
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// What a person does on the screens, and reads on their phone.

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

/** A PNG of the viewport (or of the whole page) under test-results/, to look at. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** Accepts the app's alert/confirm dialog and returns its text. */
export async function acceptDialog(page: Page): Promise<string> {
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toBeVisible();
  const text = (await dialog.locator('p').textContent()) ?? '';
  // Each dialog has its own id; a confirm is often followed at once by the next alert, so wait for this one to leave.
  const labelledBy = await dialog.getAttribute('aria-labelledby');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.locator(`[data-testid="dialog"][aria-labelledby="${labelledBy}"]`)).toHaveCount(0);
  return text;
}

/** Waits for the outbox to deliver a message to `to` holding every needle; returns the newest such text. */
export async function received(to: string, ...needles: string[]): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await mailbox(to, ...needles);
        return found.length;
      },
      { timeout: 30_000, message: `a message to ${to} with ${needles.join(', ')}` },
    )
    .toBeGreaterThan(0);
  return found[found.length - 1] ?? '';
}

/** Each mailbox file is read once: the newest message not read yet whose text `pick` finds something in. */
const readMessages = new Set<string>();
async function nextUnread(pick: (text: string) => string | undefined, what: string): Promise<string> {
  let value: string | undefined;
  await expect
    .poll(
      async () => {
        for (const { file, text } of (await mailboxTexts()).reverse()) {
          if (readMessages.has(file)) continue;
          value = pick(text);
          if (value === undefined) continue;
          readMessages.add(file);
          return true;
        }
        return false;
      },
      { timeout: 10_000, message: what },
    )
    .toBe(true);
  return value ?? '';
}

/**
 * The latest auth number sent to a recipient, read from the mailbox as a person reads their phone: no screen or call
 * of the product ever shows one.
 */
export const lastCode = (recipient: string): Promise<string> =>
  nextUnread(
    (text) => (text.startsWith(`to: ${recipient}\n`) ? /\[(\d{6})\]/.exec(text)?.[1] : undefined),
    `an auth number for ${recipient}`,
  );

/**
 * The temporary password an operator's reset sent to `userId` (SMS or mail, whichever the account has): the reset's
 * reply only says where it went, masked.
 */
export function lastTempPassword(userId: string): Promise<string> {
  const [before, after] = tempPasswordText(userId, '\u0000', '').split('\u0000') as [string, string];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${literal(before)}(\\S+)${literal(after)}`);
  return nextUnread((text) => pattern.exec(text)?.[1], `a temporary password for ${userId}`);
}

/** Types a phone, asks for the number, reads it from the mailbox and confirms it. */
export async function confirmPhone(page: Page, telNo: string, staysOnScreen = true): Promise<void> {
  await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(telNo);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  expect(await acceptDialog(page)).toBe('인증번호가 발송되었습니다.');
  await page.getByLabel('인증번호').fill(await lastCode(telNo));
  await page.getByRole('button', { name: '확인', exact: true }).first().click();
  if (staysOnScreen) await expect(page.getByText('인증이 완료되었습니다.')).toBeVisible();
}
