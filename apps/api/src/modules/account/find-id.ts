import { ACCOUNT_MESSAGES, AUTH_CHANNEL, AUTH_PURPOSE, type FindIdReply, maskUserId } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { spendAuthToken } from './auth-token';
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
        channel === AUTH_CHANNEL.phone
          ? ACCOUNT_MESSAGES.phoneAuthRequired
          : ACCOUNT_MESSAGES.emailAuthRequired,
      );
    const users = await repo.findUsersByContact(tx, auth.subjectNm ?? '', channel, auth.target);
    return {
      userIdList: users.map((u) => ({ maskedUserId: maskUserId(u.userId), joinDt: ymdKst(u.createdAt) })),
    };
  });
}
