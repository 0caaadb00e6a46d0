import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

const WINDOW_MS = 60_000;

/**
 * One call against a key's fixed one-minute window (decision 038): a single upsert that starts a new window when
 * the old one ended, so every process shares the count without a read-then-write.
 *
 * Its commit does not wait for the disk (synchronous_commit off for this statement's own transaction, set inside
 * it): a count lost in a crash lets a key make a few more calls, and otherwise every call of the API would wait for
 * one WAL flush (measured in bench:integrations).
 */
export async function takeCall(
  db: Db,
  apiKeySn: number,
  now: Date,
): Promise<{ hits: number; resetAt: Date }> {
  const at = now.toISOString();
  const windowEnd = new Date(now.getTime() + WINDOW_MS).toISOString();
  const [row] = await queryRows<{ hits: number; reset_at: Date | string }>(
    db,
    sql`with async_commit as materialized (select set_config('synchronous_commit', 'off', true) as setting)
      insert into api_rate_limit (rate_key, hits, reset_at)
      select ${`key:${apiKeySn}`}, 1, ${windowEnd}::timestamptz from async_commit
      on conflict (rate_key) do update set
        hits = case when api_rate_limit.reset_at <= ${at}::timestamptz then 1 else api_rate_limit.hits + 1 end,
        reset_at = case when api_rate_limit.reset_at <= ${at}::timestamptz then ${windowEnd}::timestamptz
          else api_rate_limit.reset_at end
      returning hits, reset_at`,
  );
  if (!row) throw new Error('api_rate_limit upsert returned no row');
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}
