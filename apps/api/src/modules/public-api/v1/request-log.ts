import type { Db } from '../../../db/client';
import { apiRequestLog } from '../../../db/schema/index';

type LogRow = typeof apiRequestLog.$inferInsert;

/** The crash bound of the request log (decision 054): a line waits at most this long for its insert... */
export const REQUEST_LOG_FLUSH_MS = 1_000;
/** ...or until this many lines are waiting. */
export const REQUEST_LOG_FLUSH_ROWS = 500;

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
      .then(() => db.insert(apiRequestLog).values(batch))
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
