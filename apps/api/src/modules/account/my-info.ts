import { AUTH_PURPOSE, isAuthCd, type MyInfo, ROLE_NAME, type SaveAddressRequest } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { spendAuthToken } from './auth-number';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** POST /v1/ebmp/pcs/user/myInfo.json: the caller's own account. */
export async function myInfo(deps: Deps, caller: AuthUser): Promise<MyInfo> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  return {
    userId: user.userId,
    userNm: user.userNm,
    authNm: isAuthCd(user.authCd) ? ROLE_NAME[user.authCd] : '',
    cmpyNm: user.cmpyNm,
    email: user.email,
    telNo: user.telNo,
    profileFileId: user.profileFileId,
    pwdChangedDt: ymdKst(user.pwdChangedAt),
  };
}

/** POST /v1/ebmp/pcs/user/updateUserInfo.json */
export async function updateUserInfo(deps: Deps, caller: AuthUser, input: { userNm: string; email: string }) {
  await repo.updateUser(deps.db, caller.unqUserId, { userNm: input.userNm, email: input.email });
}

/** POST /v1/ebmp/pcs/user/updateTelNo.json: the phone of a confirmed TEL_NO number of this caller. */
export async function updateTelNo(deps: Deps, caller: AuthUser, authToken: string) {
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, authToken, AUTH_PURPOSE.telNo, deps.now());
    if (auth.unqUserId !== caller.unqUserId) throw badRequest('본인 인증을 완료해주세요.');
    await repo.updateUser(tx, caller.unqUserId, { telNo: auth.target });
  });
}

const ADDRESS_NOT_FOUND = '배송지 정보를 찾을 수 없습니다.';

/** Address book: every call reads and writes only the caller's own rows (object-level check, ASVS 4.2.1). */
export const listAddresses = async (deps: Deps, caller: AuthUser) => ({
  addrList: (await repo.listAddresses(deps.db, caller.unqUserId)).map(toAddress),
});

export async function addressDetail(deps: Deps, caller: AuthUser, deleSn: number) {
  const row = await repo.findAddress(deps.db, caller.unqUserId, deleSn);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/** Saves a new or existing address; a default address makes the others non-default in the same transaction. */
export async function saveAddress(
  deps: Deps,
  caller: AuthUser,
  input: Required<Omit<SaveAddressRequest, 'loginUserToken' | 'deleSn'>> & { deleSn?: number },
) {
  return deps.db.transaction(async (tx) => {
    const { deleSn, ...fields } = input;
    if (fields.defaultYn === 'Y') await repo.clearDefaultAddress(tx, caller.unqUserId);
    if (deleSn) {
      if ((await repo.updateAddress(tx, caller.unqUserId, deleSn, fields)) === 0)
        throw notFound(ADDRESS_NOT_FOUND);
      return { deleSn };
    }
    return { deleSn: await repo.insertAddress(tx, { ...fields, unqUserId: caller.unqUserId }) };
  });
}

export async function deleteAddress(deps: Deps, caller: AuthUser, deleSn: number) {
  if ((await repo.deleteAddress(deps.db, caller.unqUserId, deleSn)) === 0) throw notFound(ADDRESS_NOT_FOUND);
}

const toAddress = (row: Awaited<ReturnType<typeof repo.listAddresses>>[number]) => ({
  ...row,
  defaultYn: row.defaultYn === 'Y' ? ('Y' as const) : ('N' as const),
});
