import { AUTH_CHANNEL, AUTH_PURPOSE, type FindIdReply, type LoginUserData, maskUserId } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { badRequest, unauthorized } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { startSession } from '../auth/login';
import * as authRepo from '../auth/repository';
import { spendAuthToken } from './auth-number';
import * as repo from './repository';

/**
 * POST {sso}/v1/ebmp/findId.json (e-mail) and {pcs}/v1/ebmp/pcs/user/findId.json (phone): with a confirmed
 * FIND_ID number, the IDs of the accounts with that name and contact, masked.
 */
export async function findId(
  deps: Pick<AppDeps, 'db' | 'now'>,
  authToken: string,
  channel: 'PHONE' | 'EMAIL',
): Promise<FindIdReply> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, authToken, AUTH_PURPOSE.findId, now);
    if (auth.channel !== channel)
      throw badRequest(
        channel === AUTH_CHANNEL.phone ? '휴대폰 인증을 완료해주세요.' : '이메일 인증을 완료해주세요.',
      );
    const users = await repo.findUsersByContact(tx, auth.subjectNm ?? '', channel, auth.target);
    return {
      userIdList: users.map((u) => ({ maskedUserId: maskUserId(u.userId), joinDt: ymdKst(u.createdAt) })),
    };
  });
}

/**
 * POST {sso}/v1/ebmp/phoneLogin.json: the desktop /login phone variant. A confirmed LOGIN number (sent only when exactly
 * one approved account has that phone) opens a new session, like an ID and password login.
 */
export async function phoneLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  authToken: string,
): Promise<LoginUserData> {
  const auth = await deps.db.transaction((tx) =>
    spendAuthToken(tx, authToken, AUTH_PURPOSE.login, deps.now()),
  );
  const account = auth.unqUserId ? await repo.findUser(deps.db, auth.unqUserId) : null;
  const user = account ? await authRepo.findUserByLoginId(deps.db, account.userId) : null;
  if (user?.useYn !== 'Y' || user.regStat !== 'ACCEPT') throw unauthorized();
  return startSession(deps, user);
}
