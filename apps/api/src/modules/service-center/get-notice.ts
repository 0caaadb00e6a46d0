import { mayReadNotice, type NoticeDetail, SERVICE_CENTER_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { toNoticeListItem } from './list-notices';
import { addNoticeView, findNotice, noticeFiles } from './repository';

/**
 * POST /v1/ebmp/main/board/notice/detail.json (spec §7): one notice with its attachments, counted as a view. A
 * notice the caller may not read answers like a missing one, so its existence tells nothing.
 */
export async function getNotice(deps: { db: Db }, caller: AuthUser, boardId: number): Promise<NoticeDetail> {
  const row = await findNotice(deps.db, boardId);
  if (!row || !mayReadNotice(row, caller)) throw notFound(SERVICE_CENTER_MESSAGES.noticeNotFound);
  await addNoticeView(deps.db, boardId);
  return {
    ...toNoticeListItem(row),
    viewCnt: row.viewCnt + 1,
    contentHtml: row.contentHtml,
    cmpyCd: row.cmpyCd,
    files: await noticeFiles(deps.db, boardId),
    updatedAt: row.updatedAt.toISOString(),
  };
}
