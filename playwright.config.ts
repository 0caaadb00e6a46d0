import { defineConfig } from '@playwright/test';
import { DESKTOP_DEVICE, PHONE_DEVICE } from './apps/web/e2e/devices';

/**
 * The browser suite (decision 049): the built product with demo data, seeded once per run by the global setup and
 * started per worker from that seed, and Debian's Chromium (no browser download). `npm run test:e2e` runs it through
 * scripts/e2e.mjs, which says loudly when there is no Chromium (and fails with REQUIRE_E2E=1).
 *
 * - Projects: `desktop` (1440x900) and `phone` (390x844, touch, a phone's user agent). A journey that needs both
 *   (an operator on a desktop, a recipient on a phone) opens the other device with the `open` fixture.
 * - Retries: E2E_RETRY (1 in .ci/run), none on a developer's machine; a test that needed one is listed as flaky at
 *   the end of the run.
 * - Workers: E2E_WORKERS, 2 by default (the machines have 2 cores; a journey spends much of its time waiting for the
 *   browser and the server). Each worker runs its own server on its own copy of the demo data seeded once by the
 *   global setup, so the journeys of two workers never meet; the journeys of one file run in order in one worker.
 */
const retries = Number(process.env.E2E_RETRY ?? 0);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './apps/web/e2e/server.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries,
  timeout: 120_000,
  // A shared 2-core machine under load can take well over 15 s to draw a screen whose calls answered at once (traces
  // of the first runs showed it); the older harness waited 30 s too.
  expect: { timeout: 30_000 },
  reportSlowTests: { max: 10, threshold: 60_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
  ],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // antd's motion is off for a user who asks for less motion (the back-office layout), so nothing waits for it.
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Recording every test's trace costs a loaded machine; a failure's retry records one (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: DESKTOP_DEVICE, testIgnore: '**/*.phone.spec.ts' },
    { name: 'phone', use: PHONE_DEVICE, testMatch: '**/*.phone.spec.ts' },
  ],
});
