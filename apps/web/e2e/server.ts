import { rmSync } from 'node:fs';
import { startDemoServer } from '../../../scripts/demo-server';

/**
 * Playwright's global setup: the real product (built web app, API, embedded database) seeded with the demo data once
 * per run, then stopped; its data folder is the template each worker's own server starts from (fixtures.ts, decision
 * 049). The folder reaches the workers through the environment (they start after this).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const seeded = await startDemoServer('e2e-template', {}, { keepData: true });
  await seeded.stop();
  process.env.E2E_TEMPLATE_DIR = seeded.dataDir;
  return async () => rmSync(seeded.dataDir, { recursive: true, force: true });
}
