import { SERVICE_CENTER_MESSAGES } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { deleteNotice as markDeleted } from './repository';

/**
 * POST /v1/ebmp/main/board/notice/delete.json (spec §7, operator admins): the notice leaves every list and its
 * attachments stop being downloadable by readers; the row stays for the record.
 */
export async function deleteNotice(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
  boardId: number,
): Promise<void> {
  if (!(await markDeleted(deps.db, boardId, caller.unqUserId, deps.now())))
    throw notFound(SERVICE_CENTER_MESSAGES.noticeNotFound);
}
