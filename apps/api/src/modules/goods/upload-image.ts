import { randomInt } from 'node:crypto';
import { GOODS_LIMITS, GOODS_MESSAGES } from '@pcs/domain';
import type { FastifyRequest } from 'fastify';
import type Sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { type ImageKind, isUndecodableImage, JPEG, PNG, sniffImage, WEBP } from '../../lib/image-kind';
import { lazyModule } from '../../lib/lazy-module';
import { insertFile } from '../files';
import { goodsScope } from './goods-scope';
import * as repo from './repository';

/** sharp is loaded on the first image (lib/lazy-module.ts). */
const sharp = lazyModule<typeof Sharp>('sharp');

/** Product images are shown up to this side; larger uploads are scaled down when re-encoded. */
const MAX_SIDE = 1600;

/** The uploaded image part ("file"), read with a 10 MB cap while it streams in. */
export async function readImageUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!request.isMultipart()) throw badRequest(GOODS_MESSAGES.imageRequired);
  const part = await request.file({ limits: { fileSize: GOODS_LIMITS.maxImageBytes } });
  if (part?.fieldname !== 'file') throw badRequest(GOODS_MESSAGES.imageRequired);
  try {
    const bytes = await part.toBuffer();
    return { bytes, truncated: part.file.truncated };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(GOODS_MESSAGES.imageSize);
    throw error;
  }
}

const newFileId = (now: Date) => `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function encode(bytes: Buffer, kind: ImageKind, width: number | null): Promise<Buffer | null> {
  let image = sharp()(bytes, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
  image = width
    ? image.resize(width, width, { fit: 'inside', withoutEnlargement: true })
    : image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const out = width
    ? image.webp({ quality: 80 })
    : kind === JPEG
      ? image.jpeg({ quality: 88 })
      : kind === WEBP
        ? image.webp({ quality: 88 })
        : image.png();
  try {
    return await out.toBuffer();
  } catch (error) {
    // libvips reports undecodable input as a plain Error: then the bytes were not an image after all.
    if (isUndecodableImage(error)) return null;
    throw error;
  }
}

/**
 * POST (multipart) /v1/ebmp/pcs/manage/goods/imageUpload.json (operators and vendors): a jpeg, png or webp image of at
 * most 10 MB, its type read from the bytes (a script named .jpg is refused), decoded and re-encoded from its pixels
 * (nothing else it carried survives), stored under our own key as a public file, with webp thumbnails in the list
 * and detail widths (GET /files/{fileId}?w=160 or 480). Also the detail editor's image insert.
 */
export async function uploadGoodsImage(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  user: AuthUser,
  file: { bytes: Buffer; truncated: boolean },
): Promise<{ fileId: string }> {
  await goodsScope(deps.db, user);
  if (file.truncated || file.bytes.length > GOODS_LIMITS.maxImageBytes)
    throw badRequest(GOODS_MESSAGES.imageSize);
  const kind = file.bytes.length > 0 ? sniffImage(file.bytes, [JPEG, PNG, WEBP]) : null;
  const main = kind ? await encode(file.bytes, kind, null) : null;
  if (!kind || !main) throw badRequest(GOODS_MESSAGES.imageType);
  const now = deps.now();
  const fileId = newFileId(now);
  const stored: { fileId: string; key: string; bytes: Buffer; type: string; width: number | null }[] = [
    { fileId, key: `goods/${fileId}.${kind.ext}`, bytes: main, type: kind.type, width: null },
  ];
  for (const width of GOODS_LIMITS.thumbWidths) {
    const thumb = await encode(main, kind, width);
    if (!thumb) throw badRequest(GOODS_MESSAGES.imageType);
    const thumbId = newFileId(now);
    stored.push({
      fileId: thumbId,
      key: `goods/${fileId}_w${width}.webp`,
      bytes: thumb,
      type: 'image/webp',
      width,
    });
  }
  for (const s of stored) await deps.storage.put(s.key, s.bytes);
  await deps.db.transaction(async (tx) => {
    for (const s of stored)
      await insertFile(tx, {
        fileId: s.fileId,
        originalName: s.key.slice('goods/'.length),
        contentType: s.type,
        byteSize: s.bytes.length,
        storageKey: s.key,
      });
    await repo.insertThumbnails(
      tx,
      stored.flatMap((s) => (s.width ? [{ fileId, width: s.width, thumbFileId: s.fileId }] : [])),
    );
  });
  return { fileId };
}
