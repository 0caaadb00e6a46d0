#!/usr/bin/env node
// `npm test`: every check the README promises, each with its duration; a summary at the end says where the time went
// (.ci/run prints it last). Lanes of one group run side by side (the machine has 2 cores, and these pairs leave one
// mostly waiting: tsc beside biome, the web build and the unit tests, the API suite on PGlite beside the same suite on
// PostgreSQL, whose work is in the database's own processes); a step's output is printed when it ends, whole.
// A failing step does not stop the later ones: one run shows every failure. Exits non-zero when any step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// Each vitest step also writes its test durations here, beside Playwright's report (playwright.config.ts).
const DURATIONS = 'test-results/durations';
const vitest = (projects, file) =>
  `npx vitest run ${projects} --reporter=default --reporter=json --outputFile.json=${DURATIONS}/${file}.json`;
// Groups run one after another; the lanes of a group side by side, the steps of a lane one after another. tsc takes
// about as long as biome, the web build and the unit tests together.
const groups = [
  [
    [['typecheck', 'npm run typecheck']],
    [
      ['lint', 'npm run lint'],
      ['web build', 'npm run build'],
      ['unit (domain, web)', vitest('--project domain --project web', 'unit')],
    ],
  ],
  [
    [['api on PGlite', vitest('--project api', 'api')]],
    ...(postgres ? [[['api on PostgreSQL', vitest('--project api-postgres', 'api-postgres')]]] : []),
  ],
  [[['browser (Playwright Test)', 'node scripts/e2e.mjs']]],
];

/** Runs a command; alone in its group its output streams, beside others it is kept and printed when it ends. */
function run(name, command, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    if (!alone) {
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n=== ${name}: ${command}\n${output}`);
      process.stdout.write(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s\n`);
      resolve({ name, seconds, ok: code === 0 });
    });
  });
}

/** The slowest tests of this run, from vitest's JSON reports and Playwright's. */
function slowest(count) {
  const tests = [];
  for (const step of ['unit', 'api', 'api-postgres']) {
    const file = `${DURATIONS}/${step}.json`;
    if (!existsSync(file)) continue;
    for (const f of JSON.parse(readFileSync(file, 'utf8')).testResults ?? [])
      for (const t of f.assertionResults ?? [])
        tests.push({
          ms: t.duration ?? 0,
          name: `${step}: ${f.name.replace(`${process.cwd()}/`, '')} > ${t.title}`,
        });
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          tests.push({ ms: r.duration, name: `playwright [${t.projectName}]: ${file} > ${spec.title}` });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  const pw = 'test-results/e2e-results.json';
  if (existsSync(pw))
    for (const suite of JSON.parse(readFileSync(pw, 'utf8')).suites ?? []) walk(suite, suite.file);
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/**
 * What failed in the vitest steps, from their JSON reports: a long step's output scrolls out of a CI log's tail, and
 * the summary is what the tail shows. An exit code with no failed test is an error outside the tests (unhandled).
 */
function vitestFailures() {
  const lines = [];
  for (const step of ['unit', 'api', 'api-postgres']) {
    const file = `${DURATIONS}/${step}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const before = lines.length;
    for (const f of report.testResults ?? []) {
      const name = f.name.replace(`${process.cwd()}/`, '');
      const failed = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (f.status === 'failed' && failed.length === 0)
        lines.push(`  ${step}: ${name}: ${firstLines(f.message, 3)}`);
      for (const t of failed)
        lines.push(
          `  ${step}: ${name} > ${t.fullName}: ${firstLines((t.failureMessages ?? []).join('\n'), 3)}`,
        );
    }
    if (report.success === false && lines.length === before)
      lines.push(
        `  ${step}: no test failed; vitest reported an error outside the tests (its output above says which)`,
      );
  }
  return lines;
}

const firstLines = (text, count) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' | ')
    .slice(0, 400);

rmSync(DURATIONS, { recursive: true, force: true });
// This run's browser failure reports only (the fixtures append to it; .ci/run prints it).
rmSync('test-results/failures', { recursive: true, force: true });
const results = [];
const started = Date.now();
/** The steps of one lane, one after another. */
async function runLane(lane, alone) {
  const done = [];
  for (const [name, command] of lane) {
    if (alone) process.stdout.write(`\n=== ${name}: ${command}\n`);
    done.push(await run(name, command, alone));
  }
  return done;
}

for (const group of groups) {
  const alone = group.length === 1;
  if (!alone)
    process.stdout.write(
      `\n=== side by side: ${group.map((lane) => lane.map(([name]) => name).join(' then ')).join(', ')}\n`,
    );
  results.push(...(await Promise.all(group.map((lane) => runLane(lane, alone)))).flat());
}

const width = Math.max(...results.map((r) => r.name.length));
const summary = [
  'npm test: where the time went (lanes of a group ran side by side)',
  ...results.map(
    (r) => `  ${r.name.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.ok ? 'ok' : 'FAILED'}`,
  ),
  `  ${'wall clock'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
  ...(() => {
    const failures = vitestFailures();
    return failures.length ? ['the vitest tests that failed', ...failures] : [];
  })(),
  'the slowest tests',
  ...slowest(15).map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name.slice(0, 150)}`),
].join('\n');
process.stdout.write(`\n${summary}\n`);
// .ci/run prints it again last, where a CI log's tail shows it.
mkdirSync(DURATIONS, { recursive: true });
writeFileSync(`${DURATIONS}/summary.txt`, `${summary}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
