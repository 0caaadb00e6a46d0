/**
 * The measured part of bench:tax (tax-year.ts builds this file and runs it as its own process): a process shaped like
 * the API server, compiled to plain JavaScript as `npm start` runs it (scripts/build-api.mjs, decision 020), with the
 * server's whole app built (every plugin and route registered, not listening), then forEachEmployeeYear over every
 * company. Its memory is therefore the server's baseline plus the pass, without the TypeScript loader the bench itself
 * runs under. Prints one JSON line on stdout.
 *
 * Environment: DATABASE_URL (the scale database), TAX_YEAR.
 */

import { createFileStorage } from '../apps/api/src/adapters/storage/create-file-storage';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { forEachEmployeeYear } from '../apps/api/src/modules/tax';

const MB = 1024 * 1024;

async function main(): Promise<void> {
  const year = Number(process.env.TAX_YEAR);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/pcs-bench-tax',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, poolSize: 2 });
  const app = await buildApp({
    db: database.db,
    config,
    now: () => new Date(),
    storage: await createFileStorage(config),
    logger: false,
  });
  await app.ready();
  const rssIdle = process.memoryUsage.rss();
  const t0 = performance.now();
  let taxable = 0;
  const result = await forEachEmployeeYear(database.db, year, new Date(), null, (_id, _c, f) => {
    if (f.vatTaxable > 0 || f.incomeTaxable > 0) taxable += 1;
  });
  const ms = performance.now() - t0;
  // getrusage's ru_maxrss: the kernel's high-water mark of this process's resident set since it started (KiB).
  const peakRss = process.resourceUsage().maxRSS * 1024;
  await app.close();
  await database.close();
  process.stdout.write(
    `${JSON.stringify({ ms, rssIdle, peakRss, peakRssMb: peakRss / MB, taxable, result })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
