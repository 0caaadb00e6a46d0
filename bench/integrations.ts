/**
 * Scenario: the HR integrations (decision 038) on a real PostgreSQL, in their own database
 * (pcs_integrations_bench, dropped and made again each run). Prints, from one run:
 * 1. public API: the real server (integrations-server.ts, its own process) answering GET /api/v1/employees
 *    (key lookup and hash, scope, throttle upsert, request log, a page of 50 of 10,000 employees) beside the trivial
 *    GET /bench/hello through the same hooks: req/s, p50/p99 and their ratio;
 * 2. webhooks: BENCH_DELIVERIES deliveries queued for one subscription (the real queueing, 2,000 per statement),
 *    then drained by BENCH_WORKERS concurrent senders (runWebhooksOnce: claim with SKIP LOCKED, sign, POST through
 *    the SSRF guard, record the attempt) to a local receiver that checks every signature; beside the baseline of
 *    the same number of plain POSTs to the same receiver at the same concurrency with no database. Checks that
 *    every message arrived exactly once with a valid signature and every row is SENT.
 * Nothing is asserted on time (shared, noisy machines).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:integrations -w @pcs/bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import { createSafeFetch } from '../apps/api/src/lib/safe-fetch';
import {
  newWebhookSecret,
  queueWebhookEvents,
  runWebhooksOnce,
  WEBHOOK_CONCURRENCY,
} from '../apps/api/src/modules/webhooks';
import { backendCpuSeconds, cpuSeconds, dbUrl, freePort, median, withAdmin } from './bench-support';
import { summarizeCpuProfile } from './profile/summaries';

const DB_NAME = 'pcs_integrations_bench';
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 20_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Rounds of the public API part (BENCH_ROUNDS): each runs the trivial route and the page back to back. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** BENCH_PROFILE=1: the server's queries (client-side time by statement) and CPU profile of the 20-key run. */
const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_PARTS=api or webhooks: one of the two parts only. */
const PARTS = (process.env.BENCH_PARTS ?? 'api,webhooks').split(',');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ownDbUrl = dbUrl(DB_NAME);
const timingOut = '/tmp/pcs-integrations-bench-queries.json';

const say = (line: string) => process.stdout.write(`${line}\n`);
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('en-US');

async function startServer(
  keyBase: string,
  keySecret: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      ...(PROFILE ? ['--import', path.join(root, 'bench/profile/pg-timing.mjs')] : []),
      '--import',
      'tsx',
      path.join(root, 'bench/integrations-server.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: ownDbUrl,
        DATA_DIR: path.join(root, 'data', 'bench-integrations'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        BENCH_KEY_BASE: keyBase,
        BENCH_KEY_SECRET: keySecret,
        BENCH_KEYS: String(CONNECTIONS + ROUNDS),
        ...(PROFILE ? { PG_TIMING_OUT: timingOut } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`integrations server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

type Run = { rps: number; p50: number; p99: number; non2xx: number; errors: number; cpu: string };
/**
 * `keys`: each request takes the next one, as that many integrations calling at once would. `serverPid`: whose CPU
 * the run reports beside PostgreSQL's backends and this process (the load generator), 100% = one core.
 */
async function load(url: string, serverPid: number, keys: readonly string[] = []): Promise<Run> {
  let next = 0;
  const serverBefore = cpuSeconds(serverPid);
  const backendsBefore = await backendCpuSeconds(DB_NAME);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) =>
          keys.length === 0
            ? request
            : {
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${keys[next++ % keys.length]}` },
              },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  let backends = 0;
  for (const [pid, used] of await backendCpuSeconds(DB_NAME))
    backends += used - (backendsBefore.get(pid) ?? 0);
  const client = process.cpuUsage(clientBefore);
  const share = (used: number) => `${((100 * used) / seconds).toFixed(0)}%`;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpu: `CPU: server ${share(cpuSeconds(serverPid) - serverBefore)}, postgres ${share(backends)}, load generator ${share((client.user + client.system) / 1e6)}`,
  };
}
const fmt = (r: Run) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.errors + r.non2xx > 0 ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : ''}  (${r.cpu})`;

async function publicApi(): Promise<void> {
  // The keys' shape: a 10-character prefix (5 of base, 5 digits) and a 43-character secret (key-secret.ts).
  const keyBase = randomBytes(3).toString('hex').slice(0, 5);
  const secret = randomBytes(32).toString('base64url');
  const { child, base } = await startServer(keyBase, secret);
  try {
    // One key per connection for the many-keys runs, and a fresh key for each round's one-key run, so no key
    // passes its limit of calls a minute across rounds.
    const keys = Array.from(
      { length: CONNECTIONS + ROUNDS },
      (_, i) => `pcs_live_${keyBase}${String(i).padStart(5, '0')}_${secret}`,
    );
    const manyKeys = keys.slice(0, CONNECTIONS);
    const employees = `${base}/api/v1/employees?limit=50`;
    await autocannon({ url: `${base}/bench/hello`, connections: 5, duration: 2 });
    const pid = child.pid as number;
    await load(employees, pid, manyKeys);
    // The machine's speed drifts by minutes (other tenants): each round runs the baseline and the page back to
    // back, and the ratio reported is the median of the rounds' own ratios.
    const rounds: { hello: Run; many: Run; one: Run }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const hello = await load(`${base}/bench/hello`, pid);
      const profiled = PROFILE && round === 0;
      if (profiled) child.kill('SIGUSR2');
      const many = await load(employees, pid, manyKeys);
      if (profiled) {
        child.kill('SIGUSR2');
        await new Promise((r) => setTimeout(r, 1000));
      }
      const one = await load(employees, pid, [keys[CONNECTIONS + round] as string]);
      rounds.push({ hello, many, one });
    }
    say(`1. public API, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds`);
    rounds.forEach(({ hello, many, one }, round) => {
      say(`   round ${round + 1}`);
      say(`   GET /bench/hello                                ${fmt(hello)}`);
      say(`   GET /api/v1/employees?limit=50, ${String(CONNECTIONS).padStart(2)} keys         ${fmt(many)}`);
      say(`   GET /api/v1/employees?limit=50, one key          ${fmt(one)}`);
      say(
        `   ratio employees / hello: ${(many.rps / hello.rps).toFixed(2)}x with ${CONNECTIONS} keys, ` +
          `${(one.rps / hello.rps).toFixed(2)}x with one (its throttle counter is one row)`,
      );
    });
    const worstP99 = Math.max(...rounds.map((r) => r.many.p99));
    say(
      `   median ratio employees / hello: ${median(rounds.map((r) => r.many.rps / r.hello.rps)).toFixed(2)}x with ` +
        `${CONNECTIONS} keys, ${median(rounds.map((r) => r.one.rps / r.hello.rps)).toFixed(2)}x with one; ` +
        `p99 with ${CONNECTIONS} keys at most ${worstP99} ms`,
    );
    if (PROFILE) {
      const rows = JSON.parse(readFileSync(timingOut, 'utf8')) as {
        sql: string;
        n: number;
        meanMs: number;
        maxMs: number;
      }[];
      say(`   server queries during the ${CONNECTIONS}-key run (client-side time, by statement):`);
      for (const r of rows.slice(0, 12))
        say(
          `     ${String(r.n).padStart(6)} x ${r.meanMs.toFixed(2).padStart(7)} ms (max ${String(r.maxMs).padStart(4)})  ${r.sql}`,
        );
      for (const line of summarizeCpuProfile(`${timingOut}.cpuprofile`, 12)) say(`   ${line}`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** A receiver that checks each signature and counts each webhook-id. */
async function startReceiver(secret: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const seen = new Map<string, number>();
  let badSignatures = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id'] ?? '');
      if (id) {
        const expected = createHmac('sha256', key)
          .update(`${id}.${request.headers['webhook-timestamp']}.${body}`)
          .digest();
        const given = String(request.headers['webhook-signature'] ?? '')
          .split(' ')
          .map((s) => Buffer.from(s.replace(/^v1,/, ''), 'base64'));
        if (!given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) badSignatures++;
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    seen,
    badSignatures: () => badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function webhooks(): Promise<void> {
  const database = await openDatabase({ databaseUrl: ownDbUrl, dataDir: null, poolSize: WORKERS * 2 + 2 });
  const db = database.db;
  const secret = newWebhookSecret();
  const receiver = await startReceiver(secret);
  const safeFetch = createSafeFetch({ allowPrivate: true });
  try {
    const body = JSON.stringify({ id: 'msg_x', type: 'gift.applied', data: { applicationId: 1 } });
    // Baseline: the same number of plain POSTs at the senders' concurrency, no database, no signing.
    let next = 0;
    let t0 = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS * WEBHOOK_CONCURRENCY }, async () => {
        while (next++ < DELIVERIES) {
          const response = await safeFetch(receiver.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          await response.arrayBuffer();
        }
      }),
    );
    const baselineMs = performance.now() - t0;

    await db.execute(sql`insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd) values ('HOOK', '훅상사', '02')
      on conflict do nothing`);
    await db.execute(sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret)
      values ('HOOK', ${receiver.url}, array['gift.applied']::varchar[], ${secret})`);
    t0 = performance.now();
    for (let i = 0; i < DELIVERIES; i += 2_000) {
      const events = Array.from({ length: Math.min(2_000, DELIVERIES - i) }, (_, k) => ({
        cmpyCd: 'HOOK',
        data: {
          applicationId: i + k + 1,
          eventId: 1,
          productId: 1,
          quantity: 1,
          status: 'APPLIED' as const,
          defaultGift: false,
        },
      }));
      await db.transaction((tx) => queueWebhookEvents(tx, { type: 'gift.applied', now: new Date(), events }));
    }
    const queueMs = performance.now() - t0;

    const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
    t0 = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while ((await runWebhooksOnce({ db, fetch: safeFetch, now: () => new Date(), log })) > 0);
      }),
    );
    const drainMs = performance.now() - t0;
    const [states] = await queryRows<{ sent: string; other: string }>(
      db,
      sql`select count(*) filter (where status = 'SENT') as sent, count(*) filter (where status <> 'SENT') as other
        from webhook_delivery`,
    );
    const twice = [...receiver.seen.values()].filter((n) => n > 1).length;
    say(
      `2. webhooks: ${DELIVERIES.toLocaleString('en-US')} deliveries, ${WORKERS} senders x ${WEBHOOK_CONCURRENCY}`,
    );
    say(
      `   baseline plain POSTs           ${(baselineMs / 1000).toFixed(2)} s  ${rate(DELIVERIES, baselineMs)}/s`,
    );
    say(`   queue (2,000 per statement)    ${(queueMs / 1000).toFixed(2)} s  ${rate(DELIVERIES, queueMs)}/s`);
    say(`   drain (claim, sign, send, log) ${(drainMs / 1000).toFixed(2)} s  ${rate(DELIVERIES, drainMs)}/s`);
    say(`   ratio drain / baseline: ${(baselineMs / drainMs).toFixed(2)}x of the plain POST rate`);
    say(
      `   check: received ${receiver.seen.size.toLocaleString('en-US')} distinct ids, ${twice} twice, ` +
        `${receiver.badSignatures()} bad signatures; rows SENT ${states?.sent}, other ${states?.other} -> ` +
        (receiver.seen.size === DELIVERIES &&
        twice === 0 &&
        receiver.badSignatures() === 0 &&
        Number(states?.other) === 0
          ? 'OK'
          : 'FAILED'),
    );
  } finally {
    await receiver.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  await withAdmin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  await withAdmin((c) => c.query(`create database ${DB_NAME}`));
  try {
    if (PARTS.includes('api')) await publicApi();
    if (PARTS.includes('webhooks')) await webhooks();
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

await main();
