import type { LoginUserData } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { unauthorized } from '../../http/errors';
import { loginUserData } from '../auth/login';
import * as authRepo from '../auth/repository';

/** POST {sso}/v1/ebmp/loginUserInfo.json: spec §3 login user data of a token handed over by another solution (/sLogin). */
export async function getLoginUserInfo(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  token: string,
): Promise<LoginUserData> {
  const user = await authRepo.findUserByLoginId(deps.db, caller.userId);
  const session = await authRepo.findLiveSession(deps.db, caller.tokenHash, deps.now());
  if (!user || !session) throw unauthorized();
  return loginUserData(deps, user, token, session.loginAt);
}
