import { ACCOUNT_MESSAGES, AUTH_PURPOSE } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { spendAuthToken } from './auth-token';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/user/updateTelNo.json: the phone of a confirmed TEL_NO number of this caller. */
export async function updateTelNo(deps: Pick<AppDeps, 'db' | 'now'>, caller: AuthUser, authToken: string) {
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, authToken, AUTH_PURPOSE.telNo, deps.now());
    if (auth.unqUserId !== caller.unqUserId) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    await repo.updateUser(tx, caller.unqUserId, { telNo: auth.target });
  });
}
