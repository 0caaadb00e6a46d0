import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, migrationsFolder } from './client';
import { queryRows } from './query-rows';

/** The newest migration this build ships (drizzle's journal; the migrator records each one's `when`). */
let shippedMigration: number | null = null;
const newestShippedMigration = (): number => {
  if (shippedMigration === null) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    shippedMigration = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return shippedMigration;
};

/**
 * Has the database every migration this build ships? A query, so it also proves the database answers. A newer
 * build's migrations applied by another process count as applied (they only add).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ latest: string | null }>(
    db,
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.latest ?? 0) >= newestShippedMigration();
}

/** node-postgres pool figures (connections in use, callers waiting for one); null on PGlite, which has no pool. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | null {
  // drizzle keeps the driver's client on the handle; only node-postgres has a pool.
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}
