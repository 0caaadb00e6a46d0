import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

const WINDOW_MS = 60_000;
/** A process claims at most this many calls of a key at once (decision 054). */
export const MAX_CLAIM = 100;

/**
 * How many calls a process claims from the shared counter at a time: 1% of the key's limit (at least 1, at most
 * MAX_CLAIM). The calls a process claimed and did not use are lost to the key when the window ends, so a key may
 * be refused up to 1% of its limit early per process; it is never let past its limit.
 */
export const claimSizeOf = (perMinute: number): number =>
  Math.max(1, Math.min(MAX_CLAIM, Math.floor(perMinute / 100)));

/**
 * Claims `n` calls against a key's fixed one-minute window (decision 038): a single upsert that starts a new window
 * when the old one ended, so every process shares the count without a read-then-write. Returns the count after
 * the claim: the calls (hits - n, hits] are this claim's, those up to the limit may be made.
 *
 * Its commit does not wait for the disk (synchronous_commit off for this statement's own transaction, set inside
 * it): a count lost in a crash lets a key make a few more calls, and otherwise every claim would wait for one WAL
 * flush.
 */
export async function claimCalls(
  db: Db,
  apiKeySn: number,
  n: number,
  now: Date,
): Promise<{ hits: number; resetAt: Date }> {
  const at = now.toISOString();
  const windowEnd = new Date(now.getTime() + WINDOW_MS).toISOString();
  const [row] = await queryRows<{ hits: number; reset_at: Date | string }>(
    db,
    sql`with async_commit as materialized (select set_config('synchronous_commit', 'off', true) as setting)
      insert into api_rate_limit (rate_key, hits, reset_at)
      select ${`key:${apiKeySn}`}, ${n}::int, ${windowEnd}::timestamptz from async_commit
      on conflict (rate_key) do update set
        hits = case when api_rate_limit.reset_at <= ${at}::timestamptz then ${n}::int
          else api_rate_limit.hits + ${n}::int end,
        reset_at = case when api_rate_limit.reset_at <= ${at}::timestamptz then ${windowEnd}::timestamptz
          else api_rate_limit.reset_at end
      returning hits, reset_at`,
  );
  if (!row) throw new Error('api_rate_limit upsert returned no row');
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

export type CallVerdict = { allowed: boolean; remaining: number; resetAt: Date };

type KeyWindow = {
  resetAt: number;
  /** Calls this process claimed in the window and has not used yet. */
  left: number;
  /** The shared count as of this process's last claim. */
  hits: number;
  /** The shared count passed the limit: refused until the window ends, without asking the database again. */
  spent: boolean;
};

/**
 * The per-key throttle of one process (decision 054). Calls are claimed from the shared counter (claimCalls) in
 * blocks of claimSizeOf(perMinute) and handed out here, so most calls make no round trip, while the limit holds
 * across every process: a call is let through only with a claim counted under the limit. Concurrent calls of a
 * key that find no claimed call left wait for one claim between them.
 */
export function createThrottle(db: Db) {
  const windows = new Map<number, KeyWindow>();
  const claiming = new Map<number, Promise<void>>();

  const claim = async (apiKeySn: number, perMinute: number, now: Date): Promise<void> => {
    const n = claimSizeOf(perMinute);
    const { hits, resetAt } = await claimCalls(db, apiKeySn, n, now);
    // The calls (hits - n, hits] are ours; those past the limit are not to be made.
    const granted = Math.max(0, Math.min(hits, perMinute) - (hits - n));
    windows.set(apiKeySn, { resetAt: resetAt.getTime(), left: granted, hits, spent: granted === 0 });
  };

  const prune = (at: number) => {
    if (windows.size < 10_000) return;
    for (const [sn, w] of windows) if (w.resetAt <= at) windows.delete(sn);
  };

  return {
    async take(apiKeySn: number, perMinute: number, now: Date): Promise<CallVerdict> {
      const at = now.getTime();
      for (;;) {
        const w = windows.get(apiKeySn);
        if (w && w.resetAt > at) {
          const resetAt = new Date(w.resetAt);
          if (w.left > 0) {
            w.left -= 1;
            return { allowed: true, remaining: Math.max(0, perMinute - w.hits + w.left), resetAt };
          }
          if (w.spent) return { allowed: false, remaining: 0, resetAt };
        }
        const pending = claiming.get(apiKeySn);
        if (pending) {
          await pending;
          continue;
        }
        prune(at);
        const next = claim(apiKeySn, perMinute, now).finally(() => claiming.delete(apiKeySn));
        claiming.set(apiKeySn, next);
        await next;
      }
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
