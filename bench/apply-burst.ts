/**
 * Scenario 1: an event opens and 2,000 recipients apply in a burst (50 concurrent clients) against a real
 * PostgreSQL. Prints applies/s and p50/p99, pgbench's tpcb-like TPS with the same client count on the same server
 * in the same run, their ratio, and the oversold / double-applied counts read back from the database (both must
 * be 0). Nothing here is asserted on time: machines are shared and noisy, ratios are what we compare.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_CD, EVENT_STATUS, SELECT_TYPE } from '@pcs/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import {
  appUser,
  company,
  event,
  eventProduct,
  eventRecipient,
  product,
} from '../apps/api/src/db/schema/index';
import { hashPassword } from '../apps/api/src/modules/auth';
import { backendCpuSeconds, cpuSeconds } from './bench-support';
import { sampleActivity, summarizeCpuProfile } from './profile/summaries';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000);
/**
 * Applies on another event before the timed burst, so the burst meets a server that has served applies before (its
 * pooled connections have parsed and planned the statement, V8 has compiled the path), as a running server has.
 * BENCH_WARMUP=0 measures a server whose first apply is in the burst.
 */
const WARMUP = Math.min(Number(process.env.BENCH_WARMUP ?? 200), RECIPIENTS);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PRODUCTS = 5;
const STOCK_PER_PRODUCT = Math.floor((RECIPIENTS * 0.8) / PRODUCTS); // some products sell out on purpose
const PASSWORD = 'Bench1234!';
/** Server processes on the one database; the load is split across them. */
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
/** `tsx` runs the TypeScript sources as before; anything else the compiled JavaScript of `npm start`. */
const RUNTIME = process.env.BENCH_RUNTIME ?? 'js';
/** BENCH_PROFILE=1: per-statement timings, pg_stat_activity samples and the server's CPU profile of the burst. */
const PROFILE = process.env.BENCH_PROFILE === '1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(2);
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const dbUrl = (name: string) => {
  const u = new URL(adminUrl as string);
  u.pathname = `/${name}`;
  return u.toString();
};

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The latencies in ms, sorted, of every transaction in pgbench's per-transaction logs in `dir` (one file per thread;
 * a line is `client transaction latency_us script epoch_s epoch_us`).
 */
function pgbenchLogLatencies(dir: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(dir))
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const us = Number(line.split(' ')[2]);
      if (line && Number.isFinite(us)) latencies.push(us / 1000);
    }
  return latencies.sort((a, b) => a - b);
}

/** Runs `total` jobs with `clients` in flight; returns per-job latency in ms and the wall time. */
async function burst(total: number, clients: number, job: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await job(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const name = `pcs_bench_${randomBytes(4).toString('hex')}`;
  const pgbenchDb = `${name}_pgbench`;
  await withAdmin(async (c) => {
    await c.query(`create database ${name}`);
    await c.query(`create database ${pgbenchDb}`);
  });
  const servers: ChildProcess[] = [];
  try {
    // 1. Data: one company, one running event, RECIPIENTS recipients allowed one gift each.
    const database = await openDatabase({ databaseUrl: dbUrl(name), dataDir: null });
    const db = database.db;
    const hash = await hashPassword(PASSWORD);
    await db.insert(company).values({ cmpyCd: 'BENCH', cmpyNm: '벤치마크', cmpyTypeCd: '02' });
    const users = Array.from({ length: RECIPIENTS }, (_, i) => ({
      unqUserId: `B${String(i).padStart(7, '0')}`,
      userId: `bench${i}`,
      passwordHash: hash,
      userNm: '벤치',
      authCd: AUTH_CD.clientEmployee,
      cmpyCd: 'BENCH',
    }));
    for (let i = 0; i < users.length; i += 500) await db.insert(appUser).values(users.slice(i, i + 500));
    const prods = await db
      .insert(product)
      .values(Array.from({ length: PRODUCTS }, (_, i) => ({ prodNm: `벤치 상품 ${i}`, price: 30_000 })))
      .returning({ prodSn: product.prodSn });
    /** A running one-choice event of the bench company, open since yesterday. */
    const runningEvent = async (eventNm: string) => {
      const [row] = await db
        .insert(event)
        .values({
          cmpyCd: 'BENCH',
          eventNm,
          startDt: dayjs().subtract(1, 'day').format('YYYYMMDD'),
          endDt: dayjs().add(1, 'day').format('YYYYMMDD'),
          eventStatCd: EVENT_STATUS.running,
          selectCnt: 1,
          selectType: SELECT_TYPE.single,
        })
        .returning({ eventSn: event.eventSn });
      return row!.eventSn;
    };
    const eventSn = await runningEvent('벤치 이벤트');
    await db
      .insert(eventProduct)
      .values(prods.map((p) => ({ eventSn, prodSn: p.prodSn, stockQty: STOCK_PER_PRODUCT })));
    for (let i = 0; i < users.length; i += 500) {
      await db
        .insert(eventRecipient)
        .values(users.slice(i, i + 500).map((u) => ({ eventSn, unqUserId: u.unqUserId, allowedCnt: 1 })));
    }
    // The warm-up event: the first WARMUP recipients, the same products with stock of their own.
    const warmEventSn = await runningEvent('벤치 준비 이벤트');
    await db
      .insert(eventProduct)
      .values(prods.map((p) => ({ eventSn: warmEventSn, prodSn: p.prodSn, stockQty: WARMUP })));
    if (WARMUP > 0)
      await db
        .insert(eventRecipient)
        .values(
          users
            .slice(0, WARMUP)
            .map((u) => ({ eventSn: warmEventSn, unqUserId: u.unqUserId, allowedCnt: 1 })),
        );

    // 2. The real server as its own process (SERVERS of them, on the same database), started the way `npm start`
    // starts it: compiled JavaScript (apps/api/dist, built first), or through tsx with BENCH_RUNTIME=tsx.
    const entry =
      RUNTIME === 'tsx'
        ? ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]
        : [path.join(root, 'apps/api/dist/server.js')];
    if (RUNTIME !== 'tsx')
      execFileSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], { stdio: 'inherit' });
    const timingOut = (k: number) => `/tmp/${name}-server${k}-queries.json`;
    const bases: string[] = [];
    for (let k = 0; k < SERVERS; k += 1) {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [...(PROFILE ? ['--import', path.join(root, 'bench/profile/pg-timing.mjs')] : []), ...entry],
        {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL: dbUrl(name),
            PORT: String(port),
            HOST: '127.0.0.1',
            DEMO_DATA: 'false',
            LOG_LEVEL: 'warn',
            DATA_DIR: `/tmp/${name}`,
            NODE_ENV: 'production',
            ...(PROFILE ? { PG_TIMING_OUT: timingOut(k) } : {}),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      servers.push(child);
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i += 1) {
        const up = await fetch(`${base}/v1/ebmp/code/url.json`)
          .then((r) => r.ok)
          .catch(() => false);
        if (up) break;
        if (i > 120) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 500));
      }
      bases.push(base);
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const idleRss = servers.map((c) => rssMb(c.pid as number));
    // The load is split across the servers: recipient i always talks to server i % SERVERS, except that its apply
    // goes to the other server when there are two (its session, made by one process, is read by the other).
    // node:http with kept-alive sockets rather than fetch: the client shares the two cores with the server and
    // PostgreSQL, and fetch spent about twice the CPU per request (pgbench's own client is C).
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const call = (k: number, url: string, body: unknown, token?: string) =>
      new Promise<{ status: number; json: { resultData: Record<string, unknown> } }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = http.request(
          `${bases[k % bases.length]}${url}`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              try {
                resolve({
                  status: res.statusCode ?? 0,
                  json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                });
              } catch (error) {
                reject(error);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });

    // 3. Untimed preparation: every recipient logs in and picks a gift (a draft), spread over the products.
    const drafts: { token: string; ordSn: number }[] = new Array(RECIPIENTS);
    const warmDrafts: { token: string; ordSn: number }[] = new Array(WARMUP);
    await burst(RECIPIENTS, CLIENTS, async (i) => {
      const login = await call(i, '/v1/ebmp/login.json', { userId: `bench${i}`, password: PASSWORD });
      const token = login.json.resultData.loginUserToken as string;
      const prodSn = prods[i % PRODUCTS]!.prodSn;
      const selected = await call(
        i,
        '/v1/ebmp/pcs/gift/select.json',
        { eventSn, prodSn, quantity: 1 },
        token,
      );
      drafts[i] = { token, ordSn: selected.json.resultData.ordSn as number };
      if (i < WARMUP) {
        const warmSelected = await call(
          i,
          '/v1/ebmp/pcs/gift/select.json',
          { eventSn: warmEventSn, prodSn, quantity: 1 },
          token,
        );
        warmDrafts[i] = { token, ordSn: warmSelected.json.resultData.ordSn as number };
      }
    });

    // 4. The burst: every recipient applies at once, CLIENTS in flight.
    const statuses = new Map<number, number>();
    const address = {
      receiverNm: '홍길동',
      receiverTelNo: '01012345678',
      zipCd: '06236',
      addr: '서울특별시 강남구 테헤란로 1',
      addrDtl: '1층',
    };
    await burst(WARMUP, CLIENTS, async (i) => {
      const d = warmDrafts[i]!;
      const res = await call(i + 1, '/v1/ebmp/pcs/gift/apply.json', { ordSn: d.ordSn, ...address }, d.token);
      if (res.status !== 200) throw new Error(`warm-up apply answered ${res.status}`);
    });
    if (PROFILE) for (const c of servers) c.kill('SIGUSR2');
    const stopSampling = PROFILE ? sampleActivity(adminUrl as string, name) : null;
    const peakRss = servers.map((c) => rssMb(c.pid as number));
    const rssTimer = setInterval(() => {
      servers.forEach((c, k) => {
        peakRss[k] = Math.max(peakRss[k] ?? 0, rssMb(c.pid as number));
      });
    }, 200);
    const cpuBefore = {
      servers: servers.map((c) => cpuSeconds(c.pid as number)),
      bench: process.cpuUsage(),
      postgres: await backendCpuSeconds(name),
    };
    const applied = await burst(RECIPIENTS, CLIENTS, async (i) => {
      const d = drafts[i]!;
      const res = await call(i + 1, '/v1/ebmp/pcs/gift/apply.json', { ordSn: d.ordSn, ...address }, d.token);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    });
    clearInterval(rssTimer);
    agent.destroy();
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    let postgresCpu = 0;
    for (const [pid, seconds] of await backendCpuSeconds(name))
      postgresCpu += seconds - (cpuBefore.postgres.get(pid) ?? 0);
    const cpuShare = (seconds: number) => `${((100 * seconds) / applied.seconds).toFixed(0)}%`;
    const cpuLine = `CPU during the burst (100% = one core): server ${servers
      .map((c, k) => cpuShare(cpuSeconds(c.pid as number) - (cpuBefore.servers[k] ?? 0)))
      .join(' + ')}   postgres backends ${cpuShare(postgresCpu)}   bench client ${cpuShare(
      (benchCpu.user + benchCpu.system) / 1e6,
    )}`;
    const activity = stopSampling ? await stopSampling() : [];
    if (PROFILE) {
      for (const c of servers) c.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 2_000));
    }

    // 5. Baseline in the same run: pgbench tpcb-like with the same client count on the same server.
    const pgArgs = [
      '-h',
      '127.0.0.1',
      '-p',
      new URL(adminUrl as string).port || '5432',
      '-U',
      new URL(adminUrl as string).username || 'postgres',
    ];
    execFileSync('pgbench', [...pgArgs, '-i', '-q', '-s', '10', pgbenchDb], { stdio: 'ignore' });
    // Its per-transaction log (-l) gives pgbench's own latency tail at the same client count: on 2 shared cores
    // 50 clients queue for the CPU whatever runs, so the apply's p99 is read beside the p99 of pgbench's.
    const logDir = mkdtempSync(path.join(tmpdir(), 'pcs-pgbench-'));
    const out = execFileSync(
      'pgbench',
      [
        ...pgArgs,
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        '15',
        '-l',
        `--log-prefix=${path.join(logDir, 'tx')}`,
        pgbenchDb,
      ],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    const pgbenchLatencies = pgbenchLogLatencies(logDir);
    rmSync(logDir, { recursive: true, force: true });

    // 6. Read back the guarantees.
    type Check = {
      oversold_products: number;
      negative_stock: number;
      double_applied: number;
      orders: number;
    };
    // Both drivers return { rows }; the shared Db type does not know which one this is.
    const [check] = (
      (await db.execute(sql`
        select
          (select count(*) from event_product ep
             where ep.event_sn = ${eventSn}
               and (select coalesce(sum(o.quantity), 0) from gift_order o
                      where o.event_sn = ep.event_sn and o.prod_sn = ep.prod_sn and o.ord_stat_cd = '01') > ${STOCK_PER_PRODUCT}
          )::int as oversold_products,
          (select count(*) from event_product where event_sn = ${eventSn} and stock_qty < 0)::int as negative_stock,
          (select count(*) from (select unq_user_id from gift_order where event_sn = ${eventSn} and ord_stat_cd = '01'
             group by unq_user_id having count(*) > 1) t)::int as double_applied,
          (select count(*) from gift_order where event_sn = ${eventSn} and ord_stat_cd = '01')::int as orders`)) as unknown as {
        rows: Check[];
      }
    ).rows;
    await database.close();

    const appliesPerSec = RECIPIENTS / applied.seconds;
    const mb = (list: number[]) => list.map((n) => `${n.toFixed(0)} MB`).join(' + ');
    const lines = [
      `scenario: apply burst (${RECIPIENTS} recipients, ${CLIENTS} concurrent clients, ${PRODUCTS} products x stock ${STOCK_PER_PRODUCT}) on PostgreSQL, ${SERVERS} server process${SERVERS > 1 ? 'es' : ''} (${RUNTIME === 'tsx' ? 'tsx' : 'compiled JS'})`,
      `applies/s: ${appliesPerSec.toFixed(0)}   p50: ${percentile(applied.latencies, 50).toFixed(1)} ms   p99: ${percentile(applied.latencies, 99).toFixed(1)} ms`,
      WARMUP > 0
        ? `before the timed burst: ${WARMUP} applies on another event (a server that has served applies; BENCH_WARMUP=0 for a cold one)`
        : 'a cold server: its first apply is in the timed burst',
      `replies: ${[...statuses].map(([s, n]) => `${s}=${n}`).join(' ')}   orders: ${check?.orders}`,
      `pgbench tpcb-like (-c ${CLIENTS} -j 2 -T 15): ${tps.toFixed(0)} tps`,
      `ratio applies/s : pgbench tps = ${(appliesPerSec / tps).toFixed(3)}`,
      `pgbench's own latency at ${CLIENTS} clients (its per-transaction log): p50 ${percentile(pgbenchLatencies, 50).toFixed(1)} ms   p99 ${percentile(pgbenchLatencies, 99).toFixed(1)} ms   (apply p99 / pgbench p99 = ${(percentile(applied.latencies, 99) / percentile(pgbenchLatencies, 99)).toFixed(2)})`,
      `oversold: ${(check?.oversold_products ?? -1) + (check?.negative_stock ?? -1)}   double-applied: ${check?.double_applied}`,
      `server RSS idle: ${mb(idleRss)}   peak during the burst: ${mb(peakRss)}`,
      cpuLine,
    ];
    if (PROFILE) {
      lines.push(
        'database sessions during the burst (sampled from pg_stat_activity every 20 ms):',
        ...activity.map((l) => `  ${l}`),
      );
      for (let k = 0; k < SERVERS; k += 1) {
        const rows = JSON.parse(readFileSync(timingOut(k), 'utf8')) as {
          sql: string;
          n: number;
          totalMs: number;
          meanMs: number;
          maxMs: number;
        }[];
        lines.push(`server ${k} queries during the burst (client-side time, by statement):`);
        for (const r of rows.slice(0, 16))
          lines.push(
            `  ${String(r.n).padStart(6)} x ${r.meanMs.toFixed(2).padStart(7)} ms (max ${String(r.maxMs).padStart(4)})  ${r.sql}`,
          );
        lines.push(...summarizeCpuProfile(`${timingOut(k)}.cpuprofile`).map((l) => `  ${l}`));
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    if ((check?.oversold_products ?? 1) + (check?.negative_stock ?? 1) + (check?.double_applied ?? 1) !== 0)
      process.exitCode = 1;
  } finally {
    for (const server of servers) {
      if (server.exitCode !== null) continue;
      server.kill('SIGTERM');
      await once(server, 'exit').catch(() => undefined);
    }
    await withAdmin(async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`drop database if exists ${pgbenchDb} with (force)`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
