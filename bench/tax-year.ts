/**
 * Scenario: the tax ledger's year for every employee of every company (decision 051), the 연말정산 pass. On the
 * database bench:scale-data made (2,500 companies, 3,000,000 employees, 1,000,000 orders), spreads the orders over
 * last year's twelve months with a purpose each (by arithmetic on the order number), gives every company a 경조 규정
 * and half of them the 명절-not-income setting, then times forEachEmployeeYear (one cursor over the ledger's lines in
 * employee order, each employee's year by the domain rule) beside a plain `select count(*)` of the same lines in the
 * same run. Goal: under 60 s and 300 MB.
 *
 * The pass runs in a process of its own (tax-year-pass.ts), compiled to plain JavaScript the way scripts/build-api.mjs
 * builds the server for `npm start`, with the server's whole app built in it: its peak is the server's baseline plus
 * the pass, and not the TypeScript loader this script runs under (tsx alone held 70-140 MB more). The peak printed is
 * that process's getrusage ru_maxrss, the kernel's high-water mark of its resident set from its start, so no sampling
 * interval can miss it; this script also samples the child's VmRSS every 10 ms as a cross-check. The year's totals are
 * printed, and checked equal to the count's line total.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:tax -w @pcs/bench
 *
 * SCALE_DB (default pcs_scale) names the database; BENCH_RESEED=1 writes the dates, purposes and rules again.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TaxFigures } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import { taxLinesSql } from '../apps/api/src/modules/tax';
import { bundleForNode } from '../scripts/build-api.mjs';
import { dbUrl, SCALE_DB } from './scale-db';

const out = (line: string) => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Last year: every month of it is over, so the whole year is in the ledger. */
const YEAR = new Date().getFullYear() - 1;
const PURPOSES = ['HOLIDAY', 'BIRTHDAY', 'FOUNDATION', 'FAMILY_EVENT', 'CHILDBIRTH', 'REWARD', 'CLIENT'];

async function step(client: pg.Client, label: string, text: string): Promise<void> {
  const t0 = performance.now();
  const res = await client.query(text);
  out(`  ${label}${res.rowCount ? ` ${res.rowCount}` : ''} (${seconds(performance.now() - t0)})`);
}

async function seed(c: pg.Client): Promise<void> {
  await c.query(`set maintenance_work_mem = '512MB'; set work_mem = '128MB'; set synchronous_commit = off`);
  await step(
    c,
    'bills removed (the year is all drafts: the heavier path)',
    'delete from client_bill_line; delete from client_bill',
  );
  await step(
    c,
    'orders spread over the year with a purpose',
    `update gift_order set
       applied_at = make_timestamptz(${YEAR}, 1 + (ord_sn % 12)::int, 1 + (ord_sn % 28)::int, 10, 0, 0, 'Asia/Seoul'),
       created_at = make_timestamptz(${YEAR}, 1 + (ord_sn % 12)::int, 1 + (ord_sn % 28)::int, 9, 0, 0, 'Asia/Seoul'),
       tax_purpose = (array[${PURPOSES.map((p) => `'${p}'`).join(',')}])[1 + (ord_sn / 12 % ${PURPOSES.length})::int],
       tax_kind = case when (ord_sn / 12 % ${PURPOSES.length}) = 3 then 'WEDDING' end`,
  );
  await step(
    c,
    'delivery history moved with the orders',
    `update delivery_history h set changed_at = o.applied_at + interval '3 day'
     from estimate_item i join estimate x on x.esti_sn = i.esti_sn join gift_order o on o.ord_sn = x.ord_sn
     where h.esti_item_sn = i.esti_item_sn`,
  );
  await step(c, 'company rules emptied', 'delete from company_family_limit; delete from company_tax_setting');
  await step(
    c,
    '경조 규정 (결혼 200,000) for every company',
    `insert into company_family_limit (cmpy_cd, kind, limit_amt, valid_from) select cmpy_cd, 'WEDDING', 200000, '20200101' from company`,
  );
  await step(
    c,
    '명절 not income for every other company',
    `insert into company_tax_setting (cmpy_cd, holiday_income_yn)
     select cmpy_cd, 'N' from company where abs(hashtext(cmpy_cd)) % 2 = 0`,
  );
  await step(c, 'vacuum analyze', 'vacuum analyze gift_order, delivery_history, estimate_item, estimate');
}

/** Builds tax-year-pass.ts as scripts/build-api.mjs builds the server (bundleForNode). */
async function buildPass(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outfile = path.join(here, 'dist', 'tax-year-pass.mjs');
  await bundleForNode(path.join(here, 'tax-year-pass.ts'), outfile);
  return outfile;
}

const vmRss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

type PassReply = {
  ms: number;
  rssIdle: number;
  peakRss: number;
  taxable: number;
  result: { employees: number; lines: number; totals: TaxFigures };
};

/** Runs the pass in its own process; its peak from getrusage, and this side's 10 ms samples of its VmRSS. */
async function runPass(file: string): Promise<PassReply & { sampledPeak: number }> {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, DATABASE_URL: dbUrl(SCALE_DB), TAX_YEAR: String(YEAR) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  let sampledPeak = 0;
  const timer = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, vmRss(child.pid ?? 0));
    } catch {
      // The process has just ended: its own figure below is the exact one.
    }
  }, 10);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(timer);
  if (code !== 0) throw new Error(`tax-year-pass exited with ${code}`);
  return { ...(JSON.parse(stdout.trim().split('\n').pop() ?? '') as PassReply), sampledPeak };
}

async function main(): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrl(SCALE_DB) });
  await c.connect();
  const { rows } = await c.query<{ users: number; companies: number; orders: number; limits: number }>(
    `select (select count(*) from app_user)::int as users, (select count(*) from company)::int as companies,
      (select count(*) from gift_order)::int as orders, (select count(*) from company_family_limit)::int as limits`,
  );
  const counts = rows[0]!;
  if (counts.users < 1000) {
    out(`bench: ${SCALE_DB} has ${counts.users} users: run bench:scale-data first (see its header).`);
    process.exit(2);
  }
  out(
    `tax year ${YEAR} on ${SCALE_DB}: ${counts.users} users, ${counts.companies} companies, ${counts.orders} orders`,
  );
  if (process.env.BENCH_RESEED === '1' || counts.limits === 0) await seed(c);

  const database = await openDatabase({ databaseUrl: dbUrl(SCALE_DB), dataDir: null, poolSize: 2 });
  const lines = taxLinesSql({ cmpyCd: null }, YEAR, new Date());
  const baseline: number[] = [];
  let lineCount = 0;
  for (let i = 0; i < 2; i++) {
    const b0 = performance.now();
    lineCount =
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from (${lines}) l`))[0]?.n ??
      0;
    baseline.push(performance.now() - b0);
  }
  out(
    `baseline: select count(*) of the year's ledger lines = ${lineCount}: ${baseline.map(seconds).join(', ')}`,
  );
  // What the pass must add up to: every line's amount (employee gifts are the market value, the rest customer gifts).
  const amountSum = Number(
    (
      await queryRows<{ s: string }>(
        database.db,
        sql`select coalesce(sum(l."amount"), 0)::text as s from (${lines}) l`,
      )
    )[0]?.s ?? 0,
  );
  await database.close();

  const pass = await runPass(await buildPass());
  const { ms, result } = pass;
  const best = Math.min(...baseline);
  out('');
  out(
    '| run | time | x baseline count | peak RSS (idle) | employees with gifts | lines | with something taxable |',
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  out(
    `| every company's year | ${seconds(ms)} | ${(ms / best).toFixed(1)} | ${(pass.peakRss / MB).toFixed(0)} MB ` +
      `(${(pass.rssIdle / MB).toFixed(0)} MB) | ${result.employees} of ${counts.users} | ${result.lines} | ` +
      `${pass.taxable} |`,
  );
  out(
    `peak RSS: the pass's process (compiled JavaScript, the server's app built in it), getrusage ru_maxrss from its ` +
      `start; sampled every 10 ms from outside: ${(pass.sampledPeak / MB).toFixed(0)} MB; idle: after the app was ready`,
  );
  const t = result.totals;
  out('');
  out(
    `totals: market value ${t.marketValue} · deemed supply ${t.vatTaxable} · self-supply VAT ${t.selfSupplyVat} · ` +
      `근로소득 ${t.incomeTaxable} taxable / ${t.incomeExempt} exempt · customer gifts ${t.clientGifts}`,
  );
  const byPurpose = Object.values(t.byPurpose).reduce((a, b) => a + b, 0);
  const checks = [
    { what: `lines read ${result.lines} = counted ${lineCount}`, ok: result.lines === lineCount },
    {
      what: `market value + customer gifts ${t.marketValue + t.clientGifts} = the lines' amounts ${amountSum}`,
      ok: t.marketValue + t.clientGifts === amountSum,
    },
    { what: `by purpose ${byPurpose} = the lines' amounts`, ok: byPurpose === amountSum },
    {
      what: '근로소득 taxable + exempt = market value',
      ok: t.incomeTaxable + t.incomeExempt === t.marketValue,
    },
  ];
  for (const k of checks) out(`check: ${k.what}: ${k.ok ? 'ok' : 'FAILED'}`);
  out(`goal (< 60 s, < 300 MB): ${ms < 60_000 && pass.peakRss < 300 * MB ? 'met' : 'NOT met'}`);
  await c.end();
  if (checks.some((k) => !k.ok)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
