import {
  SERVICE_CENTER_MESSAGES as M,
  NOTICE_ATTACHMENT_MAX_FILES,
  type NoticeWriteRequest,
  type noticeWriteRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { htmlToText, sanitizeNoticeHtml } from '../../lib/sanitize-html';
import { checkAttachments, storeAttachments, type UploadedFile } from './notice-attachments';
import * as repo from './repository';

export type NoticeWriteInput = z.output<typeof noticeWriteRequestSchema>;
export type { NoticeWriteRequest };

/**
 * POST (multipart) /v1/ebmp/main/board/notice/write.json (spec §7, operator admins): creates a notice, or edits one
 * keeping the attachments named in keepFileIds. The body is sanitized here, on the server, whatever the editor sent;
 * every new attachment is checked by content and size before anything is written, and the rows are one transaction.
 */
export async function writeNotice(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  caller: AuthUser,
  input: NoticeWriteInput,
  uploads: readonly UploadedFile[],
): Promise<{ boardId: number }> {
  const checked = checkAttachments(uploads);
  const contentHtml = sanitizeNoticeHtml(input.contentHtml);
  const contentText = htmlToText(contentHtml);
  // A body of only tags (or of a script the sanitizer dropped) is an empty body.
  if (!contentText && !/<img\s/i.test(contentHtml)) throw badRequest(M.noticeBodyRequired);
  if (input.cmpyCd && !(await repo.companyExists(deps.db, input.cmpyCd))) throw badRequest(M.companyInvalid);
  const now = deps.now();
  const values = {
    title: input.title,
    contentHtml,
    contentText,
    pinnedYn: input.pinnedYn,
    audiences: [...new Set(input.audiences)],
    cmpyCd: input.cmpyCd,
  };

  return deps.db.transaction(async (tx) => {
    let boardId: number;
    let kept: string[] = [];
    if (input.boardId) {
      boardId = input.boardId;
      const updated = await repo.updateNotice(tx, boardId, {
        ...values,
        updatedBy: caller.unqUserId,
        updatedAt: now,
      });
      if (!updated) throw notFound(M.noticeNotFound);
      const current = (await repo.noticeFiles(tx, boardId)).map((f) => f.fileId);
      kept = current.filter((id) => input.keepFileIds.includes(id));
      await repo.unlinkNoticeFiles(tx, boardId, kept);
    } else {
      boardId = await repo.insertNotice(tx, { ...values, createdBy: caller.unqUserId, createdAt: now });
    }
    if (kept.length + checked.length > NOTICE_ATTACHMENT_MAX_FILES) throw badRequest(M.attachmentTooMany);
    const fileIds = await storeAttachments(deps, tx, checked);
    await repo.linkNoticeFiles(tx, boardId, fileIds, kept.length + 1);
    return { boardId };
  });
}
