import { type SQL, sql } from 'drizzle-orm';

/*
 * The month-end close in shards (decision 037, amendment of 2026-12-03): the companies (vendors) split by a key
 * into CLOSE_SHARDS parts, each confirmed in its own transaction on its own connection, side by side, so that the
 * close's joins and writes use more than one core. One company's confirm takes its shard's lock shared, a shard of
 * the close takes it exclusively: they wait for each other instead of racing.
 */

/** How many parts the close is cut into (the machine's cores; more only queue for them). */
export const CLOSE_SHARDS = 2;

/** A part of the companies (vendors): those whose shard key modulo `count` is `index`; `count` divides CLOSE_SHARDS. */
export type CloseShard = { count: number; index: number };

const n = sql.raw(String(CLOSE_SHARDS));
/** A company's shard key (0 .. CLOSE_SHARDS - 1), in SQL. */
export const companyShardKeySql = (cmpyCd: SQL): SQL => sql`(((hashtext(${cmpyCd}) % ${n}) + ${n}) % ${n})`;
/** A vendor's shard key, in SQL. */
export const vendorShardKeySql = (vendorSn: SQL): SQL => sql`(${vendorSn} % ${n})`;

/** The condition that a shard key is in the part. */
export const inShardSql = (key: SQL, shard: CloseShard): SQL =>
  sql`${key} % ${sql.raw(String(shard.count))} = ${sql.raw(String(shard.index))}`;

/** The parts of a close cut into `count` (1 or a divisor of CLOSE_SHARDS). */
export function closeShards(count: number = CLOSE_SHARDS): CloseShard[] {
  if (!Number.isInteger(count) || count < 1 || CLOSE_SHARDS % count !== 0) {
    throw new Error(`a close is cut into a divisor of ${CLOSE_SHARDS} parts, not ${count}`);
  }
  return Array.from({ length: count }, (_, index) => ({ count, index }));
}

/** The shard keys a part covers: its transaction locks each of them. */
export const shardKeys = (shard: CloseShard): number[] =>
  Array.from({ length: CLOSE_SHARDS }, (_, k) => k).filter((k) => k % shard.count === shard.index);

/**
 * The parts' results once every part has finished (none is left running when the call returns); the first failure,
 * mapped, when a part failed.
 */
export async function settleShards<T>(
  parts: Promise<T>[],
  mapError: (error: unknown) => unknown,
): Promise<T[]> {
  const settled = await Promise.allSettled(parts);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw mapError(failed.reason);
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}
