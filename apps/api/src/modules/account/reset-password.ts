import { ACCOUNT_MESSAGES, AUTH_PURPOSE, type UpdateUserPasswordRequest } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../http/errors';
import { clearLoginFailures } from '../auth';
import { spendAuthToken } from './auth-token';
import * as repo from './repository';
import { assertNewPassword, setPassword } from './set-password';

/** POST {platform}/v1/ebmp/main/user/updateUserPassword.json: find password step 3 with a confirmed FIND_PWD number. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: UpdateUserPasswordRequest,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.findPassword, now);
    const user = auth.unqUserId ? await repo.findUser(tx, auth.unqUserId) : null;
    if (!user) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    await assertNewPassword(user, input.newPassword);
    // A reset also ends every session, this device's included: the next step is a fresh login.
    await setPassword(tx, user, input.newPassword, now, null);
    await clearLoginFailures(tx, user.userId);
  });
}
