import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, userSession } from '../../db/schema/index';

export async function insertSession(
  db: Executor,
  row: { tokenHash: string; unqUserId: string; loginAt: Date; expiresAt: Date; verifiedTelNo?: string },
): Promise<void> {
  await db.insert(userSession).values({ ...row, lastUsedAt: row.loginAt });
}

const liveSessionQuery = (db: Executor) =>
  db
    .select({
      tokenHash: userSession.tokenHash,
      loginAt: userSession.loginAt,
      lastUsedAt: userSession.lastUsedAt,
      expiresAt: userSession.expiresAt,
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      authCd: appUser.authCd,
      solCd: appUser.solCd,
      cmpyCd: appUser.cmpyCd,
      vendorSn: appUser.vendorSn,
      useYn: appUser.useYn,
      firstLoginYn: appUser.firstLoginYn,
      pwdChangedAt: appUser.pwdChangedAt,
    })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.unqUserId, userSession.unqUserId))
    .where(
      and(
        eq(userSession.tokenHash, sql.placeholder('tokenHash')),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session');

/**
 * Every guarded call runs this first: built once per database handle and sent as a named prepared statement, so
 * neither the query builder nor the server's parser and planner work on it per call.
 */
const preparedLiveSession = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/** The live session of a token hash with its user, or null. */
export function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  let query = preparedLiveSession.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    preparedLiveSession.set(db, query);
  }
  return query.execute({ tokenHash, now }).then((rows) => rows[0] ?? null);
}

/** The phone a phone login confirmed for this live session (null: it was opened another way, or is gone). */
export async function sessionVerifiedTelNo(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ verifiedTelNo: userSession.verifiedTelNo })
    .from(userSession)
    .where(
      and(
        eq(userSession.tokenHash, tokenHash),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, now),
      ),
    );
  return row?.verifiedTelNo ?? null;
}

export async function touchSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(userSession).set({ lastUsedAt: now }).where(eq(userSession.tokenHash, tokenHash));
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(and(eq(userSession.tokenHash, tokenHash), isNull(userSession.revokedAt)));
}
