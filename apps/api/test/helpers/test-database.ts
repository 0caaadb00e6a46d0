import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * A fresh database per test file: in-memory PGlite by default; with PCS_TEST_BACKEND=postgres, a new database
 * on the server of TEST_DATABASE_URL that is dropped afterwards, so files never see each other's rows. Both start
 * from the run's migrated template when the global setup made one (global-database.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const backend = process.env.PCS_TEST_BACKEND ?? 'pglite';
  if (backend !== 'postgres') {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    return openDatabase({ databaseUrl: null, dataDir: null, ...(loadDataDir ? { loadDataDir } : {}) });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PCS_TEST_BACKEND=postgres needs TEST_DATABASE_URL');
  // The worker's pid in the name lets a later run drop what a killed run left (global-database.ts).
  const name = `pcs_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 20 });
  return {
    ...database,
    kind: 'postgres',
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; a forced drop would then kill live connections
      // whose FATAL 57P01 surfaces as an uncaught error. Wait for them to leave first.
      for (let i = 0; i < 50; i += 1) {
        const open = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
