/**
 * PostgreSQL's deadlock_detected (40P01) and serialization_failure (40001): the server rolled the transaction back
 * whole, so running it again is safe. Every path follows one lock order (decision 024) so these should not happen;
 * a retry is the net under a rare overlap the order does not cover, never a reason to ignore the order.
 */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** True when the error, or any cause drizzle wrapped it in, is a deadlock or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth += 1
  ) {
    if (typeof e.code === 'string' && RETRYABLE_SQLSTATES.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Runs `work`; when it meets a deadlock or serialization failure, runs it once more before answering. */
export async function retryOnConflict<T>(work: () => Promise<T>, onRetry?: () => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    onRetry?.();
    return work();
  }
}

/**
 * Makes every top-level `db.transaction(...)` of this handle retry once on a deadlock or serialization failure, so
 * no use case answers 500 for one. Nested transactions (savepoints, `tx.transaction`) are not wrapped: the outer one
 * retries as a whole. The work must not have effects outside the database that a second run would repeat (calls to
 * a payment gateway run after the commit: decision 023).
 */
export function retryTransactionsOnConflict<A extends unknown[], R>(
  db: { transaction: (...args: A) => Promise<R> },
  counter?: { retries: number },
): void {
  const run = db.transaction.bind(db);
  db.transaction = (...args: A) =>
    retryOnConflict(
      () => run(...args),
      () => {
        if (counter) counter.retries += 1;
      },
    );
}
