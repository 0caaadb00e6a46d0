import { type SQL, sql } from 'drizzle-orm';

/**
 * The outbox row's move to its chain's next step (decision 052), as the SET list of an UPDATE: the next step's
 * channel and address, due at once as a fresh message. Every right-hand side reads the row as it was, so they all
 * agree on the step. Used only in UPDATEs conditional on the step they end (its chain_step and status), so two
 * workers or a report racing the timeout sweep move a row on once.
 */
export const advanceStepSet = (now: Date): SQL => sql`
  chain_step = chain_step + 1,
  channel = chain -> (chain_step + 1) ->> 'channel',
  recipient = chain -> (chain_step + 1) ->> 'recipient',
  status = 'PENDING', attempts = 0, next_attempt_at = ${now}, step_deadline = null`;

/** Whether the row (by its alias) has a chain step after the current one. */
export const hasNextStep = (alias: string): SQL =>
  sql`(${sql.raw(alias)}.chain is not null and ${sql.raw(alias)}.chain_step + 1 < jsonb_array_length(${sql.raw(alias)}.chain))`;
