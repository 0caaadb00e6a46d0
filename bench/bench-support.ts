import { once } from 'node:events';
import { readFileSync } from 'node:fs';
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

/** CPU seconds (user + system) a process has used so far (Linux /proc, clock ticks of 10 ms). */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU seconds of the PostgreSQL backends serving `database` (the server is local in these benches). */
export async function backendCpuSeconds(database: string): Promise<Map<number, number>> {
  const pids = await withAdmin((c) =>
    c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    ),
  );
  const out = new Map<number, number>();
  for (const { pid } of pids.rows) {
    try {
      out.set(pid, cpuSeconds(pid));
    } catch {
      // The backend ended meanwhile.
    }
  }
  return out;
}

/** The middle value (the upper of the two middle ones for an even count), NaN for none. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
