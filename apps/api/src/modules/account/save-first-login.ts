import {
  ACCOUNT_MESSAGES,
  AUTH_PURPOSE,
  type LoginUserData,
  type saveFirstLoginRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, unauthorized } from '../../http/errors';
import { findUserByLoginId, loginUserData } from '../auth';
import { findLiveSession } from '../session';
import { spendAuthToken } from './auth-token';
import * as repo from './repository';
import { assertNewPassword, setPassword } from './set-password';

/**
 * POST /v1/ebmp/pcs/user/saveFirstLogin.json: with the phone confirmed by a FIRST_LOGIN number and a new password,
 * ends the first-login state (spec §4 Login). This session stays; every other one is revoked. Replies with the
 * login user data of this token, now authenticated.
 */
export async function saveFirstLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  input: z.infer<typeof saveFirstLoginRequestSchema>,
  token: string,
): Promise<LoginUserData> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.firstLogin, now);
    if (auth.unqUserId !== caller.unqUserId) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    const user = await repo.findUser(tx, caller.unqUserId);
    if (!user) throw unauthorized();
    await assertNewPassword(user, input.newPassword);
    await setPassword(tx, user, input.newPassword, now, caller.tokenHash, {
      firstLoginYn: 'N',
      telNo: auth.target,
    });
    if (input.email) await repo.updateUser(tx, user.unqUserId, { email: input.email });
  });
  const user = await findUserByLoginId(deps.db, caller.userId);
  if (!user) throw unauthorized();
  const session = await findLiveSession(deps.db, caller.tokenHash, now);
  return loginUserData(deps, user, token, session?.loginAt ?? now);
}
