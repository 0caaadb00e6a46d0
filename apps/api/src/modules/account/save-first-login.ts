import {
  ACCOUNT_MESSAGES,
  AUTH_PURPOSE,
  type LoginUserData,
  type saveFirstLoginRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, unauthorized } from '../../http/errors';
import { findUserByLoginId, loginUserData } from '../auth';
import { findLiveSession, sessionVerifiedTelNo } from '../session';
import { spendAuthToken } from './auth-token';
import * as repo from './repository';
import { assertNewPassword, setPassword } from './set-password';

/**
 * POST /v1/ebmp/pcs/user/saveFirstLogin.json: with the phone confirmed by a FIRST_LOGIN number and a new password,
 * ends the first-login state (spec §4 Login). This session stays; every other one is revoked. Replies with the
 * login user data of this token, now authenticated. A session a phone login opened has confirmed the phone already:
 * without an authToken the phone it recorded stands in; any other session without one is refused.
 */
export async function saveFirstLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  input: z.infer<typeof saveFirstLoginRequestSchema>,
  token: string,
): Promise<LoginUserData> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const telNo = await confirmedPhone(tx, caller, input.authToken, now);
    const user = await repo.findUser(tx, caller.unqUserId);
    if (!user) throw unauthorized();
    await assertNewPassword(user, input.newPassword);
    await setPassword(tx, user, input.newPassword, now, caller.tokenHash, {
      firstLoginYn: 'N',
      telNo,
    });
    if (input.email) await repo.updateUser(tx, user.unqUserId, { email: input.email });
  });
  const user = await findUserByLoginId(deps.db, caller.userId);
  if (!user) throw unauthorized();
  const session = await findLiveSession(deps.db, caller.tokenHash, now);
  return loginUserData(deps, user, token, session?.loginAt ?? now);
}

/** The phone this first login confirmed: by a FIRST_LOGIN number of the caller, or by the phone login of this session. */
async function confirmedPhone(
  tx: Executor,
  caller: AuthUser,
  authToken: string | undefined,
  now: Date,
): Promise<string> {
  if (authToken) {
    const auth = await spendAuthToken(tx, authToken, AUTH_PURPOSE.firstLogin, now);
    if (auth.unqUserId !== caller.unqUserId) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    return auth.target;
  }
  const verified = await sessionVerifiedTelNo(tx, caller.tokenHash, now);
  if (!verified) throw badRequest(ACCOUNT_MESSAGES.authRequired);
  return verified;
}
