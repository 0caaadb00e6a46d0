/**
 * Fault scenario: the real server (compiled JavaScript as `npm start` runs it; BENCH_RUNTIME=tsx for the sources) on
 * a real PostgreSQL, in its own database (pcs_fault_<random>, dropped at the end; never the CI `test` database), is
 * killed with SIGKILL in the middle of three kinds of work and started again each time:
 *   a. an apply burst (FAULT_RECIPIENTS recipients, 50 concurrent clients, stock for 80% of them): afterwards every
 *      apply that got a success reply exists exactly once (order applied, one estimate), stock + applied = initial
 *      per product, no stock below zero, no recipient over their allowance; every apply without a reply is sent
 *      again (as a client retries) and still nothing is applied twice;
 *   b. an Excel import of FAULT_IMPORT_ROWS employees with a notice each, killed while its transaction is open:
 *      afterwards either every row and notice is there or none (and then the same file imports whole);
 *   c. an outbox send of FAULT_MESSAGES queued messages to the local mailbox (one file per delivery under
 *      DATA_DIR/messages, a second file when a message is delivered again), killed mid-send with
 *      OUTBOX_LEASE_MS=3000: afterwards every message is SENT and in the mailbox, none more than twice, and the
 *      repeats are only the sends that were under way at a kill (at most OUTBOX_CONCURRENCY per kill).
 * Only 127.0.0.1; the server child is killed however this ends; exits 1 when a check fails.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fault
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_CD, EVENT_STATUS, SELECT_TYPE, USER_IMPORT_COLUMNS } from '@pcs/domain';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { hashPassword } from '../apps/api/src/modules/auth';
import { OUTBOX_BATCH, OUTBOX_CONCURRENCY } from '../apps/api/src/modules/outbox';
import { adminUrl, dbUrl, freePort, productProcess, withAdmin } from './bench-support';

const RECIPIENTS = Number(process.env.FAULT_RECIPIENTS ?? 1500);
const IMPORT_ROWS = Number(process.env.FAULT_IMPORT_ROWS ?? 3000);
const MESSAGES = Number(process.env.FAULT_MESSAGES ?? 5000);
const CLIENTS = 50;
const PRODUCTS = 5;
const STOCK = Math.floor((RECIPIENTS * 0.8) / PRODUCTS);
const PASSWORD = 'Fault1234!';
const LEASE_MS = 3000;
const RUNTIME = process.env.BENCH_RUNTIME ?? 'js';
/** Which of the three kills to run (a: apply burst, b: Excel import, c: outbox send); all by default. */
const PHASES = process.env.FAULT_PHASES ?? 'abc';
/** The whole run is stopped (server killed, database dropped) after this long, whatever happens. */
const DEADLINE_MS = 10 * 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const host = new URL(adminUrl()).hostname;
if (host !== '127.0.0.1' && host !== 'localhost') {
  console.error('bench: the fault scenario kills processes and drops its database; use a local PostgreSQL');
  process.exit(2);
}
const name = `pcs_fault_${randomBytes(4).toString('hex')}`;
const ownDbUrl = dbUrl(name);
const dataDir = `/tmp/${name}`;
const mailboxDir = path.join(dataDir, 'messages');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it holds; false when `timeoutMs` passed first. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 20) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------- the server process

let server: ChildProcess | null = null;
let port = 0;
let kills = 0;
const base = () => `http://127.0.0.1:${port}`;

async function startServer(): Promise<void> {
  // Never a real provider: messages go to the local mailbox, where they are counted.
  const { args: entry, env } = productProcess(root, RUNTIME);
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...env,
      DATABASE_URL: ownDbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'fatal',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const up = await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return fetch(`${base()}/v1/ebmp/code/url.json`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    60_000,
    250,
  );
  if (!up) throw new Error('server did not start');
}

async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  kills += 1;
  server = null;
}

// ---------------------------------------------------------------------------------------------------- HTTP client

type Reply = { status: number; code: string; data: Record<string, unknown> };
let agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function call(url: string, body: unknown, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base()}${url}`,
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
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              resultStatus?: { messageCode?: string };
              resultData?: Record<string, unknown>;
            };
            resolve({
              status: res.statusCode ?? 0,
              code: json.resultStatus?.messageCode ?? '',
              data: json.resultData ?? {},
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
}

async function inParallel(total: number, clients: number, job: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) await job(next++);
    }),
  );
}

// --------------------------------------------------------------------------------------------------------- checks

const results: { phase: string; check: string; ok: boolean; detail: string }[] = [];
function expectThat(phase: string, check: string, ok: boolean, detail = '') {
  results.push({ phase, check, ok, detail });
}

async function q<T>(db: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

// -------------------------------------------------------------------------------------------------------- phase a

async function applyBurst(db: pg.Client): Promise<string> {
  const hash = await hashPassword(PASSWORD);
  await db.query(
    `insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd)
     select 'F' || lpad(n::text, 7, '0'), 'fault' || n, $1, '시험', $2, 'FAULT' from generate_series(0, $3 - 1) n`,
    [hash, AUTH_CD.clientEmployee, RECIPIENTS],
  );
  const prods = await q<{ prod_sn: number }>(
    db,
    `insert into product (prod_nm, price) select '시험 상품 ' || n, 30000 from generate_series(1, $1) n
     returning prod_sn`,
    [PRODUCTS],
  );
  const [ev] = await q<{ event_sn: number }>(
    db,
    `insert into event (cmpy_cd, event_nm, start_dt, end_dt, event_stat_cd, select_cnt, select_type)
     values ('FAULT', '장애 시험 이벤트', $1, $2, $3, 1, $4) returning event_sn`,
    [
      dayjs().subtract(1, 'day').format('YYYYMMDD'),
      dayjs().add(1, 'day').format('YYYYMMDD'),
      EVENT_STATUS.running,
      SELECT_TYPE.single,
    ],
  );
  const eventSn = ev!.event_sn;
  for (const p of prods)
    await db.query('insert into event_product (event_sn, prod_sn, stock_qty) values ($1, $2, $3)', [
      eventSn,
      p.prod_sn,
      STOCK,
    ]);
  await db.query(
    `insert into event_recipient (event_sn, unq_user_id, allowed_cnt)
     select $1, 'F' || lpad(n::text, 7, '0'), 1 from generate_series(0, $2 - 1) n`,
    [eventSn, RECIPIENTS],
  );

  // Every recipient logs in and picks a gift (a draft), before the burst.
  const drafts: { token: string; ordSn: number }[] = new Array(RECIPIENTS);
  await inParallel(RECIPIENTS, CLIENTS, async (i) => {
    const login = await call('/v1/ebmp/login.json', { userId: `fault${i}`, password: PASSWORD });
    const token = login.data.loginUserToken as string;
    const selected = await call(
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn, prodSn: prods[i % PRODUCTS]!.prod_sn, quantity: 1 },
      token,
    );
    drafts[i] = { token, ordSn: selected.data.ordSn as number };
  });

  const address = {
    receiverNm: '홍길동',
    receiverTelNo: '01012345678',
    zipCd: '06236',
    addr: '서울특별시 강남구 테헤란로 1',
    addrDtl: '1층',
  };
  const acknowledged = new Set<number>();
  const refused = new Set<number>();
  let replies = 0;
  let noReply = 0;
  const killAt = Math.floor(RECIPIENTS * 0.4);
  let killing: Promise<void> | null = null;
  const apply = async (i: number) => {
    const d = drafts[i]!;
    try {
      const res = await call('/v1/ebmp/pcs/gift/apply.json', { ordSn: d.ordSn, ...address }, d.token);
      replies += 1;
      if (res.status === 200 && res.code === '2000') acknowledged.add(d.ordSn);
      else if (res.status === 409) refused.add(d.ordSn);
    } catch {
      noReply += 1;
    }
    if (replies >= killAt && !killing) killing = killServer();
  };
  await inParallel(RECIPIENTS, CLIENTS, apply);
  await killing;
  const ackedBeforeKill = acknowledged.size;
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  await startServer();

  const checkA = async (label: string) => {
    const acked = [...acknowledged];
    const missing = await q<{ n: number }>(
      db,
      `select count(*)::int n from unnest($1::int[]) a(ord_sn)
       where not exists (select 1 from gift_order o where o.ord_sn = a.ord_sn and o.ord_stat_cd = '01')
          or (select count(*) from estimate e where e.ord_sn = a.ord_sn) <> 1`,
      [acked],
    );
    expectThat(
      'a',
      `${label}: every acknowledged apply is an applied order with one estimate`,
      missing[0]!.n === 0,
      `${acked.length} acknowledged, ${missing[0]!.n} missing or doubled`,
    );
    const [row] = await q<{
      double_estimates: number;
      stock_mismatch: number;
      negative_stock: number;
      over_allowance: number;
      used_mismatch: number;
      applied: number;
      stock_left: number;
    }>(
      db,
      `select
         (select count(*) from (select ord_sn from estimate where event_sn = $1 group by ord_sn having count(*) > 1) t)::int as double_estimates,
         (select count(*) from event_product ep where ep.event_sn = $1 and ep.stock_qty +
            (select coalesce(sum(o.quantity), 0) from gift_order o where o.event_sn = $1 and o.prod_sn = ep.prod_sn and o.ord_stat_cd = '01') <> $2)::int as stock_mismatch,
         (select count(*) from event_product where event_sn = $1 and stock_qty < 0)::int as negative_stock,
         (select count(*) from event_recipient r where r.event_sn = $1 and
            (select count(*) from gift_order o where o.event_sn = $1 and o.unq_user_id = r.unq_user_id and o.ord_stat_cd = '01') > r.allowed_cnt)::int as over_allowance,
         (select count(*) from event_recipient r where r.event_sn = $1 and r.used_cnt <>
            (select coalesce(sum(o.quantity), 0) from gift_order o where o.event_sn = $1 and o.unq_user_id = r.unq_user_id and o.ord_stat_cd = '01'))::int as used_mismatch,
         (select count(*) from gift_order where event_sn = $1 and ord_stat_cd = '01')::int as applied,
         (select sum(stock_qty) from event_product where event_sn = $1)::int as stock_left`,
      [eventSn, STOCK],
    );
    expectThat(
      'a',
      `${label}: no order has two estimates`,
      row!.double_estimates === 0,
      `${row!.double_estimates}`,
    );
    expectThat(
      'a',
      `${label}: stock + applied = initial stock for every product`,
      row!.stock_mismatch === 0,
      `applied ${row!.applied}, stock left ${row!.stock_left}, initial ${STOCK * PRODUCTS}`,
    );
    expectThat('a', `${label}: no stock below zero`, row!.negative_stock === 0, `${row!.negative_stock}`);
    expectThat(
      'a',
      `${label}: no recipient over their allowance`,
      row!.over_allowance === 0 && row!.used_mismatch === 0,
      `over ${row!.over_allowance}, used count off ${row!.used_mismatch}`,
    );
    return row!;
  };
  await checkA('after the kill');

  // Clients retry what got no answer (and a few that did): a replay answers the first result, nothing doubles.
  const retry = drafts
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => !acknowledged.has(d.ordSn) && !refused.has(d.ordSn));
  const replays = drafts.filter((d) => acknowledged.has(d.ordSn)).slice(0, 50);
  await inParallel(retry.length, CLIENTS, async (k) => apply(retry[k]!.i));
  let replayOk = 0;
  for (const d of replays) {
    const res = await call('/v1/ebmp/pcs/gift/apply.json', { ordSn: d.ordSn, ...address }, d.token);
    if (res.status === 200 && res.code === '2000') replayOk += 1;
  }
  expectThat(
    'a',
    'a replayed acknowledged apply answers success again',
    replayOk === replays.length,
    `${replayOk}/${replays.length}`,
  );
  const after = await checkA('after the retries');
  expectThat(
    'a',
    'every recipient is applied or refused sold out',
    acknowledged.size + refused.size === RECIPIENTS,
    `${acknowledged.size} applied + ${refused.size} refused of ${RECIPIENTS}`,
  );
  return `a. apply burst: ${RECIPIENTS} recipients, killed after ${killAt} replies (${ackedBeforeKill} acknowledged, ${noReply} without a reply); after restart and retries ${after.applied} applied, stock left ${after.stock_left} of ${STOCK * PRODUCTS}`;
}

// -------------------------------------------------------------------------------------------------------- phase b

async function excelImport(db: pg.Client): Promise<string> {
  await db.query(
    `insert into company_group (cmpy_cd, grup_cd, grup_nm) select 'FAULT', 'G' || lpad(n::text, 2, '0'), '팀' || n
     from generate_series(1, 10) n`,
  );
  await db.query(
    `insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd)
     values ('FAULTADMIN', 'fault-admin', $1, '관리자', $2, 'FAULT')`,
    [await hashPassword(PASSWORD), AUTH_CD.operatorAdmin],
  );
  const lines: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const userIds = Array.from({ length: IMPORT_ROWS }, (_, i) => `fault.b${attempt}.emp${i}`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('사용자');
    sheet.addRow(USER_IMPORT_COLUMNS.map((c) => c.header));
    for (const [i, userId] of userIds.entries())
      sheet.addRow([
        userId,
        `직원${i}`,
        `0103${attempt}${String(i).padStart(6, '0')}`,
        null,
        `G${String((i % 10) + 1).padStart(2, '0')}`,
        '고객사 직원',
        `S${attempt}${String(i).padStart(6, '0')}`,
        'Y',
      ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = async () => {
      const login = await call('/v1/ebmp/login.json', { userId: 'fault-admin', password: PASSWORD });
      const form = new FormData();
      form.append('file', new Blob([file]), 'employees.xlsx');
      return fetch(`${base()}/v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=FAULT&sendNoticeYn=Y`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.data.loginUserToken as string}` },
        body: form,
      }).then((r) => r.status);
    };
    const counts = async () => {
      const [row] = await q<{ users: number; notices: number }>(
        db,
        `select (select count(*) from app_user where user_id like $1)::int users,
                (select count(*) from message_outbox where recipient like $2)::int notices`,
        [`fault.b${attempt}.%`, `0103${attempt}%`],
      );
      return row!;
    };
    let done = false;
    const request = upload()
      .then((status) => `answered ${status}`)
      .catch(() => 'no reply')
      .finally(() => {
        done = true;
      });
    // Killed once the import's transaction has written (it holds a transaction id and is on app_user).
    const inTransaction = await until(
      async () =>
        done ||
        (
          await q<{ n: number }>(
            db,
            `select count(*)::int n from pg_stat_activity
             where datname = $1 and backend_xid is not null and query ilike '%app_user%'`,
            [name],
          )
        )[0]!.n > 0,
      120_000,
      5,
    );
    const midTransaction = inTransaction && !done;
    if (midTransaction) await killServer();
    const outcome = await request;
    if (midTransaction) await startServer();
    const after = await counts();
    const whole = after.users === IMPORT_ROWS && after.notices === IMPORT_ROWS;
    const none = after.users === 0 && after.notices === 0;
    expectThat(
      'b',
      `attempt ${attempt}: all rows and notices or none`,
      whole || none,
      `${after.users} users, ${after.notices} notices`,
    );
    let line = `b. Excel import attempt ${attempt}: ${IMPORT_ROWS} rows, ${midTransaction ? 'killed inside its transaction' : 'finished before a kill could land'} (${outcome}); after restart ${after.users} users, ${after.notices} notices`;
    if (none) {
      const status = await upload();
      const again = await counts();
      expectThat(
        'b',
        `attempt ${attempt}: the same file imports whole after the restart`,
        status === 200 && again.users === IMPORT_ROWS && again.notices === IMPORT_ROWS,
        `${status}, ${again.users} users`,
      );
      line += `; uploaded again: ${status}, ${again.users} users`;
    }
    lines.push(line);
    if (midTransaction) break;
  }
  return lines.join('\n  ');
}

// -------------------------------------------------------------------------------------------------------- phase c

/** Files in the local mailbox per outbox id (a re-delivered message has a second file). */
function mailboxCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  let names: string[] = [];
  try {
    names = readdirSync(mailboxDir);
  } catch {
    return counts;
  }
  for (const file of names) {
    const id = Number(file.slice(0, 8));
    if (Number.isFinite(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function outboxSend(db: pg.Client): Promise<string> {
  // Drain what earlier phases queued (import notices) first, so this phase's kill meets only its own messages.
  await until(
    async () =>
      (await q<{ n: number }>(db, `select count(*)::int n from message_outbox where status <> 'SENT'`))[0]!
        .n === 0,
    120_000,
    200,
  );
  const ids = (
    await q<{ id: number }>(
      db,
      `insert into message_outbox (channel, recipient, body)
       select 'SMS', '0109' || lpad(n::text, 7, '0'), '[장애 시험] 메시지 ' || n from generate_series(1, $1) n
       returning id`,
      [MESSAGES],
    )
  ).map((r) => r.id);
  const mine = new Set(ids);
  const delivered = () => [...mailboxCounts()].filter(([id]) => mine.has(id)).length;
  // Killed in the middle of a batch: 40% delivered, and the mailbox holds more than half of a batch (the worker
  // claims OUTBOX_BATCH rows at a time, and the local mailbox writes a batch in tens of milliseconds), so that a
  // worker marking its batch only at the end would repeat hundreds.
  const reached = await until(
    () => {
      const n = delivered();
      return n >= MESSAGES * 0.4 && n % OUTBOX_BATCH > OUTBOX_BATCH / 2;
    },
    120_000,
    2,
  );
  const deliveredAtKill = delivered();
  if (reached) await killServer();
  await startServer();
  const drained = await until(
    async () =>
      (await q<{ n: number }>(db, `select count(*)::int n from message_outbox where status <> 'SENT'`))[0]!
        .n === 0,
    120_000,
    200,
  );
  expectThat('c', 'every message is SENT after the restart', drained);
  const counts = mailboxCounts();
  const files = ids.map((id) => counts.get(id) ?? 0);
  const lost = files.filter((n) => n === 0).length;
  const twice = files.filter((n) => n === 2).length;
  const more = files.filter((n) => n > 2).length;
  expectThat('c', 'every message is in the mailbox', lost === 0, `${lost} missing`);
  expectThat('c', 'no message delivered more than twice', more === 0, `${more}`);
  expectThat(
    'c',
    `repeats only the sends under way at the kill (<= ${OUTBOX_CONCURRENCY})`,
    twice <= OUTBOX_CONCURRENCY,
    `${twice} delivered twice`,
  );
  return `c. outbox send: ${MESSAGES} messages, killed after ${deliveredAtKill} were in the mailbox${reached ? '' : ' (kill point not reached)'}; after restart ${MESSAGES - lost} delivered, ${twice} twice, ${more} more often`;
}

// ----------------------------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  const started = performance.now();
  await withAdmin((c) => c.query(`create database ${name}`));
  port = await freePort();
  const db = new pg.Client({ connectionString: ownDbUrl });
  try {
    if (RUNTIME !== 'tsx')
      execFileSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], { stdio: 'inherit' });
    // The first start migrates the empty database.
    await startServer();
    await db.connect();
    await db.query(`insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd) values ('FAULT', '장애시험', '02')`);
    const lines: string[] = [];
    if (PHASES.includes('a')) lines.push(await applyBurst(db));
    if (PHASES.includes('b')) lines.push(await excelImport(db));
    if (PHASES.includes('c')) lines.push(await outboxSend(db));
    // Messages of every phase (the import's notices were sent around kills too).
    const counts = mailboxCounts();
    const all = await q<{ id: number; status: string }>(db, 'select id, status from message_outbox');
    const allTwice = all.filter((r) => (counts.get(r.id) ?? 0) === 2).length;
    expectThat(
      'all',
      'every queued message SENT and in the mailbox, none more than twice',
      all.every((r) => r.status === 'SENT' && (counts.get(r.id) ?? 0) >= 1 && (counts.get(r.id) ?? 0) <= 2),
      `${all.length} messages`,
    );
    expectThat(
      'all',
      `repeats at most ${OUTBOX_CONCURRENCY} per kill`,
      allTwice <= OUTBOX_CONCURRENCY * kills,
      `${allTwice} repeated over ${kills} kills`,
    );
    const failed = results.filter((r) => !r.ok);
    process.stdout.write(
      [
        '',
        `fault scenario on PostgreSQL (${name}), ${RUNTIME === 'tsx' ? 'tsx' : 'compiled JS'} server, ${kills} SIGKILLs, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        ...lines.map((l) => `  ${l}`),
        ...results.map(
          (r) => `  ${r.ok ? 'ok  ' : 'FAIL'} [${r.phase}] ${r.check}${r.detail ? ` (${r.detail})` : ''}`,
        ),
        `  ${failed.length === 0 ? 'all checks held' : `${failed.length} checks FAILED`}`,
        '',
      ].join('\n'),
    );
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await killServer();
    agent.destroy();
    await db.end().catch(() => undefined);
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Kills the server and drops the database when the run is cut short (deadline, Ctrl-C). */
async function abort(reason: string): Promise<never> {
  console.error(`bench: ${reason}; stopping`);
  server?.kill('SIGKILL');
  await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
setTimeout(() => void abort(`no end after ${DEADLINE_MS / 60_000} minutes`), DEADLINE_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void abort(signal));

main().catch((error: unknown) => {
  console.error(error);
  void abort('failed');
});
