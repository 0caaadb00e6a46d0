/**
 * Scenario: the tax ledger's year for every employee of every company (decision 051), the 연말정산 pass. On the
 * database bench:scale-data made (2,500 companies, 3,000,000 employees, 1,000,000 orders), spreads the orders over
 * last year's twelve months with a purpose each (by arithmetic on the order number), gives every company a 경조 규정
 * and half of them the 명절-not-income setting, then times forEachEmployeeYear (one cursor over the ledger's lines in
 * employee order, each employee's year by the domain rule) and samples this process's resident memory, beside a
 * plain `select count(*)` of the same lines in the same run. Goal: under 60 s and 300 MB.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:tax -w @pcs/bench
 *
 * SCALE_DB (default pcs_scale) names the database; BENCH_RESEED=1 writes the dates, purposes and rules again.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import { forEachEmployeeYear, taxLinesSql } from '../apps/api/src/modules/tax';
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

/** Samples this process's resident memory until stopped; returns the peak. */
function sampleRss(everyMs = 50) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss());
  };
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
  const now = new Date();
  const lines = taxLinesSql({ cmpyCd: null }, YEAR, now);
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

  const rssIdle = process.memoryUsage.rss();
  const stop = sampleRss();
  const t0 = performance.now();
  let taxable = 0;
  const result = await forEachEmployeeYear(database.db, YEAR, now, null, (_id, _c, f) => {
    if (f.vatTaxable > 0 || f.incomeTaxable > 0) taxable += 1;
  });
  const ms = performance.now() - t0;
  const peak = stop();
  const best = Math.min(...baseline);
  out('');
  out(
    '| run | time | x baseline count | peak RSS (idle) | employees with gifts | lines | with something taxable |',
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  out(
    `| every company's year | ${seconds(ms)} | ${(ms / best).toFixed(1)} | ${(peak / MB).toFixed(0)} MB ` +
      `(${(rssIdle / MB).toFixed(0)} MB) | ${result.employees} of ${counts.users} | ${result.lines} | ${taxable} |`,
  );
  const t = result.totals;
  out('');
  out(
    `totals: market value ${t.marketValue} · deemed supply ${t.vatTaxable} · self-supply VAT ${t.selfSupplyVat} · ` +
      `근로소득 ${t.incomeTaxable} taxable / ${t.incomeExempt} exempt · customer gifts ${t.clientGifts}`,
  );
  out(`goal (< 60 s, < 300 MB): ${ms < 60_000 && peak < 300 * MB ? 'met' : 'NOT met'}`);
  await database.close();
  await c.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
