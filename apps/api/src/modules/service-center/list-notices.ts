import { clampPageIndex, type NoticeListItem, type NoticeListReply, PAGE_SIZE } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { noticeReader } from './notice-reader';
import {
  countNotices,
  listNotices as listNoticeRows,
  type listNotices,
  type NoticeSearch,
} from './repository';

type Row = Awaited<ReturnType<typeof listNotices>>[number];

export const toNoticeListItem = (r: Row): NoticeListItem => ({
  boardId: r.boardId,
  title: r.title,
  pinnedYn: r.pinnedYn === 'Y' ? 'Y' : 'N',
  fileCount: r.fileCount,
  viewCnt: r.viewCnt,
  audiences: r.audiences,
  cmpyNm: r.cmpyNm,
  createdByNm: r.createdByNm,
  createdAt: r.createdAt.toISOString(),
});

/**
 * POST /v1/ebmp/pcs/board/getNoticeList.json (spec §7): the notices the caller may read, pinned first, then newest,
 * 15 a page; searched in the title, the text or both.
 */
export async function listNoticePage(
  deps: { db: Executor },
  caller: AuthUser,
  input: NoticeSearch & { page: number },
): Promise<NoticeListReply> {
  const reader = noticeReader(caller);
  const search = { searchType: input.searchType, searchText: input.searchText };
  const totalCount = await countNotices(deps.db, reader, search);
  const page = clampPageIndex(input.page, totalCount);
  const rows = await listNoticeRows(deps.db, reader, search, page * PAGE_SIZE, PAGE_SIZE);
  return { list: rows.map(toNoticeListItem), totalCount, page, pageSize: PAGE_SIZE };
}
