/**
 * Scenario: the occasion engine's daily computation at scale (decision 036). On the database bench:scale-data made
 * (2,500 companies, 3,000,000 employees), gives every employee HR dates (a birth date, one in twenty lunar, and a
 * hire date; one in a hundred left years ago) with one set-based UPDATE, and every company one birthday rule and one
 * work-anniversary rule; then times computeOccasions (the SQL pre-filter in key slices, upcomingOccurrences for each
 * employee let through, the occurrences stored on conflict do nothing) and samples this process's resident memory,
 * printed beside a plain `select count(*)` of the same pre-filtered rows in the same run. Goal: under 60 s and 300 MB.
 * A second run shows the hourly case (everything stored already).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:occasions -w @pcs/bench
 *
 * SCALE_DB (default pcs_scale) names the database; BENCH_RESEED=1 writes the HR dates and rules again.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { computeOccasions, countPrefiltered } from '../apps/api/src/modules/occasion';
import { dbUrl, SCALE_DB } from './scale-db';

/** One line of the report on stdout. */
const out = (line: string) => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function step(client: pg.Client, label: string, text: string): Promise<void> {
  const t0 = performance.now();
  const res = await client.query(text);
  out(`  ${label}${res.rowCount ? ` ${res.rowCount}` : ''} (${seconds(performance.now() - t0)})`);
}

/** The employee's number in the scale data ('U00001234' is 1234). */
const N = `substr(unq_user_id, 2)::bigint`;

/** HR dates and two rules per company, by arithmetic on the employee's number (deterministic, like the data). */
async function seed(c: pg.Client): Promise<void> {
  await c.query(`set maintenance_work_mem = '512MB'; set work_mem = '128MB'; set synchronous_commit = off`);
  await step(
    c,
    'HR dates',
    `update app_user set
       birth_dt = case when ${N} % 20 = 0
         then (1960 + ${N} % 40)::text || lpad((1 + ${N} % 12)::text, 2, '0') || lpad((1 + ${N} % 28)::text, 2, '0')
         else to_char(make_date((1960 + ${N} % 40)::int, 1, 1) + ((${N} * 7919) % 365)::int, 'YYYYMMDD') end,
       lunar_yn = case when ${N} % 20 = 0 then 'Y' else 'N' end,
       hire_dt = to_char(make_date((1995 + ${N} % 31)::int, 1, 1) + ((${N} * 104729) % 365)::int, 'YYYYMMDD'),
       leave_dt = case when ${N} % 100 = 7 then '20200131' end
     where unq_user_id like 'U%'`,
  );
  await step(
    c,
    'occasion tables emptied',
    `truncate occasion_reminder_sent, occasion_event, occasion_occurrence, occasion_compute_run, occasion_rule`,
  );
  await step(
    c,
    'rules',
    `insert into occasion_rule (cmpy_cd, rule_nm, occasion_type, goods_source, prod_sn_list, budget_amt, channel,
       send_tm, holiday_move, created_by)
     select c.cmpy_cd, r.nm, r.type, 'GOODS', array[1 + h % 5000, 1 + (h + 1) % 5000, 1 + (h + 2) % 5000],
       50000, 'ALIMTALK', r.tm, 'PREVIOUS', 'bench'
     from (select cmpy_cd, abs(hashtext(cmpy_cd)) as h from company where cmpy_type_cd = '02') c,
       (values ('생일 축하', 'BIRTHDAY', '09:00'), ('입사 기념일', 'WORK_ANNIVERSARY', '10:00')) r(nm, type, tm)`,
  );
  await step(c, 'vacuum analyze', 'vacuum analyze app_user, occasion_rule, occasion_occurrence');
}

/** Samples this process's resident memory until stopped; returns the peak. */
function sampleRss(everyMs = 50) {
  let peak = process.memoryUsage.rss();
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, everyMs);
  return () => {
    clearInterval(timer);
    return { rss: Math.max(peak, process.memoryUsage.rss()), heap };
  };
}

async function main(): Promise<void> {
  const c = new pg.Client({ connectionString: dbUrl(SCALE_DB) });
  await c.connect();
  const { rows } = await c.query<{ users: number; companies: number; dated: number; rules: number }>(
    `select (select count(*) from app_user)::int as users, (select count(*) from company)::int as companies,
      (select count(*) from app_user where birth_dt is not null)::int as dated,
      (select count(*) from occasion_rule)::int as rules`,
  );
  const counts = rows[0]!;
  if (counts.users < 1000) {
    out(`bench: ${SCALE_DB} has ${counts.users} users: run bench:scale-data first (see its header).`);
    process.exit(2);
  }
  out(`occasion engine at scale on ${SCALE_DB}: ${counts.users} users, ${counts.companies} companies`);
  const t0 = performance.now();
  if (process.env.BENCH_RESEED === '1' || counts.dated === 0 || counts.rules === 0) await seed(c);
  else
    await step(
      c,
      'occurrences emptied (HR dates and rules kept)',
      'truncate occasion_reminder_sent, occasion_occurrence, occasion_compute_run',
    );
  out(`seeded in ${seconds(performance.now() - t0)}`);

  // Only this scenario's own statements should run now: a busy machine shows in the baseline's time too.
  const database = await openDatabase({ databaseUrl: dbUrl(SCALE_DB), dataDir: null, poolSize: 2 });
  const deps = { db: database.db, now: () => new Date() };
  await database.db.execute(sql`select 1`);

  const rssIdle = process.memoryUsage.rss();
  const baseline: number[] = [];
  let prefiltered = 0;
  for (let i = 0; i < 2; i++) {
    const b0 = performance.now();
    prefiltered = await countPrefiltered(deps);
    baseline.push(performance.now() - b0);
  }
  out(
    `baseline: select count(*) of the pre-filtered employees = ${prefiltered}: ${baseline.map(seconds).join(', ')}`,
  );

  const runs: {
    label: string;
    ms: number;
    peak: { rss: number; heap: number };
    result: Awaited<ReturnType<typeof computeOccasions>>;
  }[] = [];
  for (const label of ['first run (stores the 30 days)', 'second run (all stored: the hourly case)']) {
    const stop = sampleRss();
    const r0 = performance.now();
    const result = await computeOccasions(deps);
    const ms = performance.now() - r0;
    runs.push({ label, ms, peak: stop(), result });
  }
  const best = Math.min(...baseline);
  out('');
  out(
    '| run | time | x baseline count | peak RSS (idle) | peak heap used | pre-filtered | occurrences | stored |',
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of runs)
    out(
      `| ${r.label} | ${seconds(r.ms)} | ${(r.ms / best).toFixed(1)} | ${(r.peak.rss / MB).toFixed(0)} MB ` +
        `(${(rssIdle / MB).toFixed(0)} MB) | ${(r.peak.heap / MB).toFixed(0)} MB | ${r.result.people} | ` +
        `${r.result.occurrences} | ${r.result.inserted} |`,
    );
  out('');
  out(
    `process peak RSS over the whole run (getrusage): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  const [stored] = (
    await c.query<{ n: number; companies: number }>(
      `select count(*)::int as n, count(distinct cmpy_cd)::int as companies from occasion_occurrence`,
    )
  ).rows;
  out(`occasion_occurrence: ${stored?.n} rows of ${stored?.companies} companies`);
  const goal = runs.every((r) => r.ms < 60_000 && r.peak.rss < 300 * MB);
  out(`goal (< 60 s, < 300 MB): ${goal ? 'met' : 'NOT met'}`);
  await database.close();
  await c.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
