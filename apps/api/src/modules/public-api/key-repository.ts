import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKey, company } from '../../db/schema/index';

/** The API keys of one company, or of all (null = operators' view), newest first. */
export function listKeys(db: Executor, cmpyCd: string | null) {
  return db
    .select({
      apiKeySn: apiKey.apiKeySn,
      cmpyCd: apiKey.cmpyCd,
      cmpyNm: company.cmpyNm,
      keyNm: apiKey.keyNm,
      keyPrefix: apiKey.keyPrefix,
      scopes: apiKey.scopes,
      perMinute: apiKey.perMinute,
      createdAt: apiKey.createdAt,
      rotatedAt: apiKey.rotatedAt,
      revokedAt: apiKey.revokedAt,
      lastUsedAt: apiKey.lastUsedAt,
      mode: apiKey.mode,
      expiresAt: apiKey.expiresAt,
      allowedIps: apiKey.allowedIps,
    })
    .from(apiKey)
    .leftJoin(company, eq(company.cmpyCd, apiKey.cmpyCd))
    .where(cmpyCd ? eq(apiKey.cmpyCd, cmpyCd) : undefined)
    .orderBy(desc(apiKey.createdAt), desc(apiKey.apiKeySn))
    .limit(500);
}

export async function findKey(db: Executor, apiKeySn: number) {
  const [row] = await db
    .select({
      apiKeySn: apiKey.apiKeySn,
      cmpyCd: apiKey.cmpyCd,
      keyPrefix: apiKey.keyPrefix,
      revokedAt: apiKey.revokedAt,
      mode: apiKey.mode,
    })
    .from(apiKey)
    .where(eq(apiKey.apiKeySn, apiKeySn));
  return row ?? null;
}

/** The key a request presents, by its prefix. */
export async function keyByPrefix(db: Executor, keyPrefix: string) {
  const [row] = await db
    .select({
      apiKeySn: apiKey.apiKeySn,
      cmpyCd: apiKey.cmpyCd,
      scopes: apiKey.scopes,
      secretHash: apiKey.secretHash,
      perMinute: apiKey.perMinute,
      revokedAt: apiKey.revokedAt,
      lastUsedAt: apiKey.lastUsedAt,
      createdBy: apiKey.createdBy,
      mode: apiKey.mode,
      expiresAt: apiKey.expiresAt,
      allowedIps: apiKey.allowedIps,
    })
    .from(apiKey)
    .where(eq(apiKey.keyPrefix, keyPrefix));
  return row ?? null;
}

export async function insertKey(db: Executor, row: typeof apiKey.$inferInsert): Promise<number> {
  const [saved] = await db.insert(apiKey).values(row).returning({ apiKeySn: apiKey.apiKeySn });
  return (saved as { apiKeySn: number }).apiKeySn;
}

/** A new secret (and prefix) for a live key: conditional on not revoked, so the old secret stops at once. */
export async function replaceSecret(
  db: Executor,
  apiKeySn: number,
  set: { keyPrefix: string; secretHash: string; rotatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set(set)
    .where(and(eq(apiKey.apiKeySn, apiKeySn), isNull(apiKey.revokedAt)))
    .returning({ apiKeySn: apiKey.apiKeySn });
  return rows.length === 1;
}

/** Revokes a live key once; false when it was already revoked. */
export async function revokeKey(db: Executor, apiKeySn: number, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(apiKey.apiKeySn, apiKeySn), isNull(apiKey.revokedAt)))
    .returning({ apiKeySn: apiKey.apiKeySn });
  return rows.length === 1;
}

/** last_used_at at most once a minute: a conditional update that is a no-op on most calls. */
export async function touchKey(db: Executor, apiKeySn: number, now: Date): Promise<void> {
  await db
    .update(apiKey)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKey.apiKeySn, apiKeySn),
        or(
          isNull(apiKey.lastUsedAt),
          lt(apiKey.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}
