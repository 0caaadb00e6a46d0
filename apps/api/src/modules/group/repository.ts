import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { groupMemberCount } from '../../db/member-count';
import { appUser, code, company, companyGroup } from '../../db/schema/index';

export type GroupFilter = {
  cmpyCd: string | null;
  searchText: string | null;
  grupTypeCd: string | null;
  useYn: 'Y' | 'N' | null;
  from: Date | null;
  to: Date | null;
};

function conditions(f: GroupFilter): SQL | undefined {
  return and(
    f.cmpyCd ? eq(companyGroup.cmpyCd, f.cmpyCd) : undefined,
    f.searchText
      ? or(
          ilike(companyGroup.grupNm, containsPattern(f.searchText)),
          ilike(companyGroup.grupCd, containsPattern(f.searchText)),
        )
      : undefined,
    f.grupTypeCd ? eq(companyGroup.grupTypeCd, f.grupTypeCd) : undefined,
    f.useYn ? eq(companyGroup.useYn, f.useYn) : undefined,
    f.from ? gte(companyGroup.createdAt, f.from) : undefined,
    f.to ? lt(companyGroup.createdAt, f.to) : undefined,
  );
}

const parent = alias(companyGroup, 'parent_group');
const manager = alias(appUser, 'group_manager');
const typeCode = alias(code, 'group_type_code');
const memberCount = groupMemberCount;

/** One query shape for the list and the detail, so the two can never disagree. */
function groupRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      cmpyCd: companyGroup.cmpyCd,
      cmpyNm: company.cmpyNm,
      grupCd: companyGroup.grupCd,
      grupNm: companyGroup.grupNm,
      grupTypeCd: companyGroup.grupTypeCd,
      grupTypeNm: typeCode.cdNm,
      parentGrupCd: companyGroup.parentGrupCd,
      parentGrupNm: parent.grupNm,
      managerUnqUserId: companyGroup.managerUnqUserId,
      managerNm: manager.userNm,
      managerUserId: manager.userId,
      useYn: companyGroup.useYn,
      createdAt: companyGroup.createdAt,
      memberCount,
    })
    .from(companyGroup)
    .innerJoin(company, eq(company.cmpyCd, companyGroup.cmpyCd))
    .leftJoin(
      parent,
      and(eq(parent.cmpyCd, companyGroup.cmpyCd), eq(parent.grupCd, companyGroup.parentGrupCd)),
    )
    .leftJoin(manager, eq(manager.unqUserId, companyGroup.managerUnqUserId))
    .leftJoin(
      typeCode,
      and(eq(typeCode.cdGrup, '007'), eq(typeCode.solCd, '1020'), eq(typeCode.cdId, companyGroup.grupTypeCd)),
    )
    .where(where)
    .$dynamic();
}
export type GroupDbRow = Awaited<ReturnType<typeof groupRows>>[number];

export const countGroups = (db: Executor, f: GroupFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyGroup)
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const SORT = {
  frstRgstDt: companyGroup.createdAt,
  grupCd: companyGroup.grupCd,
  grupNm: companyGroup.grupNm,
  cmpyNm: company.cmpyNm,
} as const;

export const listGroups = (
  db: Executor,
  f: GroupFilter,
  sort: { field: keyof typeof SORT; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) => {
  const by = sort.order === 'asc' ? asc : desc;
  return groupRows(db, conditions(f))
    .orderBy(by(SORT[sort.field]), asc(companyGroup.cmpyCd), asc(companyGroup.grupCd))
    .limit(limit)
    .offset(offset);
};

export const findGroup = (db: Executor, cmpyCd: string, grupCd: string) =>
  groupRows(db, and(eq(companyGroup.cmpyCd, cmpyCd), eq(companyGroup.grupCd, grupCd)))
    .limit(1)
    .then((rows) => rows[0] ?? null);

/** Every group of a company with member counts, by code (tree, cycle checks, template drop-downs). */
export const groupsOfCompany = (db: Executor, cmpyCd: string) =>
  db
    .select({
      grupCd: companyGroup.grupCd,
      grupNm: companyGroup.grupNm,
      grupTypeCd: companyGroup.grupTypeCd,
      parentGrupCd: companyGroup.parentGrupCd,
      useYn: companyGroup.useYn,
      memberCount,
    })
    .from(companyGroup)
    .where(eq(companyGroup.cmpyCd, cmpyCd))
    .orderBy(asc(companyGroup.grupCd));

/**
 * Serialises changes to one company's group tree for the rest of the transaction, so two edits cannot each pass the
 * cycle check and together close a loop.
 */
export async function lockCompanyGroups(db: Executor, cmpyCd: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.companyGroups}, hashtext(${cmpyCd}))`);
}

export const insertGroups = (db: Executor, rows: (typeof companyGroup.$inferInsert)[]) =>
  db.insert(companyGroup).values(rows);

export async function updateGroup(
  db: Executor,
  cmpyCd: string,
  grupCd: string,
  set: Partial<typeof companyGroup.$inferInsert>,
): Promise<void> {
  await db
    .update(companyGroup)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(companyGroup.cmpyCd, cmpyCd), eq(companyGroup.grupCd, grupCd)));
}

export const usersByIds = (db: Executor, unqUserIds: readonly string[]) =>
  db
    .select({ unqUserId: appUser.unqUserId, cmpyCd: appUser.cmpyCd, authCd: appUser.authCd })
    .from(appUser)
    .where(inArray(appUser.unqUserId, [...unqUserIds]));

export async function moveUsers(
  db: Executor,
  cmpyCd: string,
  unqUserIds: readonly string[],
  grupCd: string | null,
): Promise<number> {
  const rows = await db
    .update(appUser)
    .set({ grupCd, updatedAt: sql`now()` })
    .where(and(eq(appUser.cmpyCd, cmpyCd), inArray(appUser.unqUserId, [...unqUserIds])))
    .returning({ unqUserId: appUser.unqUserId });
  return rows.length;
}
