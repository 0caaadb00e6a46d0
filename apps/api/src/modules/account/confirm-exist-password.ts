import type { PasswordConfirmation } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { unauthorized } from '../../http/errors';
import { checkPassword } from './check-password';
import * as repo from './repository';

/** POST /v1/ebmp/main/user/confirmExistPassword.json: spec §5, resultData is 'valid' or 'not valid', nothing else. */
export async function confirmExistPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  password: string,
): Promise<PasswordConfirmation> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  return checkPassword(deps, user, password);
}
