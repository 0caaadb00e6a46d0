/**
 * Cluster scenario: nginx (Debian's package) in front of three product processes (compiled JavaScript, as `npm start`
 * runs it; BENCH_RUNTIME=tsx for the sources) on one PostgreSQL database (pcs_bench_cluster, dropped at the end), files
 * in the S3 emulator the tests use (@20minutes/s3rver, in this process). The three start at the same instant on the
 * empty database with DEMO_DATA=true, so they race to migrate and seed. Then:
 *   1. figures: an apply burst straight to one process alone, and the same burst through the balancer to all three,
 *      in the same run (CLUSTER_RECIPIENTS recipients each, 50 clients, one choice each); goods image uploads and
 *      downloads through the balancer (uploads/s, download latency);
 *   2. the fault: an invitation send (SMS to every recipient, through the outbox, delivered to the local mailbox the
 *      three share), another apply burst and more uploads through the balancer, and one process killed with SIGKILL
 *      in the middle; it is started again, the applies that got no answer are sent again (as a client retries);
 *   3. the checks, one PASS/FAIL line each: every acknowledged apply is in the database exactly once, nobody applied
 *      twice, stock + applied = initial; every invitation queued once per recipient and sent; every uploaded file
 *      reads the same through every process (the killed one after its restart) and through the balancer; the start
 *      applied each migration once and seeded once.
 * Only 127.0.0.1; every child is killed however this ends; exits 1 when a check fails.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:cluster -w bench
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { API_PATH, AUTH_CD, EVENT_SEND_PATH, EVENT_STATUS, SELECT_TYPE } from '@pcs/domain';
import dayjs from 'dayjs';
import pg from 'pg';
import { hashPassword } from '../apps/api/src/modules/auth';
import { OUTBOX_CONCURRENCY } from '../apps/api/src/modules/outbox';
import { adminUrl, dbUrl, freePort, productProcess, withAdmin } from './bench-support';

const RECIPIENTS = Number(process.env.CLUSTER_RECIPIENTS ?? 1000);
const WARMUP = 300;
const CLIENTS = 50;
const PRODUCTS = 5;
/** Stock for 80% of the recipients: some products sell out on purpose. */
const STOCK = Math.floor((RECIPIENTS * 0.8) / PRODUCTS);
const UPLOADS = Number(process.env.CLUSTER_UPLOADS ?? 40);
const UPLOAD_CLIENTS = 4;
const PROCESSES = 3;
/** The killed process's messages come back to the queue after this long (OUTBOX_LEASE_MS). */
const LEASE_MS = 3000;
const PASSWORD = 'Bench1234!';
const RUNTIME = process.env.BENCH_RUNTIME ?? 'js';
const DEADLINE_MS = 20 * 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) =>
  existsSync(p),
);

const host = new URL(adminUrl()).hostname;
if (host !== '127.0.0.1' && host !== 'localhost') {
  console.error('bench: the cluster scenario kills processes and drops its database; use a local PostgreSQL');
  process.exit(2);
}
const name = 'pcs_bench_cluster';
const ownDbUrl = dbUrl(name);
const work = mkdtempSync(path.join(tmpdir(), 'pcs-cluster-'));
const dataDir = path.join(work, 'data');
const mailboxDir = path.join(dataDir, 'messages');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const results: { ok: boolean; line: string }[] = [];
function check(ok: boolean, what: string) {
  results.push({ ok, line: `${ok ? 'PASS' : 'FAIL'} ${what}` });
  console.info(`${ok ? 'PASS' : 'FAIL'} ${what}`);
}
const figures: string[] = [];
function figure(line: string) {
  figures.push(line);
  console.info(line);
}

// ------------------------------------------------------------------------------------------------------ nginx

function ensureNginx(): string {
  if (NGINX) return NGINX;
  const install = 'apt-get install -y --no-install-recommends nginx-light';
  if (process.getuid?.() !== 0) {
    console.error(`bench: nginx is not installed; as root: ${install}`);
    process.exit(2);
  }
  console.info(`installing nginx from the Debian packages: ${install}`);
  const done = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`], { stdio: 'inherit' });
  const found = ['/usr/sbin/nginx'].find((p) => existsSync(p));
  if (done.status !== 0 || !found) {
    console.error('bench: nginx could not be installed');
    process.exit(2);
  }
  return found;
}

/** deploy/nginx.conf's proxy settings with the three local ports; everything nginx writes stays under `dir`. */
function nginxConf(dir: string, listen: number, ports: number[]): string {
  return `# Written by bench/cluster.ts: deploy/nginx.conf's upstream and proxy settings on local ports.
${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    upstream pcs_app {
${ports.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${listen};
        client_max_body_size 50m;
        location / {
            proxy_pass http://pcs_app;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_next_upstream error timeout http_502 http_503;
            proxy_read_timeout 120s;
        }
        location = /metrics {
            return 404;
        }
    }
}
`;
}

// --------------------------------------------------------------------------------------------------- S3 emulator

type S3rver = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
const S3rverServer = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rver;

// ---------------------------------------------------------------------------------------------- product processes

const children = new Set<ChildProcess>();
const processes: { port: number; child: ChildProcess | null }[] = [];
let s3Env: Record<string, string> = {};
let publicUrl = '';
const SSO_SECRET_KEY = randomBytes(32).toString('hex');

function startProcess(k: number): void {
  // Never a real provider: messages go to the local mailbox the three share, where deliveries are counted.
  const { args: entry, env } = productProcess(root, RUNTIME);
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...env,
      ...s3Env,
      DATABASE_URL: ownDbUrl,
      PORT: String(processes[k]!.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'fatal',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SSO_SECRET_KEY,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      // The AWS SDK's notice about Node 22, once per process: noise here.
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  processes[k]!.child = child;
}

async function waitReady(k: number, timeoutMs = 240_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const child = processes[k]!.child;
    if (!child || child.exitCode !== null) throw new Error(`process ${k + 1} exited with ${child?.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${processes[k]!.port}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > end) throw new Error(`process ${k + 1} was not ready in time`);
    await sleep(250);
  }
}

async function killProcess(k: number): Promise<void> {
  const child = processes[k]!.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  processes[k]!.child = null;
}

// ---------------------------------------------------------------------------------------------------- HTTP client

type Reply = { status: number; code: string | null; data: Record<string, unknown>; body: Buffer };
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + UPLOAD_CLIENTS + 8 });

function request(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { json?: unknown; body?: Buffer; contentType?: string; token?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload =
      opts.body ?? (opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json)));
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': opts.contentType ?? 'application/json', 'content-length': payload.length }
            : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let code: string | null = null;
          let data: Record<string, unknown> = {};
          if (String(res.headers['content-type']).startsWith('application/json')) {
            try {
              const json = JSON.parse(body.toString('utf8'));
              code = json.resultStatus?.messageCode ?? null;
              data = json.resultData ?? {};
            } catch {
              // Not the product's envelope.
            }
          }
          resolve({ status: res.statusCode ?? 0, code, data, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `total` jobs with `clients` in flight; per-job latency in ms and the wall time. */
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

// ------------------------------------------------------------------------------------------------------ images

/** A valid PNG of random pixels (each upload different), made with node:zlib alone. */
function randomPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const pixels = randomBytes(width * height * 3);
  for (let y = 0; y < height; y += 1)
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----pcs${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goods.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  const nginxBin = ensureNginx();
  if (RUNTIME !== 'tsx')
    execFileSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], { stdio: 'inherit' });
  await withAdmin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const s3Dir = path.join(work, 's3');
  const s3 = new S3rverServer({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'pcs-files' }],
  });
  const { port: s3Port } = await s3.run();
  s3Env = {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'pcs-files',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  let nginx: ChildProcess | null = null;
  try {
    for (let k = 0; k < PROCESSES; k += 1) processes.push({ port: await freePort(), child: null });
    const lbPort = await freePort();
    publicUrl = `http://127.0.0.1:${lbPort}`;
    const nginxDir = path.join(work, 'nginx');
    rmSync(nginxDir, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', nginxDir]);
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      nginxConf(
        nginxDir,
        lbPort,
        processes.map((p) => p.port),
      ),
    );
    nginx = spawn(nginxBin, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.add(nginx);

    // --- The three start at the same instant on the empty database: they race to migrate and to seed.
    const startAt = performance.now();
    for (let k = 0; k < PROCESSES; k += 1) startProcess(k);
    await Promise.all(processes.map((_, k) => waitReady(k)));
    figure(
      `start: ${PROCESSES} processes on an empty database (migrations + demo data, files in S3) ready after ${((performance.now() - startAt) / 1000).toFixed(1)} s`,
    );
    const lb = publicUrl;
    const direct = (k: number) => `http://127.0.0.1:${processes[k]!.port}`;
    const db = new pg.Pool({ connectionString: ownDbUrl, max: 4 });
    const q = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
    try {
      const [migrations] = await q<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        readFileSync(path.join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      check(
        migrations?.n === journal.entries.length && migrations.distinct === journal.entries.length,
        `concurrent start: each of ${journal.entries.length} migrations applied once (journal rows ${migrations?.n})`,
      );
      const [seed] = await q<{ admins: number; notices: number }>(
        `select (select count(*)::int from app_user where user_id = 'demo-admin') as admins,
          (select count(*)::int from notice) as notices`,
      );
      check(seed?.admins === 1, `concurrent start: demo data seeded once (demo-admin rows ${seed?.admins})`);

      // --- Data: recipients with phones, five products; one event per burst.
      const hash = await hashPassword(PASSWORD);
      await q(
        `insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd) values ('BENCHC', '클러스터 벤치', '02')`,
      );
      const users = Array.from({ length: RECIPIENTS }, (_, i) => ({
        id: `C${String(i).padStart(7, '0')}`,
        login: `cluster${i}`,
        tel: `010${String(20_000_000 + i)}`,
      }));
      for (let i = 0; i < users.length; i += 500) {
        const slice = users.slice(i, i + 500);
        await q(
          `insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, tel_no, first_login_yn)
           select u.id, u.login, $1, '벤치', $2, 'BENCHC', u.tel, 'N'
           from unnest($3::text[], $4::text[], $5::text[]) as u(id, login, tel)`,
          [
            hash,
            AUTH_CD.clientEmployee,
            slice.map((u) => u.id),
            slice.map((u) => u.login),
            slice.map((u) => u.tel),
          ],
        );
      }
      const prods = await q<{ prodSn: number }>(
        `insert into product (prod_nm, price) select '클러스터 상품 ' || g, 30000 from generate_series(1, ${PRODUCTS}) g
         returning prod_sn as "prodSn"`,
      );
      const makeEvent = async (eventNm: string, people: number, stock: number) => {
        const [ev] = await q<{ eventSn: number }>(
          `insert into event (cmpy_cd, event_nm, start_dt, end_dt, event_stat_cd, select_cnt, select_type)
           values ('BENCHC', $1, $2, $3, $4, 1, $5) returning event_sn as "eventSn"`,
          [
            eventNm,
            dayjs().subtract(1, 'day').format('YYYYMMDD'),
            dayjs().add(2, 'day').format('YYYYMMDD'),
            EVENT_STATUS.running,
            SELECT_TYPE.single,
          ],
        );
        const eventSn = ev!.eventSn;
        await q(
          `insert into event_product (event_sn, prod_sn, stock_qty, seq_no) select $1, p, $2, 0 from unnest($3::int[]) p`,
          [eventSn, stock, prods.map((p) => p.prodSn)],
        );
        await q(
          'insert into event_recipient (event_sn, unq_user_id, allowed_cnt) select $1, u, 1 from unnest($2::text[]) u',
          [eventSn, users.slice(0, people).map((u) => u.id)],
        );
        return eventSn;
      };
      const warmEvent = await makeEvent('클러스터 준비', WARMUP, WARMUP);
      const singleEvent = await makeEvent('한 프로세스 신청', RECIPIENTS, STOCK);
      const clusterEvent = await makeEvent('세 프로세스 신청', RECIPIENTS, STOCK);
      const faultEvent = await makeEvent('중단 중 신청', RECIPIENTS, STOCK);
      const inviteEvent = await makeEvent('초대 발송', RECIPIENTS, RECIPIENTS);

      // --- Untimed: every recipient logs in (through the balancer) and picks a gift in each event.
      const tokens: string[] = new Array(RECIPIENTS);
      const drafts = new Map<number, number[]>();
      for (const ev of [warmEvent, singleEvent, clusterEvent, faultEvent])
        drafts.set(ev, new Array(RECIPIENTS));
      await burst(RECIPIENTS, CLIENTS, async (i) => {
        const login = await request(lb, 'POST', API_PATH.login, {
          json: { userId: users[i]!.login, password: PASSWORD },
        });
        const token = login.data.loginUserToken as string;
        if (!token) throw new Error(`login answered ${login.status} ${login.code}`);
        tokens[i] = token;
        for (const ev of [warmEvent, singleEvent, clusterEvent, faultEvent]) {
          if (ev === warmEvent && i >= WARMUP) continue;
          const selected = await request(lb, 'POST', '/v1/ebmp/pcs/gift/select.json', {
            json: { eventSn: ev, prodSn: prods[i % PRODUCTS]!.prodSn, quantity: 1 },
            token,
          });
          if (selected.status !== 200) throw new Error(`select answered ${selected.status} ${selected.code}`);
          drafts.get(ev)![i] = selected.data.ordSn as number;
        }
      });
      const address = {
        receiverNm: '홍길동',
        receiverTelNo: '01012345678',
        zipCd: '06236',
        addr: '서울특별시 강남구 테헤란로 1',
        addrDtl: '1층',
      };
      const apply = (base: string, ev: number, i: number) =>
        request(base, 'POST', '/v1/ebmp/pcs/gift/apply.json', {
          json: { ordSn: drafts.get(ev)![i], ...address },
          token: tokens[i],
        });
      // A server that has served applies: the warm-up goes through the balancer, so all three have.
      await burst(WARMUP, CLIENTS, async (i) => {
        const res = await apply(lb, warmEvent, i);
        if (res.status !== 200) throw new Error(`warm-up apply answered ${res.status} ${res.code}`);
      });

      // --- 1. Figures: one process alone, then the three behind the balancer, the same burst.
      const timedBurst = async (base: (i: number) => string, ev: number) => {
        const statuses = new Map<number, number>();
        const acknowledged: string[] = [];
        const run = await burst(RECIPIENTS, CLIENTS, async (i) => {
          const res = await apply(base(i), ev, i);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) acknowledged.push(users[i]!.id);
        });
        return { ...run, statuses, acknowledged, perSec: RECIPIENTS / run.seconds };
      };
      const single = await timedBurst(() => direct(0), singleEvent);
      const cluster = await timedBurst(() => lb, clusterEvent);
      const replies = (m: Map<number, number>) => [...m].map(([s, n]) => `${s}=${n}`).join(' ');
      figure(
        `machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} (client, nginx, the processes and PostgreSQL share them)`,
      );
      figure(
        `applies/s, ${RECIPIENTS} recipients, ${CLIENTS} clients: one process alone ${single.perSec.toFixed(0)} (p50 ${percentile(single.latencies, 50).toFixed(1)} ms, p99 ${percentile(single.latencies, 99).toFixed(1)} ms; ${replies(single.statuses)})`,
      );
      figure(
        `applies/s through nginx to ${PROCESSES} processes: ${cluster.perSec.toFixed(0)} (p50 ${percentile(cluster.latencies, 50).toFixed(1)} ms, p99 ${percentile(cluster.latencies, 99).toFixed(1)} ms; ${replies(cluster.statuses)})   ratio ${(cluster.perSec / single.perSec).toFixed(2)}`,
      );

      // Uploads through the balancer, as the demo vendor.
      const vendorLogin = await request(lb, 'POST', API_PATH.login, {
        json: { userId: 'demo-vendor', password: 'Demo1234!' },
      });
      const vendorToken = vendorLogin.data.loginUserToken as string;
      if (!vendorToken)
        throw new Error(`demo-vendor login answered ${vendorLogin.status} ${vendorLogin.code}`);
      const uploaded: string[] = [];
      let uploadFailures = 0;
      const upload = async () => {
        const { body, contentType } = multipart(randomPng(320, 320));
        const res = await request(lb, 'POST', API_PATH.goodsImageUpload, {
          body,
          contentType,
          token: vendorToken,
        }).catch(() => null);
        if (res?.status === 200 && typeof res.data.fileId === 'string') uploaded.push(res.data.fileId);
        else uploadFailures += 1;
      };
      const uploads = await burst(UPLOADS, UPLOAD_CLIENTS, upload);
      figure(
        `goods image uploads through nginx (320x320 PNG, ${UPLOAD_CLIENTS} clients): ${(UPLOADS / uploads.seconds).toFixed(1)}/s (p50 ${percentile(uploads.latencies, 50).toFixed(0)} ms)`,
      );
      const downloads = await burst(uploaded.length * 2, 8, async (i) => {
        const res = await request(lb, 'GET', `/files/${uploaded[i % uploaded.length]}`);
        if (res.status !== 200) throw new Error(`download answered ${res.status}`);
      });
      figure(
        `downloads through nginx: p50 ${percentile(downloads.latencies, 50).toFixed(1)} ms, p99 ${percentile(downloads.latencies, 99).toFixed(1)} ms (${uploaded.length * 2} reads, 8 clients)`,
      );

      // --- 2. The fault: an invitation send, an apply burst and uploads through the balancer; one process killed.
      const opLogin = await request(lb, 'POST', API_PATH.login, {
        json: { userId: 'demo-opmanager', password: 'Demo1234!' },
      });
      const opToken = opLogin.data.loginUserToken as string;
      if (!opToken) throw new Error(`demo-opmanager login answered ${opLogin.status} ${opLogin.code}`);
      // The send is queued as the burst starts, so the three processes' outbox workers send while the kill comes.
      const sending = request(lb, 'POST', EVENT_SEND_PATH.send, {
        json: {
          eventSn: inviteEvent,
          kind: 'INVITE',
          channel: 'SMS',
          target: 'ALL',
          requestKey: `cluster-${randomBytes(6).toString('hex')}`,
        },
        token: opToken,
      });
      const killed = 1;
      let acknowledged = 0;
      let killAt = -1;
      let atKill = '';
      const kill = async () => {
        const rows = await q<{ status: string; n: number }>(
          `select status, count(*)::int as n from message_outbox o join event_send s using (event_send_sn)
           where s.event_sn = $1 group by status order by status`,
          [inviteEvent],
        );
        atKill = rows.map((r) => `${r.status} ${r.n}`).join(', ') || 'none queued yet';
        await killProcess(killed);
      };
      const outcome: ('ok' | 'refused' | 'unknown')[] = new Array(RECIPIENTS);
      const faultUploads = burst(Math.floor(UPLOADS / 2), 2, upload);
      const faultBurst = burst(RECIPIENTS, CLIENTS, async (i) => {
        const res = await apply(lb, faultEvent, i).catch(() => null);
        // Only the product's envelope is an answer: nginx's 502 or a cut connection leave the apply unknown.
        outcome[i] = res?.status === 200 ? 'ok' : res?.code ? 'refused' : 'unknown';
        if (res?.status === 200) acknowledged += 1;
        if (killAt < 0 && acknowledged >= RECIPIENTS * 0.35) {
          killAt = acknowledged;
          void kill();
        }
      });
      const [sent] = await Promise.all([sending, faultBurst, faultUploads]);
      if (sent.status !== 200) throw new Error(`invitation send answered ${sent.status} ${sent.code}`);
      const eventSendSn = sent.data.eventSendSn as number;
      const unknownBefore = outcome.filter((o) => o === 'unknown').length;
      figure(
        `fault: process ${killed + 1} killed with SIGKILL after ${killAt} acknowledged applies (invitations then: ${atKill}); replies ok ${outcome.filter((o) => o === 'ok').length}, refused ${outcome.filter((o) => o === 'refused').length}, no answer ${unknownBefore}; uploads failed ${uploadFailures}`,
      );
      startProcess(killed);
      await waitReady(killed);
      // A client retries what got no answer.
      for (let i = 0; i < RECIPIENTS; i += 1) {
        if (outcome[i] !== 'unknown') continue;
        const res = await apply(lb, faultEvent, i).catch(() => null);
        outcome[i] = res?.status === 200 ? 'ok' : res?.code ? 'refused' : 'unknown';
      }

      // --- 3. Checks.
      for (const [label, ev, acked] of [
        ['one process', singleEvent, single.acknowledged],
        ['three processes', clusterEvent, cluster.acknowledged],
        ['kill', faultEvent, users.filter((_, i) => outcome[i] === 'ok').map((u) => u.id)],
      ] as const) {
        const [row] = await q<{ orders: number; doubles: number; negative: number; mismatch: number }>(
          `select
             (select count(*)::int from gift_order where event_sn = $1 and ord_stat_cd = '01') as orders,
             (select count(*)::int from (select unq_user_id from gift_order where event_sn = $1 and ord_stat_cd = '01'
                group by unq_user_id having count(*) > 1) d) as doubles,
             (select count(*)::int from event_product where event_sn = $1 and stock_qty < 0) as negative,
             (select count(*)::int from event_product ep where ep.event_sn = $1 and ep.stock_qty +
                (select coalesce(sum(o.quantity), 0) from gift_order o where o.event_sn = $1 and o.prod_sn = ep.prod_sn
                   and o.ord_stat_cd = '01') <> $2) as mismatch`,
          [ev, STOCK],
        );
        // Every acknowledged recipient's order, applied once; and nothing applied that was not acknowledged.
        const [found] = await q<{ n: number }>(
          `select count(*)::int as n from gift_order where event_sn = $1 and ord_stat_cd = '01'
             and unq_user_id = any($2::text[])`,
          [ev, acked],
        );
        check(
          row?.orders === acked.length && found?.n === acked.length,
          `${label}: every acknowledged apply is in the database exactly once (${acked.length} acknowledged, ${found?.n} of them applied, ${row?.orders} applied in all)`,
        );
        check(
          row?.doubles === 0 && row.negative === 0 && row.mismatch === 0,
          `${label}: nobody applied twice (${row?.doubles}), no stock below zero (${row?.negative}), stock + applied = ${STOCK} for every product (${row?.mismatch} off)`,
        );
      }
      check(
        outcome.every((o) => o !== 'unknown'),
        `kill: every apply left without an answer got one when sent again (${unknownBefore} sent again)`,
      );

      // Invitations: queued once per recipient; every one sent once the killed process's lease lapsed.
      const drained = Date.now() + 120_000;
      let pending = -1;
      while (Date.now() < drained) {
        const [row] = await q<{ n: number }>(
          `select count(*)::int as n from message_outbox where event_send_sn = $1 and status <> 'SENT'`,
          [eventSendSn],
        );
        pending = row?.n ?? -1;
        if (pending === 0) break;
        await sleep(500);
      }
      const [inv] = await q<{ rows: number; people: number; sent: number }>(
        `select count(*)::int as rows, count(distinct unq_user_id)::int as people,
           count(*) filter (where status = 'SENT')::int as sent
         from message_outbox where event_send_sn = $1`,
        [eventSendSn],
      );
      check(
        inv?.rows === RECIPIENTS && inv.people === RECIPIENTS,
        `invitations: one message per recipient queued (${inv?.rows} rows for ${inv?.people} of ${RECIPIENTS} recipients)`,
      );
      check(
        inv?.sent === RECIPIENTS,
        `invitations: every message marked sent (${inv?.sent}, ${pending} not)`,
      );
      const ids = new Set(
        (
          await q<{ id: number }>('select id from message_outbox where event_send_sn = $1', [eventSendSn])
        ).map((r) => String(r.id).padStart(8, '0')),
      );
      const files = existsSync(mailboxDir) ? readdirSync(mailboxDir) : [];
      const copies = new Map<string, number>();
      for (const f of files) {
        const id = f.slice(0, 8);
        if (ids.has(id)) copies.set(id, (copies.get(id) ?? 0) + 1);
      }
      const repeated = [...copies.values()].filter((n) => n > 1).length;
      // A send cut by SIGKILL between the provider's answer and the SENT mark is the one thing delivered again, after
      // the lease (decision 025): at most the sends the killed process had in flight.
      check(
        copies.size === RECIPIENTS && repeated <= OUTBOX_CONCURRENCY,
        `invitations: every one delivered to the mailbox (${copies.size} of ${RECIPIENTS}); delivered twice: ${repeated} (at most the killed process's sends in flight, <= ${OUTBOX_CONCURRENCY})`,
      );

      // Every uploaded file through every process (the restarted one too) and the balancer: the same bytes.
      const [{ stored } = { stored: 0 }] = await q<{ stored: number }>(
        'select count(*)::int as stored from stored_file where file_id = any($1::text[])',
        [uploaded],
      );
      let unreadable = 0;
      let differing = 0;
      const readLatencies: number[] = [];
      for (const fileId of uploaded) {
        const digests = new Set<string>();
        for (const base of [lb, direct(0), direct(1), direct(2)]) {
          const t0 = performance.now();
          const res = await request(base, 'GET', `/files/${fileId}`).catch(() => null);
          readLatencies.push(performance.now() - t0);
          if (res?.status !== 200 || res.body.length === 0) unreadable += 1;
          else digests.add(createHash('sha256').update(res.body).digest('hex'));
        }
        if (digests.size > 1) differing += 1;
      }
      check(
        stored === uploaded.length && unreadable === 0 && differing === 0,
        `files: all ${uploaded.length} acknowledged uploads recorded (${stored}) and read the same through nginx and each of the ${PROCESSES} processes, the restarted one included (${unreadable} unreadable, ${differing} differing)`,
      );
      readLatencies.sort((a, b) => a - b);
      figure(
        `downloads straight from each process and nginx after the fault: p50 ${percentile(readLatencies, 50).toFixed(1)} ms, p99 ${percentile(readLatencies, 99).toFixed(1)} ms (${readLatencies.length} reads, one client)`,
      );
    } finally {
      await db.end();
    }
  } finally {
    agent.destroy();
    for (const child of children) child.kill('SIGKILL');
    await sleep(300);
    await s3.close().catch(() => {});
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).catch(
      (error: unknown) => {
        console.error('bench: could not drop the database', error);
      },
    );
    rmSync(work, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error('bench: deadline passed');
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

main()
  .then(() => {
    const failed = results.filter((r) => !r.ok).length;
    console.info(
      `\nscenario: cluster (nginx + ${PROCESSES} processes on one PostgreSQL, files in the S3 emulator, ${RUNTIME === 'tsx' ? 'tsx' : 'compiled JS'}; OUTBOX_CONCURRENCY ${OUTBOX_CONCURRENCY})`,
    );
    for (const f of figures) console.info(f);
    for (const r of results) console.info(r.line);
    process.exit(failed > 0 ? 1 : 0);
  })
  .catch((error: unknown) => {
    console.error(error);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
