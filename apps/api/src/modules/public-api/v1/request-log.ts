import type { Db } from '../../../db/client';
import { apiRequestLog } from '../../../db/schema/index';

type LogRow = typeof apiRequestLog.$inferInsert;

const FLUSH_MS = 1_000;
const FLUSH_ROWS = 500;

/**
 * The public API's request log (decision 038), written after the reply in batches: one multi-row insert a second
 * (or per 500 calls) instead of a commit inside every call. A process that dies loses at most its last second of
 * log lines, never a call's effect.
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
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    add(row: LogRow): void {
      rows.push(row);
      if (rows.length >= FLUSH_ROWS) void flush();
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
