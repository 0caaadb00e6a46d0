import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * What the PostgreSQL scenarios share: the server they run on (DATABASE_URL, required) and a database of their own
 * on it, never the tests' `test` one.
 */
export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    process.exit(2);
  }
  return url;
}

/** The URL of database `name` on the same server. */
export function dbUrl(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` with a connection to the server's admin database (create and drop databases). */
export async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * How a bench starts a product process: node's arguments for the compiled server (default) or the sources through tsx
 * (BENCH_RUNTIME=tsx), and the environment without real message providers (messages stay in the local mailbox).
 */
export function productProcess(root: string, runtime: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const args =
    runtime === 'tsx'
      ? ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]
      : [path.join(root, 'apps/api/dist/server.js')];
  const { SMTP_URL: _smtp, SOLAPI_API_KEY: _solapi, ...env } = process.env;
  return { args, env };
}
