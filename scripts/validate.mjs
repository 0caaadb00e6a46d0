#!/usr/bin/env node
// `npm test`: every check the README promises, one after another, each with its duration; a summary at the end says
// where the time went (.ci/run prints it last). A failing step does not stop the later ones: one run shows every
// failure. Exits non-zero when any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit (domain, web)', 'npm run test:unit'],
  ['api (PGlite, PostgreSQL)', 'npm run test:api'],
  ['web build', 'npm run build'],
  ['browser (vitest harness)', 'npx vitest run --project e2e'],
  ['browser (Playwright Test)', 'node scripts/e2e.mjs'],
];

const results = [];
for (const [name, command] of steps) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}: ${command}\n`);
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  results.push({ name, seconds: (Date.now() - started) / 1000, ok: run.status === 0 });
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
const width = Math.max(...results.map((r) => r.name.length));
process.stdout.write('\nnpm test: where the time went\n');
for (const r of results)
  process.stdout.write(
    `  ${r.name.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.ok ? 'ok' : 'FAILED'}\n`,
  );
process.stdout.write(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
