import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { executeNamed } from '../../db/named-query';
import { appUser, personalDataAccessLog } from '../../db/schema/index';

export const insertAccess = (
  db: Executor,
  rows: typeof personalDataAccessLog.$inferInsert | (typeof personalDataAccessLog.$inferInsert)[],
) => db.insert(personalDataAccessLog).values(Array.isArray(rows) ? rows : [rows]);

type AccessRow = typeof personalDataAccessLog.$inferInsert;

/**
 * Many rows in one short statement of a fixed text (one array per column): a group of the public API's reads
 * (decision 054) costs neither the query builder's work per row nor a new statement text per group size. Named, so
 * PostgreSQL parses and plans it once per connection (0.18 ms a group against 0.31 ms re-planned, pgbench).
 */
export async function insertAccessRows(db: Executor, rows: AccessRow[]): Promise<void> {
  // sql.param: one parameter holding the array (a bare array would be spread into a list).
  const column = <K extends keyof AccessRow>(key: K) => sql.param(rows.map((r) => r[key] ?? null));
  await executeNamed(
    db,
    'access_log_rows',
    sql`
    insert into ${personalDataAccessLog}
      (actor_unq_user_id, actor_auth_cd, action, target, cmpy_cd, target_id, row_count, reason)
    select * from unnest(${column('actorUnqUserId')}::varchar[], ${column('actorAuthCd')}::varchar[],
      ${column('action')}::varchar[], ${column('target')}::varchar[], ${column('cmpyCd')}::varchar[],
      ${column('targetId')}::varchar[], ${column('rowCount')}::int[], ${column('reason')}::varchar[])`,
  );
}

export type AccessLogFilter = {
  searchText: string | null;
  action: string | null;
  target: string | null;
  from: Date | null;
  to: Date | null;
};

function conditions(f: AccessLogFilter): SQL | undefined {
  return and(
    f.searchText
      ? or(
          ilike(appUser.userNm, containsPattern(f.searchText)),
          ilike(appUser.userId, containsPattern(f.searchText)),
        )
      : undefined,
    f.action ? eq(personalDataAccessLog.action, f.action) : undefined,
    f.target ? eq(personalDataAccessLog.target, f.target) : undefined,
    f.from ? gte(personalDataAccessLog.createdAt, f.from) : undefined,
    f.to ? lt(personalDataAccessLog.createdAt, f.to) : undefined,
  );
}

export const countAccess = (db: Executor, f: AccessLogFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(personalDataAccessLog)
    .leftJoin(appUser, eq(appUser.unqUserId, personalDataAccessLog.actorUnqUserId))
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const listAccess = (
  db: Executor,
  f: AccessLogFilter,
  order: 'asc' | 'desc',
  offset: number,
  limit: number,
) =>
  db
    .select({
      logSn: personalDataAccessLog.logSn,
      actorUnqUserId: personalDataAccessLog.actorUnqUserId,
      actorUserId: appUser.userId,
      actorNm: appUser.userNm,
      actorAuthCd: personalDataAccessLog.actorAuthCd,
      action: personalDataAccessLog.action,
      target: personalDataAccessLog.target,
      cmpyCd: personalDataAccessLog.cmpyCd,
      targetId: personalDataAccessLog.targetId,
      rowCount: personalDataAccessLog.rowCount,
      reason: personalDataAccessLog.reason,
      createdAt: personalDataAccessLog.createdAt,
    })
    .from(personalDataAccessLog)
    .leftJoin(appUser, eq(appUser.unqUserId, personalDataAccessLog.actorUnqUserId))
    .where(conditions(f))
    .orderBy(order === 'asc' ? personalDataAccessLog.logSn : desc(personalDataAccessLog.logSn))
    .limit(limit)
    .offset(offset);
