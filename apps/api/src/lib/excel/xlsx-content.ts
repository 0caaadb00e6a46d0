import { inflateRawSync } from 'node:zlib';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from '@pcs/domain';

/**
 * Is this upload an xlsx workbook, judged by its bytes (never its name or declared type)? An xlsx is a zip whose
 * [Content_Types].xml declares the spreadsheetml main part. Refused: anything else (xls, csv, docx, an encrypted
 * workbook, which is an OLE file), a macro-enabled workbook (xlsm, or a vbaProject part under an xlsx name), and
 * a zip that declares more unpacked bytes than we will ever read (a zip bomb).
 *
 * Reads the zip's central directory directly (APPNOTE 4.3.12-4.3.16): no dependency, and nothing is unpacked but
 * [Content_Types].xml, capped at 1 MB.
 */
export type XlsxCheck = { ok: true } | { ok: false; message: string };

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const MAIN_PART = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const refuse = (message: string): XlsxCheck => ({ ok: false, message });

export function inspectXlsx(bytes: Buffer): XlsxCheck {
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return refuse(EXCEL_MESSAGES.notXlsx);
  const entries = centralDirectory(bytes);
  if (!entries) return refuse(EXCEL_MESSAGES.notXlsx);
  const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
  if (unpacked > EXCEL_LIMITS.maxUnpackedBytes) return refuse(EXCEL_MESSAGES.tooLargeUnpacked);
  if (entries.some((e) => /vbaproject\.bin$/i.test(e.name))) return refuse(EXCEL_MESSAGES.macroEnabled);
  const contentTypes = entries.find((e) => e.name === '[Content_Types].xml');
  const xml = contentTypes ? readEntry(bytes, contentTypes) : null;
  if (xml === null) return refuse(EXCEL_MESSAGES.notXlsx);
  if (/macroenabled|vbaproject/i.test(xml)) return refuse(EXCEL_MESSAGES.macroEnabled);
  if (!xml.includes(MAIN_PART)) return refuse(EXCEL_MESSAGES.notXlsx);
  return { ok: true };
}

/** The entries of the central directory, or null when the bytes are not a well-formed (non-zip64) zip. */
function centralDirectory(bytes: Buffer): Entry[] | null {
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= floor; i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean zip64, which no 20 MB workbook needs.
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) return null;
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    entries.push({
      method: bytes.readUInt16LE(p + 10),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One small entry as text, or null when it cannot be read (unknown method, bad header, too large). */
function readEntry(bytes: Buffer, entry: Entry): string | null {
  const p = entry.localOffset;
  if (entry.size > CONTENT_TYPES_MAX_BYTES || p + 30 > bytes.length || bytes.readUInt32LE(p) !== LOCAL_HEADER)
    return null;
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.toString('utf8');
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: CONTENT_TYPES_MAX_BYTES }).toString('utf8');
  } catch (error) {
    // Corrupt or cut deflate data (zlib's Z_* codes), or more than the cap: not a workbook we can read.
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && (code.startsWith('Z_') || code === 'ERR_BUFFER_TOO_LARGE')) return null;
    throw error;
  }
}
