import multipart, { type Multipart } from '@fastify/multipart';
import {
  ALL_AUTH_CDS,
  API_PATH,
  CONTROL_CHARACTER_TEXT,
  findControlCharacter,
  SERVICE_CENTER_MESSAGES as M,
  NOTICE_ATTACHMENT_MAX_BYTES,
  NOTICE_ATTACHMENT_MAX_FILES,
  noticeCompaniesReplySchema,
  noticeDetailSchema,
  noticeIdRequestSchema,
  noticeListReplySchema,
  noticeListRequestSchema,
  noticeWriteReplySchema,
  noticeWriteRequestSchema,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { deleteNotice } from '../delete-notice';
import { getNotice } from '../get-notice';
import { listNoticePage } from '../list-notices';
import type { UploadedFile } from '../notice-attachments';
import { listCompanies } from '../repository';
import { type NoticeWriteInput, writeNotice } from '../write-notice';

/**
 * Notices (spec §2 Service centre, §3 Notice, §7): everyone logged in reads the notices meant for them; operator
 * admins (15, 99999) write, edit and delete them. Only write.json takes multipart, so the parser lives in this plugin.
 */
export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['service-center'];
  const anyRole = deps.guard(ALL_AUTH_CDS);
  const operatorAdmin = deps.guard(OPERATOR_ADMIN);
  // Sizes are capped while streaming; one byte over the limit marks a file as too large.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: NOTICE_ATTACHMENT_MAX_FILES, fields: 4, fileSize: NOTICE_ATTACHMENT_MAX_BYTES + 1 },
  });

  /** The `notice` JSON part and the `files` parts of a write; every refusal is a 400 with the catalogue's text. */
  async function readWrite(
    request: FastifyRequest,
  ): Promise<{ input: NoticeWriteInput; files: UploadedFile[] }> {
    if (!request.isMultipart()) throw badRequest(M.noticeInvalid);
    let json: unknown;
    const files: UploadedFile[] = [];
    try {
      for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
        if (part.type === 'field') {
          if (part.fieldname === 'notice') json = parseJson(String(part.value));
          continue;
        }
        if (part.fieldname !== 'files') {
          // Read and dropped: a part we do not want must still be consumed for the next one to arrive.
          await part.toBuffer();
          continue;
        }
        // Over the limit the stream stops and flags the part, and the iteration goes on (throwFileSizeLimit off).
        const bytes = await part.toBuffer();
        files.push({ filename: part.filename, bytes, truncated: part.file.truncated });
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.FilesLimitError) throw badRequest(M.attachmentTooMany);
      throw error;
    }
    const field = findControlCharacter(json, 'notice');
    if (field) throw badRequest(`${CONTROL_CHARACTER_TEXT} (${field})`);
    const parsed = noticeWriteRequestSchema.safeParse(json);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.noticeInvalid);
    return { input: parsed.data, files };
  }

  app.post(
    API_PATH.noticeList,
    {
      schema: {
        tags,
        summary: 'Notices the caller may read (pinned first, 15 a page)',
        body: noticeListRequestSchema,
        response: replies(noticeListReplySchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await listNoticePage(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.noticeDetail,
    {
      schema: {
        tags,
        summary: 'One notice with its attachments (counted as a view)',
        body: noticeIdRequestSchema,
        response: replies(noticeDetailSchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await getNotice(deps, currentUser(request), request.body.boardId)),
  );

  app.post(
    API_PATH.noticeWrite,
    {
      schema: {
        tags,
        summary:
          'Create or edit a notice (multipart: JSON part "notice", file parts "files"; operator admins)',
        response: replies(noticeWriteReplySchema),
      },
      preHandler: operatorAdmin,
    },
    async (request) => {
      const { input, files } = await readWrite(request);
      return ok(await writeNotice(deps, currentUser(request), input, files), M.saved);
    },
  );

  app.post(
    API_PATH.noticeDelete,
    {
      schema: {
        tags,
        summary: 'Delete a notice (operator admins)',
        body: noticeIdRequestSchema,
        response: replies(z.null()),
      },
      preHandler: operatorAdmin,
    },
    async (request) => {
      await deleteNotice(deps, currentUser(request), request.body.boardId);
      return ok(null, M.deleted);
    },
  );

  app.post(
    API_PATH.noticeCompanies,
    {
      schema: {
        tags,
        summary: 'Companies a notice can be aimed at (operator admins)',
        response: replies(noticeCompaniesReplySchema),
      },
      preHandler: operatorAdmin,
    },
    async () => ok(await listCompanies(deps.db)),
  );
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest(M.noticeInvalid);
    throw error;
  }
}
