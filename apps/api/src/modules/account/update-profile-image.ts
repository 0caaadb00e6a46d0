import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@pcs/domain';
import type Sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { type ImageKind, isUndecodableImage, PNG, sniffImage } from '../../lib/image-kind';
import { lazyModule } from '../../lib/lazy-module';
import { insertFile } from '../files';
import * as repo from './repository';

/** sharp is loaded on the first image (lib/lazy-module.ts). */
const sharp = lazyModule<typeof Sharp>('sharp');

/** Profile images are shown small; a larger upload is scaled down when it is re-encoded. */
const PROFILE_IMAGE_MAX_SIDE = 1024;

/**
 * Decodes the upload and encodes a fresh image from its pixels (ASVS 12.2.2): whatever else the file carried (a
 * script after a valid header, metadata with the location) is gone. Bytes that do not decode are not an image.
 * A GIF keeps its first frame, as a PNG.
 */
export async function reencodeImage(
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ bytes: Buffer; kind: ImageKind } | null> {
  const image = sharp()(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const out =
    kind.type === 'image/jpeg'
      ? { kind, encoded: image.jpeg({ quality: 85 }) }
      : kind.type === 'image/webp'
        ? { kind, encoded: image.webp({ quality: 85 }) }
        : { kind: PNG, encoded: image.png() };
  try {
    return { bytes: await out.encoded.toBuffer(), kind: out.kind };
  } catch (error) {
    // libvips reports undecodable input as a plain Error; nothing else is expected from an in-memory encode.
    if (isUndecodableImage(error)) return null;
    throw error;
  }
}

/**
 * POST (multipart) /v1/ebmp/main/user/updateFirstUserInfo.json: the profile image, checked by content and size,
 * re-encoded from its pixels, stored under a key of ours (never the uploader's name) and linked to the caller.
 */
export async function updateProfileImage(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  caller: AuthUser,
  file: { bytes: Buffer; truncated: boolean; filename: string },
): Promise<{ profileFileId: string }> {
  if (file.truncated || file.bytes.length > PROFILE_IMAGE_MAX_BYTES)
    throw badRequest(ACCOUNT_MESSAGES.profileImageSize);
  const sniffed = file.bytes.length > 0 ? sniffImage(file.bytes) : null;
  const image = sniffed ? await reencodeImage(file.bytes, sniffed) : null;
  if (!image) throw badRequest(ACCOUNT_MESSAGES.profileImageType);
  const { kind } = image;
  const now = deps.now();
  const fileId = `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const storageKey = `profile/${fileId}.${kind.ext}`;
  await deps.storage.put(storageKey, image.bytes);
  await deps.db.transaction(async (tx) => {
    await insertFile(tx, {
      fileId,
      originalName: `profile.${kind.ext}`,
      contentType: kind.type,
      byteSize: image.bytes.length,
      storageKey,
      // Private: only the owner and operator admins may fetch it (files/routes.ts).
      ownerUnqUserId: caller.unqUserId,
    });
    await repo.updateUser(tx, caller.unqUserId, { profileFileId: fileId });
  });
  return { profileFileId: fileId };
}
