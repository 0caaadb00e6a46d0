import { AUTH_CD, PROVISIONED_ROLES } from '@pcs/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, companyGroup, scimToken } from '../../db/schema/index';

/**
 * The role SCIM creates people with: an employee, the one role PROVISIONED_ROLES lets integrations reach
 * (decision 044). Managers and operators are the screens'.
 */
export const SCIM_AUTH_CD = AUTH_CD.clientEmployee;

// ------------------------------------------------------------------------------------------------ tokens

export const findTokenByPrefix = (db: Executor, tokenPrefix: string) =>
  db
    .select()
    .from(scimToken)
    .where(eq(scimToken.tokenPrefix, tokenPrefix))
    .then((rows) => rows[0] ?? null);

/** last_used_at at most once a minute per token: one write per call would make every read a write. */
export const touchToken = (db: Executor, scimTokenSn: number, now: Date) =>
  db
    .update(scimToken)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(scimToken.scimTokenSn, scimTokenSn),
        sql`(${scimToken.lastUsedAt} is null or ${scimToken.lastUsedAt} < ${new Date(now.getTime() - 60_000)})`,
      ),
    );

export const insertToken = (db: Executor, row: typeof scimToken.$inferInsert) =>
  db
    .insert(scimToken)
    .values(row)
    .returning({ scimTokenSn: scimToken.scimTokenSn })
    .then((rows) => rows[0]?.scimTokenSn ?? 0);

export const tokensOf = (db: Executor, cmpyCd: string) =>
  db
    .select()
    .from(scimToken)
    .where(eq(scimToken.cmpyCd, cmpyCd))
    .orderBy(sql`${scimToken.revokedAt} is not null`, asc(scimToken.scimTokenSn))
    .limit(200);

/** Revokes one token of the company; false when there is none (or it was revoked already). */
export const revokeToken = (db: Executor, cmpyCd: string, scimTokenSn: number, now: Date) =>
  db
    .update(scimToken)
    .set({ revokedAt: now })
    .where(
      and(eq(scimToken.scimTokenSn, scimTokenSn), eq(scimToken.cmpyCd, cmpyCd), isNull(scimToken.revokedAt)),
    )
    .returning({ scimTokenSn: scimToken.scimTokenSn })
    .then((rows) => rows.length === 1);

// ------------------------------------------------------------------------------------------------ users

const userColumns = {
  unqUserId: appUser.unqUserId,
  userId: appUser.userId,
  userNm: appUser.userNm,
  authCd: appUser.authCd,
  cmpyCd: appUser.cmpyCd,
  grupCd: appUser.grupCd,
  telNo: appUser.telNo,
  email: appUser.email,
  sabun: appUser.sabun,
  useYn: appUser.useYn,
  externalId: appUser.externalId,
  givenName: appUser.givenName,
  familyName: appUser.familyName,
  preferredLanguage: appUser.preferredLanguage,
  createdAt: appUser.createdAt,
  updatedAt: appUser.updatedAt,
};
export type ScimUserRow = {
  unqUserId: string;
  userId: string;
  userNm: string;
  authCd: string;
  cmpyCd: string | null;
  grupCd: string | null;
  telNo: string | null;
  email: string | null;
  sabun: string | null;
  useYn: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  preferredLanguage: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The company's employees, deleted through SCIM or not: for the few writes that must reach those too. */
const employeesOf = (cmpyCd: string, where?: SQL) =>
  and(
    eq(appUser.cmpyCd, cmpyCd),
    inArray(appUser.authCd, [...PROVISIONED_ROLES]),
    eq(appUser.regStat, 'ACCEPT'),
    where,
  );

/**
 * The company's employees the SCIM client sees, active or not (a deactivated one stays visible); one the client
 * deleted is gone for it (RFC 7644 §3.6, decision 043) though the account stays for its orders.
 */
const usersOf = (cmpyCd: string, where?: SQL) =>
  employeesOf(cmpyCd, and(isNull(appUser.scimDeletedAt), where));

export type UserCriteria = {
  userName?: string;
  externalId?: string;
  id?: string;
  email?: string;
  sabun?: string;
};

function userCriteria(c: UserCriteria): SQL | undefined {
  return and(
    c.userName !== undefined ? sql`lower(${appUser.userId}) = ${c.userName.toLowerCase()}` : undefined,
    c.externalId !== undefined ? eq(appUser.externalId, c.externalId) : undefined,
    c.id !== undefined ? eq(appUser.unqUserId, c.id) : undefined,
    c.email !== undefined ? sql`lower(${appUser.email}) = ${c.email.toLowerCase()}` : undefined,
    c.sabun !== undefined ? eq(appUser.sabun, c.sabun) : undefined,
  );
}

export const countUsers = (db: Executor, cmpyCd: string, c: UserCriteria) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(appUser)
    .where(usersOf(cmpyCd, userCriteria(c)))
    .then((rows) => rows[0]?.n ?? 0);

/** A stable order across pages (Okta pages with startIndex): creation time, then the id. */
export const listUsers = (db: Executor, cmpyCd: string, c: UserCriteria, offset: number, limit: number) =>
  db
    .select(userColumns)
    .from(appUser)
    .where(usersOf(cmpyCd, userCriteria(c)))
    .orderBy(asc(appUser.createdAt), asc(appUser.unqUserId))
    .offset(offset)
    .limit(limit);

export const findUser = (db: Executor, cmpyCd: string, unqUserId: string) =>
  db
    .select(userColumns)
    .from(appUser)
    .where(usersOf(cmpyCd, eq(appUser.unqUserId, unqUserId)))
    .then((rows) => rows[0] ?? null);

/** The company's employee with this login id whom the SCIM client deleted, if any (a POST brings them back). */
export const findDeletedUser = (db: Executor, cmpyCd: string, userName: string) =>
  db
    .select(userColumns)
    .from(appUser)
    .where(
      employeesOf(
        cmpyCd,
        and(
          sql`${appUser.scimDeletedAt} is not null`,
          sql`lower(${appUser.userId}) = ${userName.toLowerCase()}`,
        ),
      ),
    )
    .then((rows) => rows[0] ?? null);

/** Of these ids, the company's employees (others are not the client's to touch). */
export const companyEmployeeIds = (db: Executor, cmpyCd: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as string[])
    : db
        .select({ unqUserId: appUser.unqUserId })
        .from(appUser)
        .where(usersOf(cmpyCd, inArray(appUser.unqUserId, [...ids])))
        .then((rows) => rows.map((r) => r.unqUserId));

/** Members of a group (employees only), for the Group resource. */
export const groupMembers = (db: Executor, cmpyCd: string, grupCds: readonly string[]) =>
  grupCds.length === 0
    ? Promise.resolve([])
    : db
        .select({ grupCd: appUser.grupCd, unqUserId: appUser.unqUserId, userNm: appUser.userNm })
        .from(appUser)
        .where(usersOf(cmpyCd, inArray(appUser.grupCd, [...grupCds])))
        .orderBy(asc(appUser.unqUserId));

/**
 * Takes people out of a group, but only those still in it: a later add to another group is never undone by a late
 * remove from this one (one group per person, decision 038).
 */
export const clearGroupOf = (db: Executor, cmpyCd: string, grupCd: string, ids: readonly string[] | null) =>
  db
    .update(appUser)
    .set({ grupCd: null, updatedAt: sql`now()` })
    // A deleted employee leaves a deleted group too: no one keeps pointing at a group that is gone.
    .where(
      employeesOf(
        cmpyCd,
        and(eq(appUser.grupCd, grupCd), ids ? inArray(appUser.unqUserId, [...ids]) : undefined),
      ),
    )
    .returning({ unqUserId: appUser.unqUserId });

// ------------------------------------------------------------------------------------------------ groups

const groupColumns = {
  grupCd: companyGroup.grupCd,
  grupNm: companyGroup.grupNm,
  grupTypeCd: companyGroup.grupTypeCd,
  parentGrupCd: companyGroup.parentGrupCd,
  managerUnqUserId: companyGroup.managerUnqUserId,
  externalId: companyGroup.externalId,
  createdAt: companyGroup.createdAt,
  updatedAt: companyGroup.updatedAt,
};
export type ScimGroupRow = {
  grupCd: string;
  grupNm: string;
  grupTypeCd: string | null;
  parentGrupCd: string | null;
  managerUnqUserId: string | null;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type GroupCriteria = { displayName?: string; externalId?: string; id?: string };

/** Groups in use: a deleted (use_yn N) group is gone for the SCIM client. */
const groupsWhere = (cmpyCd: string, c: GroupCriteria) =>
  and(
    eq(companyGroup.cmpyCd, cmpyCd),
    eq(companyGroup.useYn, 'Y'),
    c.displayName !== undefined
      ? sql`lower(${companyGroup.grupNm}) = ${c.displayName.toLowerCase()}`
      : undefined,
    c.externalId !== undefined ? eq(companyGroup.externalId, c.externalId) : undefined,
    c.id !== undefined ? eq(companyGroup.grupCd, c.id) : undefined,
  );

export const countGroups = (db: Executor, cmpyCd: string, c: GroupCriteria) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyGroup)
    .where(groupsWhere(cmpyCd, c))
    .then((rows) => rows[0]?.n ?? 0);

export const listGroups = (db: Executor, cmpyCd: string, c: GroupCriteria, offset: number, limit: number) =>
  db
    .select(groupColumns)
    .from(companyGroup)
    .where(groupsWhere(cmpyCd, c))
    .orderBy(asc(companyGroup.createdAt), asc(companyGroup.grupCd))
    .offset(offset)
    .limit(limit);

export const findGroup = (db: Executor, cmpyCd: string, grupCd: string) =>
  listGroups(db, cmpyCd, { id: grupCd }, 0, 1).then((rows) => rows[0] ?? null);

export const setGroupExternalId = (db: Executor, cmpyCd: string, grupCd: string, externalId: string | null) =>
  db
    .update(companyGroup)
    .set({ externalId })
    .where(and(eq(companyGroup.cmpyCd, cmpyCd), eq(companyGroup.grupCd, grupCd)));
