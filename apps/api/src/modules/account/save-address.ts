import { ACCOUNT_MESSAGES, type SaveAddressRequest } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/user/addr/save.json: saves a new or existing address of the caller; a default address makes
 * the others non-default in the same transaction.
 */
export async function saveAddress(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  input: Required<Omit<SaveAddressRequest, 'loginUserToken' | 'deleSn'>> & { deleSn?: number },
) {
  return deps.db.transaction(async (tx) => {
    const { deleSn, ...fields } = input;
    if (fields.defaultYn === 'Y') await repo.clearDefaultAddress(tx, caller.unqUserId);
    if (deleSn) {
      if ((await repo.updateAddress(tx, caller.unqUserId, deleSn, fields)) === 0)
        throw notFound(ACCOUNT_MESSAGES.addressNotFound);
      return { deleSn };
    }
    return { deleSn: await repo.insertAddress(tx, { ...fields, unqUserId: caller.unqUserId }) };
  });
}
