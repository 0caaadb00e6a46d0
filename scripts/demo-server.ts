import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `messagesDir`: the local mailbox (no SMS/SMTP provider configured), where auth numbers are delivered. */
export type DemoServer = {
  baseURL: string;
  messagesDir: string;
  /** The server's process id (the benches read its resident memory). */
  pid: number;
  stop: () => Promise<void>;
  /** Where its database and files live (kept after stop() with keepData). */
  dataDir: string;
};

export type DemoServerOptions = {
  /** A data folder to start from (copied): one seeded once, for servers that each need their own database. */
  from?: string;
  /** stop() leaves the data folder, to be copied. */
  keepData?: boolean;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real product (built web app, API, embedded database seeded with demo data in a fresh temp folder) on a free
 * local port, for the browser suite and the benches. Resolves once it answers; stop() removes its data. PUBLIC_URL
 * is the address it answers on (links and the SSO redirect URI are built from it); `env` adds settings.
 */
export async function startDemoServer(
  label: string,
  env: Record<string, string> = {},
  options: DemoServerOptions = {},
): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pcs-${label}-`));
  // A copy of a seeded data folder starts in seconds: the demo seed sees its companies and writes nothing.
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        OUTBOX_POLL_MS: '200',
        OCCASION_POLL_MS: '1000',
        PUBLIC_URL: baseURL,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 240_000; // a loaded shared machine seeds slowly
  for (;;) {
    const up = await fetch(`${baseURL}/v1/ebmp/code/url.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`${label}: the server did not start`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseURL,
    pid: server.pid as number,
    messagesDir: path.join(dataDir, 'messages'),
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
  };
}
