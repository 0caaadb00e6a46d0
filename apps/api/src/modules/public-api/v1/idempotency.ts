import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { apiIdempotency } from '../../../db/schema/index';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim with no reply after this long belongs to a request whose process died (or whose reply could not be kept):
 * the next try may take it over instead of meeting 409 for a day. No call of the API runs this long.
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

/** JSON with object keys sorted at every level: two bodies that mean the same hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHashOf = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

type Key = { apiKeySn: number; idemKey: string; route: string };
const where = (k: Key) =>
  and(
    eq(apiIdempotency.apiKeySn, k.apiKeySn),
    eq(apiIdempotency.idemKey, k.idemKey),
    eq(apiIdempotency.route, k.route),
  );

export type Claim =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'running' };

/**
 * Claims an Idempotency-Key for this request (decision 038): the insert that wins runs the request; a repeat gets
 * the stored reply, another body 422, and a repeat while the first still runs 409. A row older than 24 h is
 * replaced (the sweep may not have run yet); a claim left without a reply for IDEMPOTENCY_ABANDONED_MS is taken
 * over by the next try (a process died mid-request).
 */
export async function claimIdempotency(db: Db, k: Key, requestHash: string, now: Date): Promise<Claim> {
  await db
    .delete(apiIdempotency)
    .where(and(where(k), lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))));
  const inserted = await db
    .insert(apiIdempotency)
    .values({ ...k, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ route: apiIdempotency.route });
  if (inserted.length === 1) return { kind: 'first' };
  const [row] = await db
    .select({
      requestHash: apiIdempotency.requestHash,
      status: apiIdempotency.status,
      body: apiIdempotency.body,
    })
    .from(apiIdempotency)
    .where(where(k));
  if (!row) return claimIdempotency(db, k, requestHash, now);
  if (row.status === null) {
    const takenOver = await db
      .update(apiIdempotency)
      .set({ requestHash, createdAt: now })
      .where(
        and(
          where(k),
          sql`${apiIdempotency.status} is null`,
          lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS)),
        ),
      )
      .returning({ route: apiIdempotency.route });
    if (takenOver.length === 1) return { kind: 'first' };
  }
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  if (row.status === null) return { kind: 'running' };
  return { kind: 'replay', status: row.status, body: row.body };
}

/** Keeps the reply of the request that claimed the key. */
export async function settleIdempotency(db: Db, k: Key, status: number, body: unknown): Promise<void> {
  await db
    .update(apiIdempotency)
    .set({ status, body: sql`${JSON.stringify(body)}::jsonb` })
    .where(where(k));
}

/** A failed (5xx) or throttled first try frees the key, so the client may retry it. */
export async function releaseIdempotency(db: Db, k: Key): Promise<void> {
  await db.delete(apiIdempotency).where(and(where(k), sql`${apiIdempotency.status} is null`));
}
