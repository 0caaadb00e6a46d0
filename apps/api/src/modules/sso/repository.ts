import { and, arrayOverlaps, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LOCK } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { appUser, company, ssoConfig, ssoLoginState } from '../../db/schema/index';

export const findConfig = (db: Executor, cmpyCd: string) =>
  db
    .select()
    .from(ssoConfig)
    .where(eq(ssoConfig.cmpyCd, cmpyCd))
    .then((rows) => rows[0] ?? null);
export type SsoConfigRow = NonNullable<Awaited<ReturnType<typeof findConfig>>>;

/** The company whose SSO is on for a code (any case) or an e-mail domain the company listed. */
export const findEnabledConfig = (db: Executor, by: { cmpyCd: string } | { domain: string }) =>
  db
    .select()
    .from(ssoConfig)
    .where(
      and(
        eq(ssoConfig.enabledYn, 'Y'),
        'cmpyCd' in by
          ? sql`upper(${ssoConfig.cmpyCd}) = ${by.cmpyCd.toUpperCase()}`
          : sql`${by.domain} = any(${ssoConfig.emailDomains})`,
      ),
    )
    .limit(2)
    .then((rows) => (rows.length === 1 ? (rows[0] ?? null) : null));

export const companyExists = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows.length === 1);

export const lockDomainClaims = (db: Executor) =>
  db.execute(sql`select pg_advisory_xact_lock(${LOCK.domainClaims})`);

/** The domains of `domains` that another company's SSO settings already list. */
export const domainsListedByOthers = async (db: Executor, cmpyCd: string, domains: string[]) => {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ emailDomains: ssoConfig.emailDomains })
    .from(ssoConfig)
    .where(and(ne(ssoConfig.cmpyCd, cmpyCd), arrayOverlaps(ssoConfig.emailDomains, domains)));
  const taken = new Set(rows.flatMap((r) => r.emailDomains.map((d) => d.toLowerCase())));
  return domains.filter((d) => taken.has(d));
};

export const upsertConfig = (db: Executor, row: typeof ssoConfig.$inferInsert) =>
  db
    .insert(ssoConfig)
    .values(row)
    .onConflictDoUpdate({
      target: ssoConfig.cmpyCd,
      set: {
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecretEnc: row.clientSecretEnc,
        employeeClaim: row.employeeClaim,
        emailDomains: row.emailDomains,
        enabledYn: row.enabledYn,
        managerSignInYn: row.managerSignInYn,
        updatedBy: row.updatedBy,
        updatedAt: sql`now()`,
      },
    });

export const insertState = (db: Executor, row: typeof ssoLoginState.$inferInsert) =>
  db.insert(ssoLoginState).values(row);

/** Takes a sign-in in flight once: a second callback with the same state finds nothing. */
export const takeState = (db: Executor, state: string, now: Date) =>
  db
    .update(ssoLoginState)
    .set({ usedAt: now })
    .where(
      and(eq(ssoLoginState.state, state), isNull(ssoLoginState.usedAt), gt(ssoLoginState.expiresAt, now)),
    )
    .returning()
    .then((rows) => rows[0] ?? null);

export const setHandoff = (db: Executor, state: string, handoffHash: string, unqUserId: string) =>
  db.update(ssoLoginState).set({ handoffHash, unqUserId }).where(eq(ssoLoginState.state, state));

/** Trades a hand-off code once, within its minute after the callback, in the browser that holds its state. */
export const takeHandoff = (db: Executor, handoffHash: string, state: string, notBefore: Date) =>
  db
    .update(ssoLoginState)
    .set({ handoffHash: null })
    .where(
      and(
        eq(ssoLoginState.handoffHash, handoffHash),
        eq(ssoLoginState.state, state),
        gt(ssoLoginState.usedAt, notBefore),
      ),
    )
    .returning({ unqUserId: ssoLoginState.unqUserId, channel: ssoLoginState.channel })
    .then((rows) => rows[0] ?? null);

/** Sign-ins that ended: dropped a minute after they expired (called when a new one starts). */
export const purgeStates = (db: Executor, before: Date) =>
  db.delete(ssoLoginState).where(sql`${ssoLoginState.expiresAt} < ${before}`);

/**
 * Another company whose SSO uses the same provider client (issuer and client ID): then the employee number alone
 * cannot say whose employee a token names, and the e-mail domain must.
 */
export const sharesProviderClient = (db: Executor, cmpyCd: string, issuer: string, clientId: string) =>
  db
    .select({ cmpyCd: ssoConfig.cmpyCd })
    .from(ssoConfig)
    .where(
      and(
        ne(ssoConfig.cmpyCd, cmpyCd),
        sql`rtrim(${ssoConfig.issuer}, '/') = rtrim(${issuer}, '/')`,
        eq(ssoConfig.clientId, clientId),
      ),
    )
    .limit(1)
    .then((rows) => rows.length > 0);

/**
 * The company's people with this employee number (normally one), among the roles its SSO may sign in
 * (ssoSignInRoles): a manager's or operator's number signs in nobody.
 */
export const employeesBySabun = (db: Executor, cmpyCd: string, sabun: string, roles: readonly string[]) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      useYn: appUser.useYn,
      lockYn: appUser.lockYn,
      regStat: appUser.regStat,
    })
    .from(appUser)
    .where(and(eq(appUser.cmpyCd, cmpyCd), eq(appUser.sabun, sabun), inArray(appUser.authCd, [...roles])))
    .limit(2);

export const userById = (db: Executor, unqUserId: string) =>
  db
    .select({ userId: appUser.userId, useYn: appUser.useYn, lockYn: appUser.lockYn })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId))
    .then((rows) => rows[0] ?? null);
