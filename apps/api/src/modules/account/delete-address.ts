import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/user/addr/delete.json: deletes one of the caller's own addresses. */
export async function deleteAddress(deps: Pick<AppDeps, 'db'>, caller: AuthUser, deleSn: number) {
  if ((await repo.deleteAddress(deps.db, caller.unqUserId, deleSn)) === 0)
    throw notFound(ACCOUNT_MESSAGES.addressNotFound);
}
