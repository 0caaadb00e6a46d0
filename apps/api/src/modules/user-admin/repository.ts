import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { appUser, company, companyGroup, userSession } from '../../db/schema/index';

export type UserFilter = {
  /** null: every company (operators). */
  cmpyCds: string[] | null;
  grupCds: string[] | null;
  /** null: every role; a client manager's lists are limited to 20 and 25. */
  authCds: string[] | null;
  authCd: string | null;
  regStat: 'READY' | 'ACCEPT' | 'REJECT' | null;
  useYn: 'Y' | 'N' | null;
  lockYn: 'Y' | 'N' | null;
  searchText: string | null;
  from: Date | null;
  to: Date | null;
};

const phoneDigits = sql`regexp_replace(coalesce(${appUser.telNo}, ''), '[^0-9]', '', 'g')`;

function conditions(f: UserFilter): SQL | undefined {
  const digits = f.searchText?.replace(/\D/g, '') ?? '';
  return and(
    f.cmpyCds ? inArray(appUser.cmpyCd, f.cmpyCds) : undefined,
    f.grupCds ? inArray(appUser.grupCd, f.grupCds) : undefined,
    f.authCds ? inArray(appUser.authCd, f.authCds) : undefined,
    f.authCd ? eq(appUser.authCd, f.authCd) : undefined,
    f.regStat ? eq(appUser.regStat, f.regStat) : undefined,
    f.useYn ? eq(appUser.useYn, f.useYn) : undefined,
    f.lockYn ? eq(appUser.lockYn, f.lockYn) : undefined,
    f.searchText
      ? or(
          ilike(appUser.userNm, containsPattern(f.searchText)),
          ilike(appUser.userId, containsPattern(f.searchText)),
          // A phone is searched by its digits whatever the hyphens, once there are enough to mean a number.
          digits.length >= 4 ? sql`${phoneDigits} like ${containsPattern(digits)}` : undefined,
        )
      : undefined,
    f.from ? gte(appUser.createdAt, f.from) : undefined,
    f.to ? lt(appUser.createdAt, f.to) : undefined,
  );
}

/** One query shape for the list and the detail, so the two can never disagree. */
function userRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      authCd: appUser.authCd,
      cmpyCd: appUser.cmpyCd,
      cmpyNm: company.cmpyNm,
      cmpyTypeCd: company.cmpyTypeCd,
      grupCd: appUser.grupCd,
      grupNm: companyGroup.grupNm,
      telNo: appUser.telNo,
      email: appUser.email,
      sabun: appUser.sabun,
      regStat: appUser.regStat,
      applyCmpyNm: appUser.applyCmpyNm,
      useYn: appUser.useYn,
      lockYn: appUser.lockYn,
      firstLoginYn: appUser.firstLoginYn,
      solCd: appUser.solCd,
      pwdChangedAt: appUser.pwdChangedAt,
      createdAt: appUser.createdAt,
      birthDt: appUser.birthDt,
      lunarYn: appUser.lunarYn,
      leapMonthYn: appUser.leapMonthYn,
      hireDt: appUser.hireDt,
      leaveDt: appUser.leaveDt,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .leftJoin(company, eq(company.cmpyCd, appUser.cmpyCd))
    .leftJoin(
      companyGroup,
      and(eq(companyGroup.cmpyCd, appUser.cmpyCd), eq(companyGroup.grupCd, appUser.grupCd)),
    )
    .where(where)
    .$dynamic();
}
export type UserDbRow = Awaited<ReturnType<typeof userRows>>[number];

export const countUsers = (db: Executor, f: UserFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(appUser)
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const SORT = {
  frstRgstDt: appUser.createdAt,
  userNm: appUser.userNm,
  userId: appUser.userId,
  cmpyNm: company.cmpyNm,
} as const;

export const listUsers = (
  db: Executor,
  f: UserFilter,
  sort: { field: keyof typeof SORT; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) => {
  const by = sort.order === 'asc' ? asc : desc;
  return userRows(db, conditions(f))
    .orderBy(by(SORT[sort.field]), asc(appUser.unqUserId))
    .limit(limit)
    .offset(offset);
};

export const findUser = (db: Executor, unqUserId: string) =>
  userRows(db, eq(appUser.unqUserId, unqUserId))
    .limit(1)
    .then((rows) => rows[0] ?? null);

const userRowOf = (db: Executor, unqUserId: string) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      passwordHash: appUser.passwordHash,
      authCd: appUser.authCd,
      cmpyCd: appUser.cmpyCd,
      regStat: appUser.regStat,
      lockYn: appUser.lockYn,
      telNo: appUser.telNo,
      email: appUser.email,
      hireDt: appUser.hireDt,
      leaveDt: appUser.leaveDt,
      useYn: appUser.useYn,
      grupCd: appUser.grupCd,
      sabun: appUser.sabun,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId));

/** The account as it is now, without a lock (to choose which rows to lock first). */
export const findUserRow = (db: Executor, unqUserId: string) =>
  userRowOf(db, unqUserId).then((rows) => rows[0] ?? null);

/** Row lock on the account for the rest of the transaction (two edits of one user wait for each other). */
export const lockUserRow = (db: Executor, unqUserId: string) =>
  userRowOf(db, unqUserId)
    .for('no key update')
    .then((rows) => rows[0] ?? null);

export const groupExists = (db: Executor, cmpyCd: string, grupCd: string) =>
  db
    .select({ grupCd: companyGroup.grupCd })
    .from(companyGroup)
    .where(and(eq(companyGroup.cmpyCd, cmpyCd), eq(companyGroup.grupCd, grupCd)))
    .then((rows) => rows.length === 1);

export const groupsOf = (db: Executor, cmpyCd: string) =>
  db
    .select({ grupCd: companyGroup.grupCd, parentGrupCd: companyGroup.parentGrupCd })
    .from(companyGroup)
    .where(eq(companyGroup.cmpyCd, cmpyCd))
    .orderBy(asc(companyGroup.grupCd));

export const insertUsers = (db: Executor, rows: (typeof appUser.$inferInsert)[]) =>
  db.insert(appUser).values(rows);

/** An account an Excel import writes: every column the import sets (the rest take their defaults). */
export type ImportedAccount = {
  unqUserId: string;
  userId: string;
  passwordHash: string;
  userNm: string;
  authCd: string;
  solCd: string;
  cmpyCd: string;
  grupCd: string | null;
  telNo: string;
  email: string | null;
  sabun: string | null;
  useYn: string;
  regStat: string;
  firstLoginYn: string;
  pwdChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** HR dates (the employee import; absent for a recipient import). */
  birthDt?: string | null;
  lunarYn?: 'Y' | 'N';
  leapMonthYn?: 'Y' | 'N';
  hireDt?: string | null;
  leaveDt?: string | null;
  /** 선호 언어 (the employee import's optional column). */
  preferredLanguage?: string | null;
};

const IMPORT_COLUMNS: readonly BulkColumn<ImportedAccount>[] = [
  { name: 'unq_user_id', type: 'text', value: (a) => a.unqUserId },
  { name: 'user_id', type: 'text', value: (a) => a.userId },
  { name: 'password_hash', type: 'text', value: (a) => a.passwordHash },
  { name: 'user_nm', type: 'text', value: (a) => a.userNm },
  { name: 'auth_cd', type: 'text', value: (a) => a.authCd },
  { name: 'sol_cd', type: 'text', value: (a) => a.solCd },
  { name: 'cmpy_cd', type: 'text', value: (a) => a.cmpyCd },
  { name: 'grup_cd', type: 'text', value: (a) => a.grupCd },
  { name: 'tel_no', type: 'text', value: (a) => a.telNo },
  { name: 'email', type: 'text', value: (a) => a.email },
  { name: 'sabun', type: 'text', value: (a) => a.sabun },
  { name: 'use_yn', type: 'text', value: (a) => a.useYn },
  { name: 'reg_stat', type: 'text', value: (a) => a.regStat },
  { name: 'first_login_yn', type: 'text', value: (a) => a.firstLoginYn },
  { name: 'pwd_changed_at', type: 'timestamptz', value: (a) => a.pwdChangedAt },
  { name: 'created_at', type: 'timestamptz', value: (a) => a.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (a) => a.updatedAt },
  { name: 'birth_dt', type: 'text', value: (a) => a.birthDt ?? null },
  { name: 'lunar_yn', type: 'text', value: (a) => a.lunarYn ?? 'N' },
  { name: 'leap_month_yn', type: 'text', value: (a) => a.leapMonthYn ?? 'N' },
  { name: 'hire_dt', type: 'text', value: (a) => a.hireDt ?? null },
  { name: 'leave_dt', type: 'text', value: (a) => a.leaveDt ?? null },
  { name: 'preferred_language', type: 'text', value: (a) => a.preferredLanguage ?? null },
];

/** Imported accounts in a few statements (db/bulk-insert.ts). */
export const insertImportedUsers = (db: Executor, rows: readonly ImportedAccount[]) =>
  bulkInsert(db, 'app_user', IMPORT_COLUMNS, rows);

export async function updateUser(
  db: Executor,
  unqUserId: string,
  set: Partial<typeof appUser.$inferInsert>,
): Promise<void> {
  await db
    .update(appUser)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(appUser.unqUserId, unqUserId));
}

/** Sets lockYn only when it differs; false when the account was already in that state. */
export async function setLock(db: Executor, unqUserId: string, lockYn: 'Y' | 'N'): Promise<boolean> {
  const rows = await db
    .update(appUser)
    .set({ lockYn, updatedAt: sql`now()` })
    .where(and(eq(appUser.unqUserId, unqUserId), ne(appUser.lockYn, lockYn)))
    .returning({ unqUserId: appUser.unqUserId });
  return rows.length === 1;
}

export async function revokeAllSessions(db: Executor, unqUserId: string, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(and(eq(userSession.unqUserId, unqUserId), isNull(userSession.revokedAt)));
}

/** Which of these login IDs exist already (lower-cased; IDs are unique whatever the case). */
export const takenUserIds = (db: Executor, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve(new Set<string>())
    : db
        .select({ id: sql<string>`lower(${appUser.userId})` })
        .from(appUser)
        .where(
          inArray(
            sql`lower(${appUser.userId})`,
            userIds.map((u) => u.toLowerCase()),
          ),
        )
        .then((rows) => new Set(rows.map((r) => r.id)));

/** Which of these phones an approved, active account already has (phone login needs one account per phone). */
export const takenPhones = (db: Executor, phones: readonly string[]) =>
  phones.length === 0
    ? Promise.resolve(new Set<string>())
    : db
        .select({ phone: sql<string>`${phoneDigits}` })
        .from(appUser)
        .where(and(eq(appUser.useYn, 'Y'), eq(appUser.regStat, 'ACCEPT'), inArray(phoneDigits, [...phones])))
        .then((rows) => new Set(rows.map((r) => r.phone)));

/** Which of these employee numbers the company already uses. */
export const takenSabuns = (db: Executor, cmpyCd: string, sabuns: readonly string[]) =>
  sabuns.length === 0
    ? Promise.resolve(new Set<string>())
    : db
        .select({ sabun: appUser.sabun })
        .from(appUser)
        .where(and(eq(appUser.cmpyCd, cmpyCd), inArray(appUser.sabun, [...sabuns])))
        .then((rows) => new Set(rows.map((r) => r.sabun ?? '')));

/** The company's users of these roles among these login IDs: unqUserId by lower-cased ID (the life-event sheet). */
export const companyUsersByLoginId = (
  db: Executor,
  cmpyCd: string,
  authCds: readonly string[],
  userIds: readonly string[],
) =>
  userIds.length === 0
    ? Promise.resolve(new Map<string, string>())
    : db
        .select({ id: sql<string>`lower(${appUser.userId})`, unqUserId: appUser.unqUserId })
        .from(appUser)
        .where(
          and(
            eq(appUser.cmpyCd, cmpyCd),
            inArray(appUser.authCd, [...authCds]),
            inArray(
              sql`lower(${appUser.userId})`,
              userIds.map((u) => u.toLowerCase()),
            ),
          ),
        )
        .then((rows) => new Map(rows.map((r) => [r.id, r.unqUserId])));
