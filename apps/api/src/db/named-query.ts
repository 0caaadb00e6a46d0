import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/** What drizzle keeps on a database or transaction handle (not part of its typed API). */
type Internals = {
  session?: { client?: unknown };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/**
 * Runs a raw statement whose text never changes as a named prepared statement on PostgreSQL, so the server parses
 * and plans it once per connection instead of on every call (the apply statements are CTEs over five
 * tables, and planning them was most of the database's CPU per apply). On PGlite, which has no such connection, it
 * runs as an ordinary statement. Rows come back as the driver gives them (snake_case columns).
 */
export async function executeNamed<T extends object>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const internals = db as unknown as Internals;
  const client = internals.session?.client;
  if (client instanceof pg.Client || client instanceof pg.Pool) {
    const { sql: text, params } = internals.dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  return queryRows<T>(db, query);
}
