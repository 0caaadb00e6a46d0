import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apiRateLimit } from '../../../db/schema/index';

const WINDOW_MS = 60_000;

/**
 * One call against a key's fixed one-minute window (decision 038): a single upsert that starts a new window when
 * the old one ended, so every process shares the count without a read-then-write.
 */
export async function takeCall(
  db: Db,
  apiKeySn: number,
  now: Date,
): Promise<{ hits: number; resetAt: Date }> {
  const windowEnd = new Date(now.getTime() + WINDOW_MS);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(apiRateLimit)
    .values({ rateKey: `key:${apiKeySn}`, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: apiRateLimit.rateKey,
      set: {
        hits: sql`case when ${apiRateLimit.resetAt} <= ${nowSql} then 1 else ${apiRateLimit.hits} + 1 end`,
        resetAt: sql`case when ${apiRateLimit.resetAt} <= ${nowSql} then ${windowEnd.toISOString()}::timestamptz else ${apiRateLimit.resetAt} end`,
      },
    })
    .returning({ hits: apiRateLimit.hits, resetAt: apiRateLimit.resetAt });
  return row as { hits: number; resetAt: Date };
}
