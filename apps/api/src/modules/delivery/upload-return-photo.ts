import { randomInt } from 'node:crypto';
import { fileUrl, RETURN_PHOTO_TEXT, returnPhotoRefusal } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { sniffImage } from '../../lib/image-kind';
import { reencodeImage } from '../account';
import { insertFile } from '../files';

/** POST (multipart, part "file") delivery/myReturnPhoto.json: a photo checked by its bytes, re-encoded, private. */
export async function uploadReturnPhoto(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  user: AuthUser,
  file: { bytes: Buffer; truncated: boolean },
) {
  // A part cut off at the upload limit is too large whatever bytes arrived.
  const byteSize = file.truncated ? Number.POSITIVE_INFINITY : file.bytes.length;
  const sniffed = byteSize > 0 ? sniffImage(file.bytes) : null;
  const refusal = returnPhotoRefusal({ byteSize, type: sniffed?.type ?? null });
  if (refusal) throw badRequest(refusal);
  // Pixels that do not decode are no image either.
  const image = sniffed ? await reencodeImage(file.bytes, sniffed) : null;
  if (!image) throw badRequest(RETURN_PHOTO_TEXT.type);
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
