import multipart from '@fastify/multipart';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from '@pcs/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The multipart parser for Excel uploads, scoped to the plugin that registers it: one file, 20 MB, few fields. */
export async function registerXlsxUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, parts: 5, fileSize: EXCEL_LIMITS.maxBytes },
  });
}

/**
 * The uploaded file (part "file") as bytes. The size cap is enforced while the upload streams in: a file over
 * 20 MB is refused as soon as it passes the limit, before the rest is read.
 */
export async function readXlsxUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(EXCEL_MESSAGES.fileRequired);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw badRequest(EXCEL_MESSAGES.fileRequired);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(EXCEL_MESSAGES.tooLarge);
    throw error;
  }
}
