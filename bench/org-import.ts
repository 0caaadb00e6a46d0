/**
 * Scenario: an operator uploads 10,000 employees from Excel to the real server on a real PostgreSQL.
 * Prints the import's rows/s (upload, content check, parsing, every row checked, one transaction with multi-row
 * inserts and 10,000 queued notices), beside PostgreSQL's own COPY of the same rows into a scratch table in the same
 * run, their ratio, and the server's peak memory (VmHWM). Nothing is asserted on time: machines are shared and
 * noisy; the budget (under 10 s, under 300 MB) is printed next to the numbers.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:org-import -w @pcs/bench
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_CD, USER_IMPORT_COLUMNS } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../apps/api/src/db/client';
import { appUser, company, companyGroup } from '../apps/api/src/db/schema/index';
import { hashPassword } from '../apps/api/src/modules/auth';
import { adminUrl, dbUrl, freePort, withAdmin } from './bench-support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PASSWORD = 'Bench1234!';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const adminDb = adminUrl();

type Employee = { userId: string; userNm: string; telNo: string; grupCd: string; sabun: string };

const employees: Employee[] = Array.from({ length: ROWS }, (_, i) => ({
  userId: `bench.emp${i}`,
  userNm: `직원${i}`,
  telNo: `010${String(20_000_000 + i)}`,
  grupCd: `G${String((i % 10) + 1).padStart(2, '0')}`,
  sabun: `B${String(i).padStart(6, '0')}`,
}));

/** The template's first sheet filled with the employees, as an operator would upload it. */
async function workbookOf(rows: readonly Employee[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('사용자');
  sheet.addRow(USER_IMPORT_COLUMNS.map((c) => c.header));
  for (const e of rows)
    sheet.addRow([e.userId, e.userNm, e.telNo, null, e.grupCd, '고객사 직원', e.sabun, 'Y']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Peak resident memory of a process in MB (Linux /proc VmHWM), or NaN elsewhere. */
function peakRssMb(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function main(): Promise<void> {
  const name = `pcs_bench_import_${randomBytes(4).toString('hex')}`;
  const csvPath = `/tmp/${name}.csv`;
  await withAdmin((c) => c.query(`create database ${name}`));
  let server: ReturnType<typeof spawn> | null = null;
  try {
    // 1. A client company with ten groups, and an operator admin who uploads.
    const database = await openDatabase({ databaseUrl: dbUrl(name), dataDir: null });
    const db = database.db;
    await db.insert(company).values({ cmpyCd: 'BENCH', cmpyNm: '벤치상사', cmpyTypeCd: '02' });
    await db.insert(companyGroup).values(
      Array.from({ length: 10 }, (_, i) => ({
        cmpyCd: 'BENCH',
        grupCd: `G${String(i + 1).padStart(2, '0')}`,
        grupNm: `팀${i + 1}`,
      })),
    );
    await db.insert(appUser).values({
      unqUserId: 'BENCHADMIN',
      userId: 'bench-admin',
      passwordHash: await hashPassword(PASSWORD),
      userNm: '관리자',
      authCd: AUTH_CD.operatorAdmin,
      cmpyCd: 'BENCH',
    });
    const file = await workbookOf(employees);

    // 2. The real server as its own process, on the bench database.
    const port = await freePort();
    server = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
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
          // The outbox worker would start sending the 10,000 notices during the measurement.
          OUTBOX_POLL_MS: '3600000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${base}/v1/ebmp/code/url.json`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      if (i > 120) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const login = await fetch(`${base}/v1/ebmp/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'bench-admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { resultData: { loginUserToken: string } }).resultData
      .loginUserToken;
    const rssBefore = peakRssMb(server.pid ?? 0);

    // 3. The measured import: multipart upload through the whole pipeline, notices included.
    const form = new FormData();
    form.append('file', new Blob([file]), 'employees.xlsx');
    const started = performance.now();
    const res = await fetch(`${base}/v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=BENCH&sendNoticeYn=Y`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const reply = (await res.json()) as { resultStatus: { messageText: string }; resultData: unknown };
    const importSeconds = (performance.now() - started) / 1000;
    const peakMb = peakRssMb(server.pid ?? 0);
    if (res.status !== 200) throw new Error(`import failed: ${res.status} ${reply.resultStatus.messageText}`);
    const counted = (await db.execute(
      sql`select count(*)::int as n from app_user where cmpy_cd = 'BENCH' and unq_user_id <> 'BENCHADMIN'`,
    )) as unknown as { rows: { n: number }[] };

    // 4. Baseline in the same run: PostgreSQL's COPY of the same rows into a scratch table shaped like app_user.
    await db.execute(sql`create table bench_copy (like app_user including defaults)`);
    writeFileSync(
      csvPath,
      employees
        .map((e, i) =>
          [`C${i}`, e.userId, '!imported', e.userNm, '20', 'BENCH', e.grupCd, e.telNo, e.sabun].join(','),
        )
        .join('\n'),
    );
    const u = new URL(adminDb);
    const copyOut = execFileSync(
      'psql',
      [
        dbUrl(name),
        '-X',
        '-c',
        '\\timing on',
        '-c',
        `\\copy bench_copy (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, grup_cd, tel_no, sabun) from '${csvPath}' with (format csv)`,
      ],
      { encoding: 'utf8', env: { ...process.env, PGUSER: u.username || 'postgres' } },
    );
    const copyMs = Number(/Time: ([\d.]+) ms/.exec(copyOut)?.[1] ?? Number.NaN);
    await database.close();

    const importRate = ROWS / importSeconds;
    const copyRate = ROWS / (copyMs / 1000);
    const lines = [
      `scenario: Excel import of ${ROWS} employees (${(file.length / 1024).toFixed(0)} KB xlsx) through the API on PostgreSQL`,
      `import: ${importSeconds.toFixed(2)} s   ${importRate.toFixed(0)} rows/s   imported: ${counted.rows[0]?.n}   (budget: under 10 s)`,
      `PostgreSQL COPY of the same rows: ${copyMs.toFixed(1)} ms   ${copyRate.toFixed(0)} rows/s`,
      `ratio import rows/s : COPY rows/s = ${(importRate / copyRate).toFixed(3)}`,
      `server peak RSS: ${peakMb.toFixed(0)} MB (before the upload: ${rssBefore.toFixed(0)} MB; budget: under 300 MB)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (counted.rows[0]?.n !== ROWS) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    if (server) await once(server, 'exit').catch(() => undefined);
    rmSync(csvPath, { force: true });
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
