import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { toAddress } from './address-view';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/user/addr/list.json: the caller's address book. Every address book call reads and writes only
 * the caller's own rows (object-level check, ASVS 4.2.1).
 */
export const listAddresses = async (deps: Pick<AppDeps, 'db'>, caller: AuthUser) => ({
  addrList: (await repo.listAddresses(deps.db, caller.unqUserId)).map(toAddress),
});
