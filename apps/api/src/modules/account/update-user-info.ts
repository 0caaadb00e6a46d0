import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/user/updateUserInfo.json: the caller's own name and e-mail. */
export async function updateUserInfo(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  input: { userNm: string; email: string },
) {
  await repo.updateUser(deps.db, caller.unqUserId, { userNm: input.userNm, email: input.email });
}
