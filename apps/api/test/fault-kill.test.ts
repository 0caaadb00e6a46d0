import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The fault scenario of bench/fault.ts at a small size, on every CI run: the server (TypeScript sources, no build)
 * on a database of its own on the test PostgreSQL, killed with SIGKILL during an apply burst, an Excel import's
 * transaction and an outbox send, restarted each time; the scenario exits 1 when anything acknowledged was lost,
 * applied twice, or a message was sent again beyond the sends under way at a kill.
 */
describe.runIf(process.env.PCS_TEST_BACKEND === 'postgres')('server killed mid-work (SIGKILL)', () => {
  it('loses nothing acknowledged and applies or sends nothing twice', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(root, 'bench/fault.ts')],
      {
        cwd: path.join(root, 'bench'),
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          BENCH_RUNTIME: 'tsx',
          FAULT_RECIPIENTS: '300',
          FAULT_IMPORT_ROWS: '500',
          FAULT_MESSAGES: '1500',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0 });
    expect(output).toContain('all checks held');
  }, 240_000);
});
