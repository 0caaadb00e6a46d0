import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appUser, company, loginThrottle, menu, menuAuth } from '../../db/schema/index';

export const findUserByLoginId = (db: Executor, userId: string) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      passwordHash: appUser.passwordHash,
      authCd: appUser.authCd,
      solCd: appUser.solCd,
      cmpyCd: appUser.cmpyCd,
      cmpyNm: company.cmpyNm,
      vendorSn: appUser.vendorSn,
      regStat: appUser.regStat,
      useYn: appUser.useYn,
      lockYn: appUser.lockYn,
      firstLoginYn: appUser.firstLoginYn,
      pwdChangedAt: appUser.pwdChangedAt,
      telNo: appUser.telNo,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .leftJoin(company, eq(company.cmpyCd, appUser.cmpyCd))
    .where(eq(appUser.userId, userId))
    .then((rows) => rows[0] ?? null);

export const menusForRole = (db: Executor, authCd: string) =>
  db
    .select({
      menuId: menu.menuId,
      menuNm: menu.menuNm,
      urlLink: menu.urlLink,
      upperMenuId: menu.upperMenuId,
      seqNo: menu.seqNo,
      displayYn: menu.displayYn,
    })
    .from(menu)
    .innerJoin(menuAuth, eq(menuAuth.menuId, menu.menuId))
    .where(eq(menuAuth.authCd, authCd))
    .orderBy(asc(menu.seqNo));

/**
 * Takes one attempt on a throttle key before the guarded check runs, in one statement, so N parallel requests can
 * never run more than `maxAttempts` checks in a window (a read-then-write would let them all through). Returns
 * false when the key is locked: attempt maxAttempts + 1 locks it for lockMinutes. A success clears or refunds.
 */
export async function takeAttempt(
  db: Executor,
  key: string,
  now: Date,
  opts: { maxAttempts: number; windowMinutes: number; lockMinutes: number },
): Promise<boolean> {
  return (await takeAttemptUntil(db, key, now, opts)) === null;
}

/** takeAttempt that also says until when the key is locked (for a Retry-After); null when the attempt may run. */
export async function takeAttemptUntil(
  db: Executor,
  key: string,
  now: Date,
  opts: { maxAttempts: number; windowMinutes: number; lockMinutes: number },
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - opts.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + opts.lockMinutes * 60_000);
  const fresh = sql`(t.window_started_at < ${windowStart} or t.locked_until <= ${now})`;
  const locked = sql`t.locked_until > ${now}`;
  const rows = await queryRows<{ locked_until: Date | string | null }>(
    db,
    sql`
    insert into login_throttle as t (throttle_key, fail_count, window_started_at, locked_until)
    values (${key}, 1, ${now}, ${opts.maxAttempts < 1 ? lockUntil : null})
    on conflict (throttle_key) do update set
      fail_count = case when ${locked} then t.fail_count when ${fresh} then 1 else t.fail_count + 1 end,
      window_started_at = case when ${locked} then t.window_started_at when ${fresh} then ${now}
        else t.window_started_at end,
      locked_until = case when ${locked} then t.locked_until when ${fresh} then null
        when t.fail_count + 1 > ${opts.maxAttempts} then ${lockUntil} else null end
    returning locked_until`,
  );
  const until = rows[0]?.locked_until;
  return until == null ? null : new Date(until);
}

/** Gives back an attempt that turned out fine (a successful login must not use up its address's allowance). */
export async function refundAttempt(db: Executor, key: string): Promise<void> {
  await db.execute(sql`
    update login_throttle set fail_count = greatest(fail_count - 1, 0)
    where throttle_key = ${key} and (locked_until is null)`);
}

export type DelayRule = {
  /** Attempts in a window that are checked without delay. */
  freeAttempts: number;
  windowMinutes: number;
  /** The wait after the free attempts; it doubles with every further attempt, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
};

/**
 * Takes one attempt on a key that slows down instead of locking: the first `freeAttempts` of a window are let
 * through, then every further attempt waits behind a delay that doubles each time (capped). One statement, like
 * takeAttempt, so parallel requests cannot get more checks than the rule gives: an attempt after the free ones is
 * refused and starts the wait; when the wait is over exactly one attempt goes through, and the next one starts a
 * longer wait. Refused attempts are not counted. Returns when to try again, or null when the attempt may run.
 */
export async function takeDelayedAttempt(
  db: Executor,
  key: string,
  now: Date,
  rule: DelayRule,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - rule.windowMinutes * 60_000);
  const waiting = sql`t.locked_until > ${now}`;
  const fresh = sql`t.window_started_at < ${windowStart}`;
  const afterWait = sql`t.locked_until is not null`;
  const startsWait = sql`t.fail_count + 1 > ${rule.freeAttempts}`;
  const delay = sql`make_interval(secs => least(${rule.baseDelaySeconds}::float8 * power(2, greatest(t.fail_count - ${rule.freeAttempts}, 0)), ${rule.maxDelaySeconds}::float8))`;
  const rows = await queryRows<{ locked_until: Date | string | null }>(
    db,
    sql`
    insert into login_throttle as t (throttle_key, fail_count, window_started_at, locked_until)
    values (${key}, 1, ${now}, null)
    on conflict (throttle_key) do update set
      fail_count = case when ${waiting} then t.fail_count when ${fresh} then 1 when ${afterWait} then t.fail_count + 1
        when ${startsWait} then t.fail_count else t.fail_count + 1 end,
      window_started_at = case when ${waiting} then t.window_started_at when ${fresh} then ${now}
        else t.window_started_at end,
      locked_until = case when ${waiting} then t.locked_until when ${fresh} or ${afterWait} then null
        when ${startsWait} then ${now}::timestamptz + ${delay} else null end
    returning locked_until`,
  );
  const until = rows[0]?.locked_until;
  return until == null ? null : new Date(until);
}

/**
 * Counts one failure on a key in a fixed window and returns the count so far, so a caller can act once when it
 * reaches a threshold (the upserts are serialised on the row: exactly one caller sees each count).
 */
export async function countFailure(
  db: Executor,
  key: string,
  now: Date,
  windowMinutes: number,
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
  const rows = await queryRows<{ fail_count: number }>(
    db,
    sql`
    insert into login_throttle as t (throttle_key, fail_count, window_started_at)
    values (${key}, 1, ${now})
    on conflict (throttle_key) do update set
      fail_count = case when t.window_started_at < ${windowStart} then 1 else t.fail_count + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end
    returning fail_count`,
  );
  return Number(rows[0]?.fail_count ?? 0);
}

/**
 * Deletes throttle rows nobody needs any more: no wait under way and no window younger than `olderThan` (every rule's
 * window is an hour at most). Safe in several processes at once.
 */
export async function purgeStaleThrottles(db: Executor, olderThan: Date): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    delete from login_throttle
    where window_started_at < ${olderThan} and (locked_until is null or locked_until < ${olderThan})
    returning 1`,
  );
  return rows.length;
}

/** Forgets every failed-login count of an account: its own and those of each address it was tried from. */
export async function clearLoginThrottles(
  db: Executor,
  accountKey: string,
  pairPrefix: string,
): Promise<void> {
  await db.execute(sql`
    delete from login_throttle where throttle_key = ${accountKey} or starts_with(throttle_key, ${pairPrefix})`);
}

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.throttleKey, key));
}
