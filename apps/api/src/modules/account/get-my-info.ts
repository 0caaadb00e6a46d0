import { isAuthCd, type MyInfo, matchLanguage, ROLE_NAME } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { unauthorized } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/user/myInfo.json: the caller's own account. */
export async function getMyInfo(deps: Pick<AppDeps, 'db'>, caller: AuthUser): Promise<MyInfo> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  return {
    userId: user.userId,
    userNm: user.userNm,
    authNm: isAuthCd(user.authCd) ? ROLE_NAME[user.authCd] : '',
    cmpyNm: user.cmpyNm,
    email: user.email,
    telNo: user.telNo,
    profileFileId: user.profileFileId,
    pwdChangedDt: ymdKst(user.pwdChangedAt),
    preferredLanguage: matchLanguage(user.preferredLanguage),
  };
}
