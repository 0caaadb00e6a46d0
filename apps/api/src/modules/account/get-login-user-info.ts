import type { LoginUserData } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { unauthorized } from '../../http/errors';
import { findUserByLoginId, startSession } from '../auth';

/**
 * POST {sso}/v1/ebmp/loginUserInfo.json: spec §3 login user data for a token handed over by another solution
 * (/sLogin, or the query at '/'). That token travelled in a URL, so the new tab gets a session of its own (a new
 * token) instead of carrying it on; the handing tab keeps its session.
 */
export async function getLoginUserInfo(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
): Promise<LoginUserData> {
  const user = await findUserByLoginId(deps.db, caller.userId);
  if (!user) throw unauthorized();
  // A company sign-in's session hands over as one (decision 038).
  return startSession(deps, user, { viaSso: caller.viaSso === true });
}
