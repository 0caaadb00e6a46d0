import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/** A column of a bulk insert: its name in the table (snake_case), its PostgreSQL array type and how to read it. */
export type BulkColumn<R> = {
  name: string;
  type: 'text' | 'integer' | 'timestamptz' | 'jsonb';
  value: (row: R) => string | number | Date | null;
};

/** Rows per statement: one array parameter per column, so the row count is bounded by memory, not by 65,535 params. */
const CHUNK_ROWS = 5000;

/**
 * Inserts many rows as `insert ... select * from unnest($1::text[], $2::text[], ...)`: one statement per 5,000 rows
 * with one array parameter per column. PostgreSQL's fastest path short of COPY, and far lighter on the API than a
 * VALUES list of 17,000 bound parameters per 1,000 rows (the query builder's cost dominated a 10,000-row import).
 * Columns left out take their defaults. For imports only: the caller has already checked every row. `onConflict`
 * (e.g. sql`on conflict (a, b) do nothing`) follows each statement; the rows it inserted are then counted. Returns how
 * many rows went in.
 */
export async function bulkInsert<R>(
  db: Executor,
  table: string,
  columns: readonly BulkColumn<R>[],
  rows: readonly R[],
  options: { onConflict?: SQL } = {},
): Promise<number> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const arrays: SQL[] = columns.map((c) => {
      const values = chunk.map((row) => {
        const v = c.value(row);
        return v instanceof Date ? v.toISOString() : v;
      });
      // sql.param keeps the array one parameter (a bare array in sql`` would be spread into a list).
      return sql`${sql.param(values)}::${sql.raw(c.type)}[]`;
    });
    const insert = sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
    if (!options.onConflict) {
      await db.execute(insert);
      inserted += chunk.length;
      continue;
    }
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`with ins as (${insert} ${options.onConflict} returning 1) select count(*)::int as n from ins`,
    );
    inserted += counted?.n ?? 0;
  }
  return inserted;
}
