import type { Results } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import type { Executor } from './client';

/** The part of a raw statement's result both drivers share: node-postgres' QueryResult and PGlite's Results. */
type RowsResult<T> = { rows: T[] };

type Row = Record<string, unknown>;
type HasRows<R> = R extends RowsResult<Row> ? true : false;
type Holds<T extends true> = T;
/**
 * Drizzle types a raw `execute()` on the shared `Db` type as unknown, because the two drivers return different
 * objects; both carry the rows under `rows`. This stops compiling if either driver stops doing so, so that the one
 * cast in queryRows stays true.
 */
export type DriversReturnRows = [Holds<HasRows<QueryResult<Row>>>, Holds<HasRows<Results<Row>>>];

/**
 * Runs a raw SQL statement (on the database or an open transaction, PGlite or PostgreSQL) and returns its rows,
 * typed as the statement's select list promises. The column names are the statement's (alias them in camelCase
 * where the caller wants camelCase); the values are what the driver gives (a timestamp may come as a Date or a
 * string, a bigint as a string): type them so.
 */
export async function queryRows<T extends object = Row>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as RowsResult<T>;
  return result.rows;
}
