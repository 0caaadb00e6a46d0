import type { Db } from '../../db/client';

/** What the engine's steps need: the database and the clock (tests pass their own). */
export type OccasionDeps = { db: Db; now: () => Date };

/**
 * Recomputes the occurrences of these people after their HR data changed (birth, hire or leave date, a life event
 * approved or withdrawn): what no longer holds and was not sent is cancelled, what is new is queued.
 */
export async function recomputeOccasionsOf(
  _deps: OccasionDeps,
  _unqUserIds: readonly string[],
): Promise<void> {}

/** Recomputes a company's unsent occurrences after one of its rules was saved, switched off or deleted. */
export async function recomputeCompanyOccasions(_deps: OccasionDeps, _cmpyCd: string): Promise<void> {}
