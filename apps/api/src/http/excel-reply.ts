import type { Readable } from 'node:stream';
import { XLSX_CONTENT_TYPE } from '@pcs/domain';
import type { FastifyReply } from 'fastify';
import { ymdKst } from '../lib/time';

/**
 * Sends a workbook as a download: `<name>_<YYYYMMDD>.xlsx`, the Korean name in filename* (RFC 6266/5987) and an ASCII
 * fallback for old clients. The bytes are not an envelope: the web client saves them as a file.
 */
export function sendXlsx(
  reply: FastifyReply,
  name: string,
  body: Readable | Buffer,
  now: Date,
): FastifyReply {
  const fileName = `${name}_${ymdKst(now)}.xlsx`;
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="download_${ymdKst(now)}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(body);
}
