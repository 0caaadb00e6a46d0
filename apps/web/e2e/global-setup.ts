import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../../scripts/demo-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromePath: string | null;
    messagesDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the real product (built web app, API, embedded database with demo data in a temp folder) once for the
 * browser suite. Without Chromium the suite is skipped loudly, or fails when REQUIRE_E2E=1 (CI).
 */
export default async function setup(project: TestProject) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const chromePath = candidates.find((p) => existsSync(p)) ?? null;
  project.provide('chromePath', chromePath);
  if (!chromePath) {
    const line = 'E2E SKIPPED: no Chromium found (set CHROME_PATH or install Debian chromium)';
    if (process.env.REQUIRE_E2E === '1') throw new Error(`${line}; REQUIRE_E2E=1 forbids skipping`);
    console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
    project.provide('baseURL', '');
    project.provide('messagesDir', '');
    return;
  }
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('build the web app first: npm run build');

  // This run's failure reports only (browser.ts describeOpenPages; .ci/run prints them).
  rmSync(path.join(root, 'test-results/failures'), { recursive: true, force: true });

  // The SSO journey's identity provider runs in the test process on 127.0.0.1 over plain http (decision 038).
  const server = await startDemoServer('e2e', { OUTBOUND_ALLOW_PRIVATE: 'true' });
  project.provide('baseURL', server.baseURL);
  project.provide('messagesDir', server.messagesDir);

  return server.stop;
}
