import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';

/**
 * Another server process on the test file's database: on PostgreSQL a pool (and job-lock connection) of its own,
 * so its sessions and advisory locks are really concurrent; PGlite is one connection in one process, so there it is
 * the same handle, closed with the file.
 */
export async function openOtherProcess(database: Database, poolSize = 5): Promise<Database> {
  if (process.env.PCS_TEST_BACKEND !== 'postgres') return { ...database, close: async () => {} };
  return openDatabase({ databaseUrl: await testDatabaseUrl(database), dataDir: null, poolSize });
}

/** The address of the test file's own PostgreSQL database (for a listener, a second pool or a child process). */
export async function testDatabaseUrl(database: Pick<Database, 'db'>): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}
