import { randomInt } from 'node:crypto';
import { fileUrl, RETURN_PHOTO_MAX_BYTES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { sniffImage } from '../../lib/image-kind';
import { reencodeImage } from '../account';
import { insertFile } from '../files';

export const PHOTO_TEXT = {
  required: '사진 파일을 선택해주세요.',
  type: '사진은 JPG, PNG, GIF, WEBP 파일만 첨부할 수 있습니다.',
  size: '사진은 5MB 이하만 첨부할 수 있습니다.',
} as const;

/** POST (multipart, part "file") delivery/myReturnPhoto.json: a photo checked by its bytes, re-encoded, private. */
export async function uploadReturnPhoto(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  user: AuthUser,
  file: { bytes: Buffer; truncated: boolean },
) {
  if (file.truncated || file.bytes.length > RETURN_PHOTO_MAX_BYTES) throw badRequest(PHOTO_TEXT.size);
  const sniffed = file.bytes.length > 0 ? sniffImage(file.bytes) : null;
  const image = sniffed ? await reencodeImage(file.bytes, sniffed) : null;
  if (!image) throw badRequest(PHOTO_TEXT.type);
  const now = deps.now();
  const fileId = `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const storageKey = `return/${fileId}.${image.kind.ext}`;
  await deps.storage.put(storageKey, image.bytes);
  await insertFile(deps.db, {
    fileId,
    originalName: `return.${image.kind.ext}`,
    contentType: image.kind.type,
    byteSize: image.bytes.length,
    storageKey,
    ownerUnqUserId: user.unqUserId,
  });
  return { fileId, url: fileUrl(fileId) };
}
