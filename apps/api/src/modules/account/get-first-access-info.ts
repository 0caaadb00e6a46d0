import { type FirstAccessInfo, maskPhone } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { unauthorized } from '../../http/errors';
import { sessionVerifiedTelNo } from '../session';
import * as repo from './repository';

/** POST /v1/ebmp/solution/user/firstAccessInfo.json: what the first-login form shows (currentSolcd 1020). */
export async function getFirstAccessInfo(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
): Promise<FirstAccessInfo> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  const verified = await sessionVerifiedTelNo(deps.db, caller.tokenHash, deps.now());
  return {
    userId: user.userId,
    userNm: user.userNm,
    cmpyNm: user.cmpyNm,
    maskedTelNo: user.telNo ? maskPhone(user.telNo) : '',
    email: user.email,
    profileFileId: user.profileFileId,
    firstLoginYn: user.firstLoginYn === 'Y' ? 'Y' : 'N',
    phoneVerifiedYn: verified ? 'Y' : 'N',
  };
}
