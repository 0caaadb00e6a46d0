// Builds the API into apps/api/dist (one ES module, server.js, plus its migrations) so `npm start` runs plain
// JavaScript instead of transpiling TypeScript at run time (decision 020). Packages stay external (node_modules);
// the workspace's own @pcs/domain, published as TypeScript sources, is bundled in. Skips the build when dist is
// newer than every source. `node scripts/build-api.mjs --force` always builds.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const out = path.join(api, 'dist');
const entry = path.join(out, 'server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Bundles one TypeScript entry of the API for plain Node as `npm start` runs the server: one ES module, packages left
 * to node_modules, @pcs/domain's sources bundled in, the migrations copied beside it (db/client.ts finds them next to
 * itself). The tax-year bench builds its pass with it, so it measures what production runs.
 */
export async function bundleForNode(entryPoint, outfile) {
  const deps = Object.keys(JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8')).dependencies);
  await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // The workspace package is TypeScript source: bundle it; every other package is loaded from node_modules.
    external: deps.filter((d) => d !== '@pcs/domain'),
    conditions: ['source'],
    logLevel: 'warning',
  });
  cpSync(path.join(api, 'src/db/migrations'), path.join(path.dirname(outfile), 'migrations'), {
    recursive: true,
  });
}

export async function buildApi({ force = false } = {}) {
  const sources = Math.max(
    newestMtime(path.join(api, 'src')),
    newestMtime(path.join(root, 'packages/domain/src')),
    statSync(path.join(api, 'package.json')).mtimeMs,
  );
  if (!force && existsSync(entry) && statSync(entry).mtimeMs >= sources) return false;
  rmSync(out, { recursive: true, force: true });
  await bundleForNode(path.join(api, 'src/server.ts'), entry);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildApi({ force: process.argv.includes('--force') });
  if (built) console.info('Built the API (apps/api/dist/server.js).');
}
