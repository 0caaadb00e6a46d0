import { type ChangePasswordRequest, PASSWORD_CONFIRMATION, PASSWORD_MESSAGES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, unauthorized } from '../../http/errors';
import { checkPassword } from './check-password';
import * as repo from './repository';
import { assertNewPassword, setPassword } from './set-password';

/** POST /v1/ebmp/main/user/changePassword.json: current password checked (throttled like a login), other sessions ended. */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
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
