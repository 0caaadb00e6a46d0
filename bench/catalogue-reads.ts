/**
 * Scenario 3: catalogue reads. The real server (catalogue-server.ts, its own process) holds 10,000 products
 * in 12 categories curated into 14 themes. Over 50 connections, autocannon first drives the trivial JSON route
 * GET /bench/hello, then the landing product search POST event-prod-list with random filters (category, price
 * band, name, theme), sorts (newest / oldest, price up / down) and page numbers 0-9, in the same server and run.
 * Prints requests/s, p50/p99, the ratio search/trivial, and the server's resident memory (idle, and the peak in
 * each run). Runs on PGlite, and also on PostgreSQL when DATABASE_URL is set; each with the landing cache on (as
 * shipped) and off (LANDING_CACHE_MS=0: every call reaches the database). Nothing is asserted: compare ratios.
 *
 *   npm run bench:catalogue -w @pcs/bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:catalogue -w @pcs/bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEARCH = '/v1/ebmp/pcs/main/goods/event-prod-list.json';

const say = (line: string) => process.stdout.write(`${line}\n`);

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

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** One random search of the landing's list screens. */
function randomSearch() {
  const categories = [null, '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
  const body: Record<string, unknown> = {
    page: Math.floor(Math.random() * 10),
    searchCategory: pick(categories),
    orderbyPrice: pick([null, 2, 3, 5, 7, 10]),
    orderbyNew: pick([null, false, true]),
    checkOrderByPrice: pick([null, true, false]),
  };
  if (Math.random() < 0.2) body.searchProdNm = pick(['홍삼', '텀블러', '선물세트', '무선', '상품 12']);
  if (Math.random() < 0.2) body.searchTempSn = 1 + Math.floor(Math.random() * 12);
  return body;
}

type Run = { rps: number; p50: number; p99: number; errors: number; non2xx: number; peakRss: number };

async function load(pid: number, opts: autocannon.Options): Promise<Run> {
  let peakRss = rssMb(pid);
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 200);
  try {
    const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      peakRss,
    };
  } finally {
    clearInterval(timer);
  }
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  // No DATABASE_URL: the embedded PGlite in DATA_DIR.
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'bench/catalogue-server.ts')],
    {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`catalogue server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const fmt = (r: Run) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  peak RSS ${r.peakRss.toFixed(0)} MB${r.errors + r.non2xx > 0 ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : ''}`;

async function scenario(label: string, env: Record<string, string>) {
  for (const cache of ['on', 'off'] as const) {
    const { child, base } = await startServer({
      ...env,
      ...(cache === 'off' ? { LANDING_CACHE_MS: '0' } : {}),
    });
    try {
      const pid = child.pid as number;
      // Warm-up: JIT, connection pool, first plans; then the idle figure.
      await autocannon({ url: `${base}/bench/hello`, connections: 10, duration: 2 });
      await autocannon({
        url: `${base}${SEARCH}`,
        connections: 10,
        duration: 2,
        requests: [
          { method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify(randomSearch()) }) },
        ],
        headers: { 'content-type': 'application/json' },
      });
      await new Promise((r) => setTimeout(r, 1_000));
      const idle = rssMb(pid);
      const hello = await load(pid, { url: `${base}/bench/hello` });
      const search = await load(pid, {
        url: `${base}${SEARCH}`,
        headers: { 'content-type': 'application/json' },
        requests: [
          { method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify(randomSearch()) }) },
        ],
      });
      say(`${label}, landing cache ${cache}: server RSS idle ${idle.toFixed(0)} MB`);
      say(`  GET /bench/hello        ${fmt(hello)}`);
      say(`  POST event-prod-list    ${fmt(search)}`);
      say(
        `  ratio event-prod-list / hello: ${(search.rps / hello.rps).toFixed(2)}x (goal >= 0.3x)   p99 ${search.p99} ms (goal < 30 ms)`,
      );
    } finally {
      await stopServer(child);
    }
  }
}

async function main() {
  say(
    `scenario: catalogue reads (10,000 products, 12 categories, 14 themes), ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-bench-catalogue-'));
  try {
    await scenario('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    say('PostgreSQL: skipped (set DATABASE_URL to run it too)');
    return;
  }
  const name = `pcs_bench_cat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'pcs-bench-catalogue-pg-'));
  try {
    await scenario('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir });
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
