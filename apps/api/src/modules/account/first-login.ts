import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_PURPOSE,
  type FirstAccessInfo,
  type LoginUserData,
  maskPhone,
  PROFILE_IMAGE_MAX_BYTES,
  type saveFirstLoginRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, unauthorized } from '../../http/errors';
import { loginUserData } from '../auth/login';
import * as authRepo from '../auth/repository';
import { insertFile } from '../files/repository';
import { spendAuthToken } from './auth-number';
import { assertNewPassword, setPassword } from './password';
import * as repo from './repository';

/** POST /v1/ebmp/solution/user/firstAccessInfo.json: what the first-login form shows (currentSolcd 1020). */
export async function firstAccessInfo(deps: Pick<AppDeps, 'db'>, caller: AuthUser): Promise<FirstAccessInfo> {
  const user = await repo.findUser(deps.db, caller.unqUserId);
  if (!user) throw unauthorized();
  return {
    userId: user.userId,
    userNm: user.userNm,
    cmpyNm: user.cmpyNm,
    maskedTelNo: user.telNo ? maskPhone(user.telNo) : '',
    email: user.email,
    profileFileId: user.profileFileId,
    firstLoginYn: user.firstLoginYn === 'Y' ? 'Y' : 'N',
  };
}

/**
 * POST /v1/ebmp/pcs/user/saveFirstLogin.json: with the phone confirmed by a FIRST_LOGIN number and a new password,
 * ends the first-login state (spec §4 Login). This session stays; every other one is revoked. Replies with the
 * login user data of this token, now authenticated.
 */
export async function saveFirstLogin(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  input: z.infer<typeof saveFirstLoginRequestSchema>,
  token: string,
): Promise<LoginUserData> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.firstLogin, now);
    if (auth.unqUserId !== caller.unqUserId) throw badRequest(ACCOUNT_MESSAGES.authRequired);
    const user = await repo.findUser(tx, caller.unqUserId);
    if (!user) throw unauthorized();
    await assertNewPassword(user, input.newPassword);
    await setPassword(tx, user, input.newPassword, now, caller.tokenHash, {
      firstLoginYn: 'N',
      telNo: auth.target,
    });
    if (input.email) await repo.updateUser(tx, user.unqUserId, { email: input.email });
  });
  const user = await authRepo.findUserByLoginId(deps.db, caller.userId);
  if (!user) throw unauthorized();
  const session = await authRepo.findLiveSession(deps.db, caller.tokenHash, now);
  return loginUserData(deps, user, token, session?.loginAt ?? now);
}

/** POST {sso}/v1/ebmp/loginUserInfo.json: spec §3 login user data of a token handed over by another solution (/sLogin). */
export async function loginUserInfo(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: AuthUser,
  token: string,
): Promise<LoginUserData> {
  const user = await authRepo.findUserByLoginId(deps.db, caller.userId);
  const session = await authRepo.findLiveSession(deps.db, caller.tokenHash, deps.now());
  if (!user || !session) throw unauthorized();
  return loginUserData(deps, user, token, session.loginAt);
}

/** Image types accepted, told apart by their first bytes (ASVS 12.2.1), never by name or declared type. */
const IMAGE_SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const sniffImage = (bytes: Buffer) => IMAGE_SIGNATURES.find((s) => s.test(bytes)) ?? null;

/**
 * POST (multipart) /v1/ebmp/main/user/updateFirstUserInfo.json: the profile image, checked by content and size,
 * stored under a key of ours (never the uploader's name) and linked to the caller.
 */
export async function updateProfileImage(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  caller: AuthUser,
  file: { bytes: Buffer; truncated: boolean; filename: string },
): Promise<{ profileFileId: string }> {
  if (file.truncated || file.bytes.length > PROFILE_IMAGE_MAX_BYTES)
    throw badRequest(ACCOUNT_MESSAGES.profileImageSize);
  const kind = file.bytes.length > 0 ? sniffImage(file.bytes) : null;
  if (!kind) throw badRequest(ACCOUNT_MESSAGES.profileImageType);
  const now = deps.now();
  const fileId = `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const storageKey = `profile/${fileId}.${kind.ext}`;
  await deps.storage.put(storageKey, file.bytes);
  await deps.db.transaction(async (tx) => {
    await insertFile(tx, {
      fileId,
      originalName: `profile.${kind.ext}`,
      contentType: kind.type,
      byteSize: file.bytes.length,
      storageKey,
      // Private: only the owner and operator admins may fetch it (files/routes.ts).
      ownerUnqUserId: caller.unqUserId,
    });
    await repo.updateUser(tx, caller.unqUserId, { profileFileId: fileId });
  });
  return { profileFileId: fileId };
}
