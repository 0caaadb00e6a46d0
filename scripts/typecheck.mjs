// Type-checks every project, as many at once as the machine has cores (one tsc is single-threaded); prints each
// project's errors together and fails when any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The largest first, so the small ones fill in beside it.
const order = ['apps/web', 'apps/api', 'apps/web/e2e', 'bench', 'packages/domain', 'packages/client'];

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...order];
const workers = Array.from(
  { length: Math.max(1, Math.min(availableParallelism(), queue.length)) },
  async () => {
    let ok = true;
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await check(p)) && ok;
    return ok;
  },
);
const results = await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
