import {
  ACCOUNT_MESSAGES,
  AUTH_PURPOSE,
  type ChangePasswordRequest,
  PASSWORD_CONFIRMATION,
  PASSWORD_MESSAGES,
  type PasswordConfirmation,
  passwordPolicyError,
  type UpdateUserPasswordRequest,
} from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/credentials';
import * as authRepo from '../auth/repository';
import { enqueueMessage } from '../outbox/enqueue-message';
import { spendAuthToken } from './auth-number';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

const accountKey = (userId: string) => `account:${userId.toLowerCase()}`;

/** Policy, user-ID and "not the current password" checks shared by every way of setting a password. */
export async function assertNewPassword(
  user: { userId: string; passwordHash: string },
  password: string,
): Promise<void> {
  const policy = passwordPolicyError(password, user.userId);
  if (policy) throw badRequest(policy);
  if (await verifyPassword(user.passwordHash, password)) throw badRequest(PASSWORD_MESSAGES.sameAsCurrent);
}

/**
 * Sets a new password, restarts the expiry clock, revokes every other session (ASVS 3.3.3) and tells the user
 * by SMS or mail that it changed (ASVS 2.2.3), all in the caller's transaction.
 */
export async function setPassword(
  tx: Executor,
  user: { unqUserId: string; telNo: string | null; email: string | null },
  password: string,
  now: Date,
  keepTokenHash: string | null,
  extra: { firstLoginYn?: 'N'; telNo?: string } = {},
): Promise<void> {
  await repo.updateUser(tx, user.unqUserId, {
    passwordHash: await hashPassword(password),
    pwdChangedAt: now,
    ...extra,
  });
  await repo.revokeOtherSessions(tx, user.unqUserId, now, keepTokenHash);
  const telNo = extra.telNo ?? user.telNo;
  const notice =
    '[PCS] 회원님의 비밀번호가 변경되었습니다. 본인이 변경하지 않았다면 관리자에게 문의해주세요.';
  if (telNo) await enqueueMessage(tx, { channel: 'SMS', recipient: telNo.replace(/\D/g, ''), body: notice });
  else if (user.email)
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: user.email,
      subject: '[PCS] 비밀번호 변경 안내',
      body: notice,
    });
}

/** POST {platform}/v1/ebmp/main/user/updateUserPassword.json: find password step 3 with a confirmed FIND_PWD number. */
export async function resetPassword(deps: Deps, input: UpdateUserPasswordRequest): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.findPassword, now);
    const user = auth.unqUserId ? await repo.findUser(tx, auth.unqUserId) : null;
    if (!user) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    await assertNewPassword(user, input.newPassword);
    // A reset also ends every session, this device's included: the next step is a fresh login.
    await setPassword(tx, user, input.newPassword, now, null);
    await authRepo.clearThrottle(tx, accountKey(user.userId));
  });
}

/** POST /v1/ebmp/main/user/changePassword.json: current password checked (throttled like a login), other sessions ended. */
export async function changePassword(
  deps: Deps,
  caller: AuthUser,
  input: ChangePasswordRequest,
): Promise<void> {
  const now = deps.now();
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  if ((await checkPassword(deps, user, input.currentPassword)) !== PASSWORD_CONFIRMATION.valid)
    throw badRequest(PASSWORD_MESSAGES.currentWrong);
  await assertNewPassword(user, input.newPassword);
  await deps.db.transaction((tx) => setPassword(tx, user, input.newPassword, now, caller.tokenHash));
}

/** Verifies a signed-in user's password; wrong answers count toward the account's login lock. */
async function checkPassword(
  deps: Deps,
  user: { userId: string; passwordHash: string },
  password: string,
): Promise<PasswordConfirmation> {
  const now = deps.now();
  const key = accountKey(user.userId);
  const [throttle] = await authRepo.readThrottles(deps.db, [key]);
  if (throttle?.lockedUntil && throttle.lockedUntil > now)
    throw tooManyRequests(ACCOUNT_MESSAGES.authThrottled);
  if (await verifyPassword(user.passwordHash, password)) return PASSWORD_CONFIRMATION.valid;
  const { maxFailures, lockMinutes } = deps.config.loginThrottle;
  await authRepo.recordFailure(deps.db, key, now, { maxFailures, lockMinutes, windowMinutes: 15 });
  return PASSWORD_CONFIRMATION.notValid;
}

/** POST /v1/ebmp/main/user/confirmExistPassword.json: spec §5, resultData is 'valid' or 'not valid', nothing else. */
export async function confirmExistPassword(
  deps: Deps,
  caller: AuthUser,
  password: string,
): Promise<PasswordConfirmation> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  return checkPassword(deps, user, password);
}
