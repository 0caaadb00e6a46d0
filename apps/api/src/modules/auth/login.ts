import {
  ACCOUNT_MESSAGES,
  accountNoticeTexts,
  isAuthCd,
  isPasswordExpired,
  LOGIN_THROTTLED_TEXT,
  type LoginRequest,
  type LoginUserData,
  MESSAGE_CODE,
  matchLanguage,
  messageLanguage,
  ROLE_NAME,
  USER_ADMIN_MESSAGES,
} from '@pcs/domain';
import dayjs from 'dayjs';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { hashToken, newSsoSessionToken, newToken } from '../../lib/opaque-token';
import { throttleAddress } from '../../lib/throttle-address';
import { ymdHmsKst } from '../../lib/time';
import { enqueueMessage } from '../outbox';
import { insertSession, revokeSession } from '../session';
import { decoyPasswordHash, verifyPassword } from './credentials';
import * as repo from './repository';

export type LoginDeps = { db: Db; config: Config; now: () => Date };

/** The throttle key of a signed-in user's password checks (confirmExistPassword, the current password on change). */
export const accountThrottleKey = (userId: string) => `account:${userId.toLowerCase()}`;
const loginKeyPrefix = (userId: string) => `login:${userId.toLowerCase()}|`;
/** Failed logins of one account from one address: only these slow that address down on that account. */
const pairKey = (userId: string, ip: string) => `${loginKeyPrefix(userId)}${ip}`;
/** Failed logins from one address on any account (a company's NAT shares one). */
const addressKey = (ip: string) => `ip:${ip}`;
/** Failed logins of one account from every address: tells the owner, never refuses anyone. */
const accountFailuresKey = (userId: string) => `login-failures:${userId.toLowerCase()}`;

/** A pair's count is forgotten this long after its first failure (decision 022). */
const PAIR_WINDOW_MINUTES = 60;
const PAIR_FIRST_DELAY_SECONDS = 30;
const ADDRESS_WINDOW_MINUTES = 15;
/** Over its budget an address is slowed by at most a few seconds per check, never locked. */
const ADDRESS_MAX_DELAY_SECONDS = 8;
const NOTICE_WINDOW_MINUTES = 60;

/**
 * POST {sso}/v1/ebmp/login.json: checks the password (argon2id), slows failures down per account and address and per
 * address (decision 022), opens a session and returns spec §3 Login user data. Unknown IDs and wrong passwords get
 * the same reply; a refusal to check says when to try again (Retry-After).
 */
export async function login(deps: LoginDeps, input: LoginRequest, clientIp: string): Promise<LoginUserData> {
  const { db, config } = deps;
  const now = deps.now();
  const { maxFailures, lockMinutes, maxFailuresPerIp } = config.loginThrottle;
  const from = throttleAddress(clientIp);
  const pair = pairKey(input.userId, from);
  const address = addressKey(from);

  // Attempts are taken before the password is checked: parallel tries cannot check more than the rule gives.
  const pairWait = await repo.takeDelayedAttempt(db, pair, now, {
    freeAttempts: maxFailures,
    windowMinutes: PAIR_WINDOW_MINUTES,
    baseDelaySeconds: PAIR_FIRST_DELAY_SECONDS,
    maxDelaySeconds: lockMinutes * 60,
  });
  if (pairWait) throw loginThrottled(pairWait, now);
  const addressWait = await repo.takeDelayedAttempt(db, address, now, {
    freeAttempts: maxFailuresPerIp,
    windowMinutes: ADDRESS_WINDOW_MINUTES,
    baseDelaySeconds: 1,
    maxDelaySeconds: ADDRESS_MAX_DELAY_SECONDS,
  });
  if (addressWait) {
    // Not checked, so not a failure of this account from this address.
    await repo.refundAttempt(db, pair);
    throw loginThrottled(addressWait, now);
  }

  const user = await repo.findUserByLoginId(db, input.userId);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk || user.useYn !== 'Y') {
    if (user) await noteAccountFailure(deps, user, now);
    throw unauthorized(undefined, { code: MESSAGE_CODE.loginFailed });
  }
  // The right password: this address's failures on the account were the owner's, and the address keeps its budget.
  await repo.clearThrottle(db, pair);
  await repo.refundAttempt(db, address);
  // The applicant of a sign-up or vendor application sees its state, but only with the right password.
  if (user.regStat === 'READY') throw forbidden(ACCOUNT_MESSAGES.accountReady);
  if (user.regStat === 'REJECT') throw forbidden(ACCOUNT_MESSAGES.accountRejected);
  if (user.regStat !== 'ACCEPT') throw unauthorized(undefined, { code: MESSAGE_CODE.loginFailed });
  // Locked by an operator or client manager: told so, but only with the right password.
  if (user.lockYn === 'Y') throw forbidden(USER_ADMIN_MESSAGES.locked);

  return startSession(deps, user);
}

const loginThrottled = (retryAt: Date, now: Date) =>
  tooManyRequests(LOGIN_THROTTLED_TEXT, {
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  });

/**
 * Counts a failed login of an existing account from any address; the failure that reaches the threshold queues one
 * notice to the owner (SMS, or mail without a phone) in the same transaction, so each window sends at most one.
 */
async function noteAccountFailure(
  deps: LoginDeps,
  user: { userId: string; telNo: string | null; email: string | null; preferredLanguage: string | null },
  now: Date,
): Promise<void> {
  const threshold = deps.config.loginThrottle.maxFailures * 2;
  await deps.db.transaction(async (tx) => {
    const failures = await repo.countFailure(tx, accountFailuresKey(user.userId), now, NOTICE_WINDOW_MINUTES);
    if (failures !== threshold) return;
    // In the owner's language (decision 055).
    const texts = accountNoticeTexts(messageLanguage(user.preferredLanguage));
    const body = texts.loginFailures;
    if (user.telNo)
      await enqueueMessage(tx, { channel: 'SMS', recipient: user.telNo.replace(/\D/g, ''), body });
    else if (user.email)
      await enqueueMessage(tx, {
        channel: 'MAIL',
        recipient: user.email,
        subject: texts.loginFailuresSubject,
        body,
      });
  });
}

/** Every day's failed logins of unknown IDs and passing addresses would otherwise stay in login_throttle. */
export const purgeLoginThrottles = (deps: { db: Db; now: () => Date }): Promise<number> =>
  repo.purgeStaleThrottles(deps.db, new Date(deps.now().getTime() - 24 * 3_600_000));

/** Forgets an account's failed logins (an operator's unlock, a password reset), the owner-notice count too. */
export async function clearLoginFailures(db: Executor, userId: string): Promise<void> {
  await repo.clearLoginThrottles(db, accountThrottleKey(userId), loginKeyPrefix(userId));
  await repo.clearThrottle(db, accountFailuresKey(userId));
}

/**
 * Opens a new session (new token, ASVS 3.2.1) for a user who has proved who they are; returns the login user data.
 * `viaSso`: proved at the company's identity provider (decision 038). The first-login form (phone check, profile
 * image, a new password) and the password-age rule are about the product's own password, which such a session never
 * used: it is full at once, and the account's first-login state stays for a later password login.
 */
export async function startSession(
  deps: LoginDeps,
  user: NonNullable<Awaited<ReturnType<typeof repo.findUserByLoginId>>>,
  options: { viaSso?: boolean; verifiedTelNo?: string } = {},
): Promise<LoginUserData> {
  const now = deps.now();
  const token = options.viaSso ? newSsoSessionToken() : newToken();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    unqUserId: user.unqUserId,
    loginAt: now,
    expiresAt: dayjs(now).add(deps.config.session.absoluteHours, 'hour').toDate(),
    ...(options.verifiedTelNo ? { verifiedTelNo: options.verifiedTelNo } : {}),
  });
  const data = await loginUserData(deps, user, token, now);
  return options.viaSso ? { ...data, firstLoginYn: 'N', pwdExpiredYn: 'N' } : data;
}

/** spec §3 Login user data of a user and their (new or current) token. */
export async function loginUserData(
  deps: LoginDeps,
  user: NonNullable<Awaited<ReturnType<typeof repo.findUserByLoginId>>>,
  token: string,
  loginAt: Date,
): Promise<LoginUserData> {
  const menuMaster = (await repo.menusForRole(deps.db, user.authCd)).map((m) => ({
    ...m,
    displayYn: m.displayYn === 'N' ? ('N' as const) : ('Y' as const),
  }));
  const pwdExpired = isPasswordExpired(user.pwdChangedAt, deps.now(), deps.config.password.maxAgeDays);

  return {
    loginUserToken: token,
    userId: user.userId,
    unqUserId: user.unqUserId,
    userNm: user.userNm,
    authCd: user.authCd,
    authNm: isAuthCd(user.authCd) ? ROLE_NAME[user.authCd] : '',
    solCd: user.solCd,
    menuMaster,
    firstLoginYn: user.firstLoginYn === 'Y' ? 'Y' : 'N',
    pwdExpiredYn: pwdExpired ? 'Y' : 'N',
    cmpyCd: user.cmpyCd,
    cmpyNm: user.cmpyNm,
    loginDt: ymdHmsKst(loginAt),
    preferredLanguage: matchLanguage(user.preferredLanguage),
  };
}

/** POST {sso}/v1/ebmp/logout.json: revokes the presented token. */
export async function logout(deps: LoginDeps, tokenHash: string): Promise<void> {
  await revokeSession(deps.db, tokenHash, deps.now());
}
