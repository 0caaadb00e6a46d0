import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { toAddress } from './address-view';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/user/addr/detail.json: one of the caller's own addresses. */
export async function getAddress(deps: Pick<AppDeps, 'db'>, caller: AuthUser, deleSn: number) {
  const row = await repo.findAddress(deps.db, caller.unqUserId, deleSn);
  if (!row) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
  return toAddress(row);
}
