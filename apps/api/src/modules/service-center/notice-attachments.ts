import { randomInt } from 'node:crypto';
import {
  fileExtension,
  SERVICE_CENTER_MESSAGES as M,
  type NOTICE_ATTACHMENT_EXTENSIONS,
  NOTICE_ATTACHMENT_MAX_BYTES,
} from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { insertFile } from '../files';
import { NOTICE_FILE_SCOPE } from './notice-reader';

/** An uploaded part as the route read it: bytes, or truncated when it went over the size limit. */
export type UploadedFile = { filename: string; bytes: Buffer; truncated: boolean };

const startsWith = (b: Buffer, bytes: number[]) =>
  b.length >= bytes.length && bytes.every((x, i) => b[i] === x);
const ascii = (b: Buffer, from: number, text: string) =>
  b.subarray(from, from + text.length).toString('latin1') === text;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: old Office documents and HWP 5. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** An OOXML package names its parts in the zip's directory; a renamed plain zip does not have these. */
const ooxml = (part: string) => (b: Buffer) =>
  startsWith(b, ZIP) && b.includes('[Content_Types].xml') && b.includes(part);

/**
 * What each accepted extension's bytes must look like (ASVS 12.2.1): the file is refused unless its content is
 * what its name claims, so a script renamed to .pdf or an executable renamed to .xlsx never gets stored.
 */
const KINDS: Record<
  (typeof NOTICE_ATTACHMENT_EXTENSIONS)[number],
  { type: string; test: (b: Buffer) => boolean }
> = {
  pdf: { type: 'application/pdf', test: (b) => ascii(b, 0, '%PDF-') },
  png: { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  jpeg: { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { type: 'image/gif', test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  webp: { type: 'image/webp', test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    test: ooxml('xl/'),
  },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    test: ooxml('word/'),
  },
  pptx: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    test: ooxml('ppt/'),
  },
  hwp: { type: 'application/x-hwp', test: (b) => startsWith(b, OLE) },
  xls: { type: 'application/vnd.ms-excel', test: (b) => startsWith(b, OLE) },
  doc: { type: 'application/msword', test: (b) => startsWith(b, OLE) },
  ppt: { type: 'application/vnd.ms-powerpoint', test: (b) => startsWith(b, OLE) },
  zip: { type: 'application/zip', test: (b) => startsWith(b, ZIP) },
};

const isAccepted = (ext: string): ext is keyof typeof KINDS => Object.hasOwn(KINDS, ext);

/** The stored name: the uploader's base name without path parts or control characters, at most 200 characters. */
function safeName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  return (base || 'file').slice(-200);
}

/** Checks every upload before anything is stored, so a bad file refuses the whole save. */
export function checkAttachments(files: readonly UploadedFile[]): { file: UploadedFile; type: string }[] {
  return files.map((file) => {
    if (file.truncated || file.bytes.length > NOTICE_ATTACHMENT_MAX_BYTES)
      throw badRequest(M.attachmentTooLarge);
    const ext = fileExtension(file.filename);
    if (!isAccepted(ext) || file.bytes.length === 0) throw badRequest(M.attachmentType);
    const kind = KINDS[ext];
    if (!kind.test(file.bytes)) throw badRequest(M.attachmentMismatch);
    return { file, type: kind.type };
  });
}

/**
 * Stores checked attachments under keys of ours and records them as NOTICE-scoped files (readable by the notice's
 * readers only, always downloaded). Bytes go first: a row pointing at missing bytes is worse than stray bytes.
 */
export async function storeAttachments(
  deps: Pick<AppDeps, 'storage' | 'now'>,
  tx: Executor,
  checked: readonly { file: UploadedFile; type: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const { file, type } of checked) {
    const fileId = `${deps.now().getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const storageKey = `notice/${fileId}`;
    await deps.storage.put(storageKey, file.bytes);
    await insertFile(tx, {
      fileId,
      originalName: safeName(file.filename),
      contentType: type,
      byteSize: file.bytes.length,
      storageKey,
      accessScope: NOTICE_FILE_SCOPE,
    });
    ids.push(fileId);
  }
  return ids;
}
