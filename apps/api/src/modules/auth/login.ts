import {
  ACCOUNT_MESSAGES,
  isAuthCd,
  isPasswordExpired,
  LOGIN_THROTTLED_TEXT,
  type LoginRequest,
  type LoginUserData,
  MESSAGE_CODE,
  ROLE_NAME,
  USER_ADMIN_MESSAGES,
} from '@pcs/domain';
import dayjs from 'dayjs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { decoyPasswordHash, hashToken, newToken, verifyPassword } from './credentials';
import * as repo from './repository';

export type LoginDeps = { db: Db; config: Config; now: () => Date };

const THROTTLE_WINDOW_MINUTES = 15;
/** The throttle key of an account's failed logins; password checks of a signed-in user count toward it too. */
export const accountThrottleKey = (userId: string) => `account:${userId.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * POST {sso}/v1/ebmp/login.json: checks the password (argon2id), throttles failures per account and per client
 * address, opens a session and returns spec §3 Login user data. Unknown IDs and wrong passwords get the same reply.
 */
export async function login(deps: LoginDeps, input: LoginRequest, clientIp: string): Promise<LoginUserData> {
  const { db, config } = deps;
  const now = deps.now();
  const { maxFailures, lockMinutes, maxFailuresPerIp } = config.loginThrottle;
  const account = accountThrottleKey(input.userId);
  const address = addressKey(clientIp);

  // Attempts are taken before the password is checked (issue 7): parallel tries cannot check more than the limit.
  const window = { windowMinutes: THROTTLE_WINDOW_MINUTES, lockMinutes };
  const accountOpen = await repo.takeAttempt(db, account, now, { ...window, maxAttempts: maxFailures });
  const addressOpen = await repo.takeAttempt(db, address, now, { ...window, maxAttempts: maxFailuresPerIp });
  if (!accountOpen || !addressOpen) throw tooManyRequests(LOGIN_THROTTLED_TEXT);

  const user = await repo.findUserByLoginId(db, input.userId);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk || user.useYn !== 'Y') throw unauthorized(MESSAGE_CODE.loginFailed);
  // The right password: the attempts so far were the owner's, and the address keeps its allowance.
  await repo.clearThrottle(db, account);
  await repo.refundAttempt(db, address);
  // The applicant of a sign-up or vendor application sees its state, but only with the right password.
  if (user.regStat === 'READY') throw forbidden(ACCOUNT_MESSAGES.accountReady);
  if (user.regStat === 'REJECT') throw forbidden(ACCOUNT_MESSAGES.accountRejected);
  if (user.regStat !== 'ACCEPT') throw unauthorized(MESSAGE_CODE.loginFailed);
  // Locked by an operator or client manager (issue 9): told so, but only with the right password.
  if (user.lockYn === 'Y') throw forbidden(USER_ADMIN_MESSAGES.locked);

  return startSession(deps, user);
}

/** Opens a new session (new token, ASVS 3.2.1) for a user who has proved who they are; returns the login user data. */
export async function startSession(
  deps: LoginDeps,
  user: NonNullable<Awaited<ReturnType<typeof repo.findUserByLoginId>>>,
): Promise<LoginUserData> {
  const now = deps.now();
  const token = newToken();
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    unqUserId: user.unqUserId,
    loginAt: now,
    expiresAt: dayjs(now).add(deps.config.session.absoluteHours, 'hour').toDate(),
  });
  return loginUserData(deps, user, token, now);
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
  };
}

/** POST {sso}/v1/ebmp/logout.json: revokes the presented token. */
export async function logout(deps: LoginDeps, tokenHash: string): Promise<void> {
  await repo.revokeSession(deps.db, tokenHash, deps.now());
}
