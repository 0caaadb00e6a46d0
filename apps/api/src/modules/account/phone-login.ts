import { AUTH_PURPOSE, type LoginUserData } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { unauthorized } from '../../http/errors';
import { findUserByLoginId, startSession } from '../auth';
import { spendAuthToken } from './auth-token';
import * as repo from './repository';

/**
 * POST {sso}/v1/ebmp/phoneLogin.json: the desktop /login phone variant. A confirmed LOGIN number (sent only when exactly
 * one approved account has that phone) opens a new session, like an ID and password login. The session keeps the
 * confirmed phone, so a first login needs no second number for it.
 */
export async function phoneLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  authToken: string,
): Promise<LoginUserData> {
  const auth = await deps.db.transaction((tx) =>
    spendAuthToken(tx, authToken, AUTH_PURPOSE.login, deps.now()),
  );
  const account = auth.unqUserId ? await repo.findUser(deps.db, auth.unqUserId) : null;
  const user = account ? await findUserByLoginId(deps.db, account.userId) : null;
  if (user?.useYn !== 'Y' || user.regStat !== 'ACCEPT' || user.lockYn === 'Y') throw unauthorized();
  return startSession(deps, user, { verifiedTelNo: auth.target });
}
