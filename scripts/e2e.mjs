#!/usr/bin/env node
// The browser suite on Playwright Test (playwright.config.ts), after the web build. Without Chromium it is skipped
// loudly, or fails when REQUIRE_E2E=1 (CI). Arguments are passed on: `node scripts/e2e.mjs login.spec.ts --headed`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromePath = candidates.find((p) => existsSync(p));

if (!chromePath) {
  const line = 'E2E SKIPPED: no Chromium found (set CHROME_PATH or install Debian chromium)';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${line}; REQUIRE_E2E=1 forbids skipping`);
    process.exit(1);
  }
  const bar = '!'.repeat(line.length);
  console.warn(`\n${bar}\n${line}\n${bar}\n`);
  process.exit(0);
}
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('e2e: build the web app first (npm run build)');
  process.exit(1);
}

const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
const run = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(run.status ?? 1);
