import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LOCK, type RunAlone } from './advisory-locks';
import { createLockSession, runAloneInProcess } from './lock-session';
import { retryTransactionsOnConflict } from './retry-conflict';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function accepts the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** How many transactions ran a second time after a deadlock or serialization failure (PostgreSQL only). */
  conflictRetries: { retries: number };
  /** Runs a job's round only while no other process runs it (db/advisory-locks.ts JOB_LOCK). */
  runAlone: RunAlone;
};

/** Where the migrations this build ships are (db/database-state.ts reads their journal). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir/pglite (or in memory for tests).
 * Migrations are applied before the handle is returned; on PostgreSQL under an advisory lock, so when several
 * processes start at once the first applies them and the others wait, then find nothing left to apply.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  poolSize?: number;
  /** In-memory PGlite only: start from this dumped data directory (tests load one migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => {
      console.error(`database: idle connection lost (${(error as { code?: string }).code ?? error.message})`);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    try {
      await migrateAlone(options.databaseUrl);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const conflictRetries = { retries: 0 };
    retryTransactionsOnConflict(db as unknown as Db, conflictRetries);
    const locks = createLockSession(options.databaseUrl);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await locks.close();
        await pool.end();
      },
      conflictRetries,
      runAlone: locks.runAlone,
    };
  }
  let client: PGlite;
  // pg_trgm backs the Korean product-name search index (migration 0015).
  const extensions = { pg_trgm };
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  // One connection: PGlite runs one transaction at a time and never deadlocks.
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    conflictRetries: { retries: 0 },
    runAlone: runAloneInProcess,
  };
}

/**
 * drizzle's migrator on its own connection holding the migrations lock (a session lock: it is released when the
 * connection ends, also when this process dies half-way). Without it two processes on a fresh database both create
 * the journal and run the first migration, and one of them fails.
 */
async function migrateAlone(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [LOCK.migrations]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
