import { startDemoServer } from '../../../scripts/demo-server';

/**
 * Playwright's global setup: the real product (built web app, API, embedded database with demo data) once per run.
 * Its address and its local mailbox reach the tests through the environment (workers start after this).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The SSO journey's identity provider runs in the test process on 127.0.0.1 over plain http (decision 038).
  const server = await startDemoServer('e2e', { OUTBOUND_ALLOW_PRIVATE: 'true' });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MESSAGES_DIR = server.messagesDir;
  return server.stop;
}
