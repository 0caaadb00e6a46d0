import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apiRequestLog } from '../../../db/schema/index';

type LogRow = typeof apiRequestLog.$inferInsert;

/** The crash bound of the request log (decision 054): a line waits at most this long for its insert... */
export const REQUEST_LOG_FLUSH_MS = 1_000;
/** ...or until this many lines are waiting. */
export const REQUEST_LOG_FLUSH_ROWS = 500;

/**
 * A batch in one statement of a fixed text (one array per column), as the access log's groups: a batch of 500 built
 * by the query builder as a multi-row insert was most of the server's remaining query-building CPU.
 */
function insertLines(db: Db, batch: LogRow[]) {
  // sql.param: one parameter holding the array (a bare array would be spread into a list).
  const column = (values: unknown[]) => sql.param(values);
  return db.execute(sql`
    insert into ${apiRequestLog} (api_key_sn, method, route, status, ms, at)
    select k, m, r, s, t, coalesce(a, now())
    from unnest(${column(batch.map((l) => l.apiKeySn))}::int[], ${column(batch.map((l) => l.method))}::varchar[],
      ${column(batch.map((l) => l.route))}::varchar[], ${column(batch.map((l) => l.status))}::int[],
      ${column(batch.map((l) => l.ms))}::int[], ${column(batch.map((l) => l.at?.toISOString() ?? null))}::timestamptz[])
      as l(k, m, r, s, t, a)`);
}

/**
 * The public API's request log (decision 038), written after the reply in batches: one multi-row insert a second
 * (or per 500 calls) instead of a commit inside every call. A process that dies loses at most its last second of
 * log lines (at most 500 a batch, plus the batch being written), never a call's effect; a graceful stop writes them
 * all (onClose).
 */
export function requestLogWriter(db: Db, log: { error: (obj: object, msg: string) => void }) {
  let rows: LogRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (rows.length === 0) return writing;
    const batch = rows;
    rows = [];
    writing = writing
      .then(() => insertLines(db, batch))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, rows: batch.length }, 'api request log write failed'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), REQUEST_LOG_FLUSH_MS);
  timer.unref();
  return {
    add(row: LogRow): void {
      rows.push(row);
      if (rows.length >= REQUEST_LOG_FLUSH_ROWS) void flush();
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
