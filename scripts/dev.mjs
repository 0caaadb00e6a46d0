// `npm run dev`: the API from its TypeScript sources, restarted when they change (port 3000), and Vite's dev server
// on http://localhost:5173, which forwards the API's paths to it (apps/web/vite.config.ts). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const children = [
  spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--watch', path.join(root, 'apps/api/src/server.ts')],
    { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } },
  ),
  spawn('npm', ['run', 'dev', '-w', '@pcs/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending on its own ends the other, so nothing is left behind holding a port.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
