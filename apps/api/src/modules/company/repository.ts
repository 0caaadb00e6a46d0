import { and, asc, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCK } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { groupMemberCount } from '../../db/member-count';
import {
  appUser,
  code,
  company,
  companyGroup,
  companySolution,
  solution,
  storedFile,
} from '../../db/schema/index';

export type CompanyFilter = {
  searchText: string | null;
  cmpyTypeCd: string | null;
  regStat: 'READY' | 'ACCEPT' | 'REJECT' | null;
  useYn: 'Y' | 'N' | null;
  from: Date | null;
  to: Date | null;
  /** A client manager's own company, or null for every company. */
  cmpyCd: string | null;
};

function conditions(f: CompanyFilter): SQL | undefined {
  return and(
    // API sandboxes (decision 044) are no one's customers: kept out of the company screens.
    isNull(company.sandboxOf),
    f.searchText
      ? or(
          ilike(company.cmpyNm, containsPattern(f.searchText)),
          ilike(company.cmpyCd, containsPattern(f.searchText)),
        )
      : undefined,
    f.cmpyTypeCd ? eq(company.cmpyTypeCd, f.cmpyTypeCd) : undefined,
    // spec §3: a company without a status counts as approved.
    f.regStat === 'ACCEPT'
      ? or(isNull(company.regStat), eq(company.regStat, 'ACCEPT'))
      : f.regStat
        ? eq(company.regStat, f.regStat)
        : undefined,
    f.useYn ? eq(company.useYn, f.useYn) : undefined,
    f.from ? gte(company.createdAt, f.from) : undefined,
    f.to ? lt(company.createdAt, f.to) : undefined,
    f.cmpyCd ? eq(company.cmpyCd, f.cmpyCd) : undefined,
  );
}

const typeCode = alias(code, 'type_code');
// Correlated subqueries name the outer row in full: drizzle leaves columns of a one-table query unqualified, and an
// unqualified cmpy_cd inside the subquery would mean the subquery's own table.
const userCount = sql<number>`(select count(*)::int from app_user u where u.cmpy_cd = "company"."cmpy_cd")`;
const groupCount = sql<number>`(select count(*)::int from company_group g where g.cmpy_cd = "company"."cmpy_cd")`;
const otherSolutions = sql<string[]>`array(select s.sol_cd from company_solution s
  where s.cmpy_cd = "company"."cmpy_cd" order by s.sol_cd)`;

export const countCompanies = (db: Executor, f: CompanyFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(company)
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const SORT = { frstRgstDt: company.createdAt, cmpyNm: company.cmpyNm, cmpyCd: company.cmpyCd } as const;

export const listCompanies = (
  db: Executor,
  f: CompanyFilter,
  sort: { field: keyof typeof SORT; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) => {
  const by = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      cmpyCd: company.cmpyCd,
      cmpyNm: company.cmpyNm,
      cmpyTypeCd: company.cmpyTypeCd,
      cmpyTypeNm: typeCode.cdNm,
      corporateRegNo: company.corporateRegNo,
      managerNm: company.managerNm,
      managerTelNo: company.managerTelNo,
      regStat: company.regStat,
      useYn: company.useYn,
      createdAt: company.createdAt,
      userCount,
      groupCount,
      otherSolutions,
    })
    .from(company)
    .leftJoin(
      typeCode,
      and(eq(typeCode.cdGrup, '006'), eq(typeCode.solCd, '1020'), eq(typeCode.cdId, company.cmpyTypeCd)),
    )
    .where(conditions(f))
    .orderBy(by(SORT[sort.field]), by(company.cmpyCd))
    .limit(limit)
    .offset(offset);
};
export type CompanyListDbRow = Awaited<ReturnType<typeof listCompanies>>[number];

export const findCompany = (db: Executor, cmpyCd: string) =>
  db
    .select()
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows[0] ?? null);

/** Row lock: an approval and an edit of the same company wait for each other. */
export const lockCompany = (db: Executor, cmpyCd: string) =>
  db
    .select()
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .for('no key update')
    .then((rows) => rows[0] ?? null);

export const companyWithCorporateRegNo = (
  db: Executor,
  corporateRegNo: string,
  exceptCmpyCd: string | null,
) =>
  db
    .select({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm })
    .from(company)
    .where(
      and(
        eq(company.corporateRegNo, corporateRegNo),
        exceptCmpyCd ? ne(company.cmpyCd, exceptCmpyCd) : undefined,
      ),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);

/**
 * Serialises company registrations (code numbering and the corporate-number check) across API processes for the
 * rest of the transaction: two operators saving the same number at once cannot both pass the check.
 */
export async function lockCompanyRegistration(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK.companyRegistration})`);
}

/** The largest number used after `prefix` ('CLI' -> 7 for CLI007), 0 when none. */
export const lastCompanyNumber = (db: Executor, prefix: string) =>
  db
    .select({
      // The start is cast: an untyped parameter makes this substring(text from pattern), a regex match.
      n: sql<number>`coalesce(max(substring(${company.cmpyCd} from ${prefix.length + 1}::int)::int), 0)::int`,
    })
    .from(company)
    .where(sql`${company.cmpyCd} ~ ${`^${prefix}[0-9]+$`}`)
    .then((rows) => rows[0]?.n ?? 0);

export const insertCompany = (db: Executor, row: typeof company.$inferInsert) =>
  db.insert(company).values(row);

export async function updateCompany(
  db: Executor,
  cmpyCd: string,
  set: Partial<typeof company.$inferInsert>,
): Promise<void> {
  await db
    .update(company)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(company.cmpyCd, cmpyCd));
}

/** Moves a company's registration status only if it is still `from`; false when someone moved it first. */
export async function moveRegStat(db: Executor, cmpyCd: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(company)
    .set({ regStat: to, updatedAt: sql`now()` })
    .where(and(eq(company.cmpyCd, cmpyCd), eq(company.regStat, from)))
    .returning({ cmpyCd: company.cmpyCd });
  return rows.length === 1;
}

export const companySolutions = (db: Executor, cmpyCd: string) =>
  db
    .select({ solCd: companySolution.solCd, solNm: solution.solNm, createdAt: companySolution.createdAt })
    .from(companySolution)
    .leftJoin(solution, eq(solution.solCd, companySolution.solCd))
    .where(eq(companySolution.cmpyCd, cmpyCd))
    .orderBy(asc(companySolution.solCd));

export const solutionName = (db: Executor, solCd: string) =>
  db
    .select({ solNm: solution.solNm })
    .from(solution)
    .where(eq(solution.solCd, solCd))
    .then((rows) => rows[0]?.solNm ?? null);

/** Adds a solution once; false when the company already had it. */
export async function addCompanySolution(
  db: Executor,
  row: typeof companySolution.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(companySolution)
    .values(row)
    .onConflictDoNothing()
    .returning({ solCd: companySolution.solCd });
  return rows.length === 1;
}

export const groupsWithCounts = (db: Executor, cmpyCd: string) =>
  db
    .select({
      grupCd: companyGroup.grupCd,
      grupNm: companyGroup.grupNm,
      parentGrupCd: companyGroup.parentGrupCd,
      grupTypeCd: companyGroup.grupTypeCd,
      useYn: companyGroup.useYn,
      memberCount: groupMemberCount,
    })
    .from(companyGroup)
    .where(eq(companyGroup.cmpyCd, cmpyCd))
    .orderBy(asc(companyGroup.grupCd));

export const userCountsByRole = (db: Executor, cmpyCd: string) =>
  db
    .select({
      authCd: appUser.authCd,
      count: sql<number>`count(*)::int`,
      ready: sql<number>`(count(*) filter (where ${appUser.regStat} = 'READY'))::int`,
    })
    .from(appUser)
    .where(eq(appUser.cmpyCd, cmpyCd))
    .groupBy(appUser.authCd)
    .orderBy(asc(appUser.authCd));

/** A public image file (no owner, no special scope): what a company's CI may point at. */
export const isPublicImage = (db: Executor, fileId: string) =>
  db
    .select({ fileId: storedFile.fileId })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.fileId, fileId),
        isNull(storedFile.ownerUnqUserId),
        isNull(storedFile.accessScope),
        sql`${storedFile.contentType} like 'image/%'`,
      ),
    )
    .then((rows) => rows.length > 0);

export const companyOptions = (
  db: Executor,
  f: { searchText: string | null; cmpyTypeCd: string | null; useYn: 'Y' | 'N' | null; cmpyCd: string | null },
  limit: number,
) =>
  db
    .select({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm })
    .from(company)
    .where(
      and(
        isNull(company.sandboxOf),
        f.searchText
          ? or(
              ilike(company.cmpyNm, containsPattern(f.searchText)),
              ilike(company.cmpyCd, containsPattern(f.searchText)),
            )
          : undefined,
        f.cmpyTypeCd ? eq(company.cmpyTypeCd, f.cmpyTypeCd) : undefined,
        f.useYn ? eq(company.useYn, f.useYn) : undefined,
        f.cmpyCd ? eq(company.cmpyCd, f.cmpyCd) : undefined,
      ),
    )
    .orderBy(asc(company.cmpyNm), asc(company.cmpyCd))
    .limit(limit);

/** True when the company is another company's API sandbox (decision 044): no lists, no bills, no messages. */
export const isSandboxCompany = (db: Executor, cmpyCd: string) =>
  db
    .select({ sandboxOf: company.sandboxOf })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => Boolean(rows[0]?.sandboxOf));
