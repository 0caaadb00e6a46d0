import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped data directory of a migrated PGlite (api project), or '' to migrate per file. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy per file (api-postgres project), or ''. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per test file: each file then starts from a copy (PGlite loads the dumped
 * data directory, PostgreSQL creates its database WITH TEMPLATE). The copies still run the migrator, which finds
 * nothing to do, so a file never sees a schema behind the migrations. Names are unique per run: other runs on the
 * same machine and server keep their own template.
 */
export default async function setup(project: TestProject) {
  const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', '');
  const backend = project.config.env?.PCS_TEST_BACKEND ?? 'pglite';

  if (backend !== 'postgres') {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(tmpdir(), `pcs-pglite-template-${run}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rm(file, { force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PCS_TEST_BACKEND=postgres needs TEST_DATABASE_URL');
  await dropLeftovers(adminUrl);
  const name = `pcs_template_${run}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 1 });
  await database.close();
  await waitUntilUnused(adminUrl, name);
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

/**
 * A run that was killed leaves its template and its files' databases on the server. Their names carry the pid of the
 * process that made them; on a server of this machine, those whose process is gone are dropped. A server elsewhere
 * may serve other machines' runs, whose pids mean nothing here: nothing is dropped there.
 */
async function dropLeftovers(adminUrl: string) {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(adminUrl).hostname)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^pcs_(template|test)_[0-9]+_'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^pcs_(?:template|test)_(\d+)_/.exec(datname)?.[1]);
      if (isAlive(pid)) continue;
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** pool.end() resolves before its sockets have closed; a template with a session left cannot be copied. */
export async function waitUntilUnused(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i += 1) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.end();
  }
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
